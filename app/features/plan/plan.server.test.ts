/**
 * The cook's week in the database, on both engines: slots written and read as the page
 * shows them, the planner's suggestions from the catalogue without what the cook avoids,
 * "outra sugestão", moves and swaps, concurrent suggestions, privacy, export and deletion.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mealPlanSlots } from "../../../db/schema";
import type { Database } from "../../../db/client.server";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import type { CatalogueRecipe } from "../../../db/catalogue/types";
import { engines } from "../../../tests/support/databases";
import { fixtureCatalogue } from "../../../tests/fixtures/catalogue";
import { deleteAccount, exportUserData, findOrCreateUser, updateProfile } from "~/features/accounts/users.server";
import { addDays, daysOf, todayInBrazil, weekOf } from "~/domain/plan/week";
import { clearSlot, moveSlot, setSlot, setSlotLocked, setSlotServings, weekSlots } from "./plan.server";
import { suggest } from "./suggest.server";
import { UserFacingError } from "~/lib/user-facing-error";

/** Next week, whenever the test runs (a plan's days are within two years of today). */
const week = weekOf(addDays(todayInBrazil(), 7));
const [monday, tuesday, wednesday] = daysOf(week);

/** A small catalogue for planning: meals of each kind, some with milk, some sharing coentro. */
function recipe(slug: string, tags: string[], ingredients: string[]): CatalogueRecipe {
  return {
    ...fixtureCatalogue[0]!,
    slug,
    title: slug.replace(/-/g, " "),
    description: `Receita ${slug}.`,
    prepTime: 10,
    cookTime: slug.includes("lento") ? 120 : 15,
    tags,
    ingredients: ingredients.map((name) => ({ name, quantity: 1, unit: "unidade" as const })),
    steps: [{ description: "Prepare tudo com cuidado.", tips: ["Prove o tempero."] }],
  };
}
const planCatalogue = [
  ...Array.from({ length: 8 }, (_, n) => recipe(`cafe-${n}`, ["Café da Manhã"], ["pão francês", n % 2 ? "leite" : "banana"])),
  ...Array.from({ length: 8 }, (_, n) => recipe(`lanche-${n}`, ["Café da Manhã", "Lanche"], ["maçã", n % 2 ? "iogurte" : "aveia"])),
  ...Array.from({ length: 10 }, (_, n) =>
    recipe(
      `almoco-${n}`,
      ["Almoço"],
      ["arroz", ["frango", "tilápia", "grão-de-bico", "ovo", "alcatra"][n % 5]!, n < 4 ? "coentro" : "cebola"],
    ),
  ),
  ...Array.from({ length: 10 }, (_, n) =>
    recipe(
      `jantar-${n}${n === 9 ? "-lento" : ""}`,
      ["Jantar"],
      ["batata", ["peito de frango", "sardinha", "lentilha", "queijo minas", "carne moída"][n % 5]!, n < 3 ? "coentro" : "tomate"],
    ),
  ),
];

describe.each(engines())("the cook's week on $name", (engine) => {
  let database: Database;
  let n = 0;
  const newCook = async () =>
    (await findOrCreateUser(database.db, { issuer: "https://idp.test", subject: `p${++n}`, name: `P${n}`, email: "" })).user.id;

  beforeAll(async () => {
    database = await engine.open();
    await loadCatalogue(database.db, planCatalogue);
  });
  afterAll(() => database.close());

  it("puts a recipe in a slot for the household's size, replaces it, changes servings, and takes it out", async () => {
    const cook = await newCook();
    await updateProfile(database.db, cook, { name: "Ana", preferences: [], restrictions: [], healthGoals: [], householdSize: 5 });
    await setSlot(database.db, cook, { day: tuesday!, meal: "almoco", recipeId: "almoco-1" });
    let [slot] = await weekSlots(database.db, cook, week);
    expect(slot).toMatchObject({
      day: tuesday,
      meal: "almoco",
      servings: 5,
      reason: null,
      locked: false,
      recipe: { id: "almoco-1", minutes: 25 },
    });
    expect(slot!.nutrition.calories).toEqual(expect.any(Number));
    await setSlot(database.db, cook, { day: tuesday!, meal: "almoco", recipeId: "almoco-2", servings: 2 });
    await setSlotServings(database.db, cook, { day: tuesday!, meal: "almoco" }, 3);
    [slot] = await weekSlots(database.db, cook, week);
    expect(slot).toMatchObject({ recipe: { id: "almoco-2" }, servings: 3 });
    await clearSlot(database.db, cook, { day: tuesday!, meal: "almoco" });
    expect(await weekSlots(database.db, cook, week)).toEqual([]);
  });

  it.each([
    ["a day that is not a date", { day: "2026-02-30", meal: "almoco", recipeId: "almoco-1" }, "Dia inválido para o cardápio."],
    ["a day years away", { day: "2040-01-01", meal: "almoco", recipeId: "almoco-1" }, "Dia inválido para o cardápio."],
    [
      "a meal that does not exist",
      { day: todayInBrazil(), meal: "ceia", recipeId: "almoco-1" },
      "Refeição inválida. Escolha café da manhã, almoço, lanche ou jantar.",
    ],
    ["a recipe that does not exist", { day: todayInBrazil(), meal: "almoco", recipeId: "nao-existe" }, "Receita não encontrada"],
    ["servings out of range", { day: todayInBrazil(), meal: "almoco", recipeId: "almoco-1", servings: 0 }, "Informe de 1 a 100 porções."],
  ])("refuses %s in Portuguese and writes nothing", async (_case, slot, message) => {
    const cook = await newCook();
    await expect(setSlot(database.db, cook, slot)).rejects.toMatchObject({ name: "UserFacingError", message });
    expect(await weekSlots(database.db, cook, week)).toEqual([]);
  });

  it("moves a recipe to an empty slot, and swaps with a full one", async () => {
    const cook = await newCook();
    await setSlot(database.db, cook, { day: monday!, meal: "jantar", recipeId: "jantar-1" });
    await setSlot(database.db, cook, { day: tuesday!, meal: "jantar", recipeId: "jantar-2" });
    await moveSlot(database.db, cook, { day: monday!, meal: "jantar" }, { day: wednesday!, meal: "jantar" });
    const where = async () => (await weekSlots(database.db, cook, week)).map((slot) => `${slot.day} ${slot.meal} ${slot.recipe.id}`);
    expect(await where()).toEqual([`${tuesday} jantar jantar-2`, `${wednesday} jantar jantar-1`]);
    await moveSlot(database.db, cook, { day: wednesday!, meal: "jantar" }, { day: tuesday!, meal: "jantar" });
    expect(await where()).toEqual([`${tuesday} jantar jantar-1`, `${wednesday} jantar jantar-2`]);
  });

  it("suggests the empty slots without what the cook avoids, keeps the cook's own choices, and says why", async () => {
    const cook = await newCook();
    await updateProfile(database.db, cook, {
      name: "Bia",
      preferences: ["vegetariano"],
      restrictions: ["lactose"],
      healthGoals: [],
      householdSize: 2,
    });
    await setSlot(database.db, cook, { day: monday!, meal: "almoco", recipeId: "almoco-2" });
    const filled = await suggest(database.db, cook, week, { quickMinutes: 30 });
    const slots = await weekSlots(database.db, cook, week);
    expect(filled).toBe(slots.length - 1);
    expect(slots.find((slot) => slot.day === monday && slot.meal === "almoco")).toMatchObject({ recipe: { id: "almoco-2" }, reason: null });
    const suggested = slots.filter((slot) => slot.reason !== null);
    expect(suggested.length).toBeGreaterThan(10);
    expect(suggested.every((slot) => slot.servings === 2)).toBe(true);
    // Vegetarian without lactose: no milk, yogurt, cheese, chicken, fish or beef anywhere.
    const ids = slots.map((slot) => slot.recipe.id);
    for (const avoided of [
      "cafe-1",
      "cafe-3",
      "lanche-1",
      "almoco-0",
      "almoco-1",
      "almoco-4",
      "jantar-0",
      "jantar-1",
      "jantar-3",
      "jantar-4",
    ]) {
      expect(ids).not.toContain(avoided);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Weekday dinners quick: the two-hour one only at the weekend, if at all.
    const slow = slots.find((slot) => slot.recipe.id === "jantar-9-lento");
    if (slow) expect([daysOf(week)[5], daysOf(week)[6]]).toContain(slow.day);
    // A second run has nothing left to fill.
    expect(await suggest(database.db, cook, week, { quickMinutes: 30 })).toBe(0);
  });

  it("with leftovers asked, a large dinner is cooked for two days and the next lunch is its leftovers", async () => {
    const cook = await newCook();
    await updateProfile(database.db, cook, { name: "Duda", preferences: [], restrictions: [], healthGoals: [], householdSize: 2 });
    await suggest(database.db, cook, week, { quickMinutes: null, leftovers: true });
    const slots = await weekSlots(database.db, cook, week);
    const rows = await database.db.select().from(mealPlanSlots).where(eq(mealPlanSlots.userId, cook));
    const leftovers = rows.filter((row) => row.leftover);
    expect(leftovers.length).toBeGreaterThan(0);
    for (const lunch of leftovers) {
      expect(lunch).toMatchObject({ meal: "almoco", servings: 2, reason: expect.stringMatching(/^sobras do jantar de /) });
      const dinner = rows.find((row) => row.meal === "jantar" && row.day === addDays(lunch.day, -1))!;
      expect(dinner).toMatchObject({ recipeId: lunch.recipeId, servings: 4, leftover: false });
    }
    expect(slots).toHaveLength(28);
    // The cook's own choice in a leftover slot is no longer leftovers.
    await setSlot(database.db, cook, { day: leftovers[0]!.day, meal: "almoco", recipeId: "almoco-3" });
    const [replaced] = await database.db
      .select()
      .from(mealPlanSlots)
      .where(and(eq(mealPlanSlots.userId, cook), eq(mealPlanSlots.day, leftovers[0]!.day), eq(mealPlanSlots.meal, "almoco")));
    expect(replaced).toMatchObject({ recipeId: "almoco-3", leftover: false, reason: null });
  });

  it("'outra sugestão' replaces one slot with another recipe and never offers the refused one there again", async () => {
    const cook = await newCook();
    await suggest(database.db, cook, week, { quickMinutes: null });
    const before = (await weekSlots(database.db, cook, week)).find((slot) => slot.day === tuesday && slot.meal === "jantar")!;
    const seen = [before.recipe.id];
    for (let round = 0; round < 3; round++) {
      await suggest(database.db, cook, week, { quickMinutes: null, only: { day: tuesday!, meal: "jantar" } });
      const now = (await weekSlots(database.db, cook, week)).find((slot) => slot.day === tuesday && slot.meal === "jantar");
      if (!now) break;
      expect(seen).not.toContain(now.recipe.id);
      seen.push(now.recipe.id);
    }
    expect(seen.length).toBeGreaterThan(2);
  });

  it("a locked suggestion stays: the lock is the cook's, and 'outra sugestão' on another slot leaves it", async () => {
    const cook = await newCook();
    await suggest(database.db, cook, week, { quickMinutes: null });
    await setSlotLocked(database.db, cook, { day: monday!, meal: "cafe" }, true);
    const locked = (await weekSlots(database.db, cook, week)).find((slot) => slot.day === monday && slot.meal === "cafe")!;
    expect(locked.locked).toBe(true);
    await suggest(database.db, cook, week, { quickMinutes: null, only: { day: tuesday!, meal: "cafe" } });
    expect((await weekSlots(database.db, cook, week)).find((slot) => slot.day === monday && slot.meal === "cafe")).toEqual(locked);
  });

  it("two devices asking for the week at once end with one plan, each slot once", async () => {
    const cook = await newCook();
    const results = await Promise.all([1, 2, 3].map(() => suggest(database.db, cook, week, { quickMinutes: null })));
    const slots = await weekSlots(database.db, cook, week);
    expect(results.reduce((sum, filled) => sum + filled, 0)).toBe(slots.length);
    expect(results.filter((filled) => filled > 0)).toHaveLength(1);
  });

  it("is private: another cook sees none of it and cannot change it", async () => {
    const ana = await newCook();
    const bia = await newCook();
    await setSlot(database.db, ana, { day: monday!, meal: "almoco", recipeId: "almoco-3" });
    expect(await weekSlots(database.db, bia, week)).toEqual([]);
    await clearSlot(database.db, bia, { day: monday!, meal: "almoco" });
    await expect(setSlotServings(database.db, bia, { day: monday!, meal: "almoco" }, 9)).rejects.toThrow(UserFacingError);
    expect(await weekSlots(database.db, ana, week)).toHaveLength(1);
  });

  it("is in the cook's data export, and gone with the account", async () => {
    const cook = await newCook();
    await setSlot(database.db, cook, { day: monday!, meal: "jantar", recipeId: "jantar-5" });
    const exported = await exportUserData(database.db, cook);
    expect(exported.mealPlan).toEqual([
      expect.objectContaining({ day: monday, meal: "jantar", recipeId: "jantar-5", title: "jantar 5", servings: 3 }),
    ]);
    expect(exported.profile.householdSize).toBe(3);
    await deleteAccount(database.db, cook, `teste:${cook}`);
    expect(await weekSlots(database.db, cook, week)).toEqual([]);
  });
});
