/**
 * "Gerar lista da semana" in the database, on both engines: the plan's recipes merged into
 * market amounts beside the lines the cook typed, staples and the pantry in "Confira se
 * tem", generating again after the plan changed (ticks and typed lines kept, only the rest
 * of what grew), and a tick on another phone during a generation.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.server";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import type { CatalogueRecipe } from "../../../db/catalogue/types";
import { mealPlanSlots, savedIngredients, shoppingItems } from "../../../db/schema";
import { engines } from "../../../tests/support/databases";
import { fixtureCatalogue } from "../../../tests/fixtures/catalogue";
import { addDays, daysOf, todayInBrazil, weekOf } from "~/domain/plan/week";
import { findOrCreateUser } from "~/features/accounts/users.server";
import { clearSlot, setSlot } from "~/features/plan/plan.server";
import type { Unit } from "~/domain/recipe";
import { UserFacingError } from "~/lib/user-facing-error";
import { addRecipeToShoppingList, addShoppingText, listShoppingItems, setAtHome, setShoppingItemChecked } from "./shopping.server";
import { generateWeekList } from "./week-list.server";

const week = weekOf(addDays(todayInBrazil(), 7));
const [monday, tuesday, wednesday] = daysOf(week) as [string, string, string];

function recipe(slug: string, title: string, ingredients: [number, Unit, string][]): CatalogueRecipe {
  return {
    ...fixtureCatalogue[0]!,
    slug,
    title,
    servings: 4,
    tags: ["Almoço", "Jantar"],
    ingredients: ingredients.map(([quantity, unit, name]) => ({ name, quantity, unit })),
  };
}

const catalogue = [
  recipe("feijao-tropeiro", "Feijão Tropeiro", [
    [500, "g", "feijão carioca"],
    [1, "unidade", "cebola"],
    [2, "colher de sopa", "óleo"],
    [1, "colher de chá", "sal"],
    [4, "unidade", "ovos"],
  ]),
  recipe("moqueca", "Moqueca de Peixe", [
    [600, "g", "filé de tilápia"],
    [2, "unidade", "cebolas"],
    [3, "colher de sopa", "coentro picado"],
    [200, "ml", "leite de coco"],
    [0, "pitada", "sal"],
  ]),
  recipe("arroz", "Arroz Branco", [
    [2, "xícara", "arroz"],
    [1, "colher de sopa", "óleo"],
  ]),
];

describe.each(engines())("the week's shopping list on $name", (engine) => {
  let database: Database;
  let n = 0;
  const newCook = async () =>
    (await findOrCreateUser(database.db, { issuer: "https://idp.test", subject: `lista-${++n}`, name: `L${n}`, email: "" })).user.id;
  const textsOf = async (cook: string) => (await listShoppingItems(database.db, cook)).map((item) => item.text);

  beforeAll(async () => {
    database = await engine.open();
    await loadCatalogue(database.db, catalogue);
  });
  afterAll(() => database.close());

  it("merges the plan's recipes into market amounts, each line with its section and recipes, staples apart", async () => {
    const cook = await newCook();
    await setSlot(database.db, cook, { day: monday, meal: "almoco", recipeId: "feijao-tropeiro", servings: 4 });
    await setSlot(database.db, cook, { day: tuesday, meal: "jantar", recipeId: "moqueca", servings: 8 });
    const result = await generateWeekList(database.db, cook, [monday, tuesday]);
    const items = await listShoppingItems(database.db, cook);
    expect(result.lines).toBe(items.length);
    const line = (name: string) => items.find((item) => item.text.includes(name));
    // 1 onion for 4 + 2 for 4 scaled to 8 = 5 onions, one line, both recipes.
    expect(line("cebola")).toMatchObject({
      text: "5 cebolas",
      section: "hortifruti",
      recipes: ["Feijão Tropeiro", "Moqueca de Peixe"],
      source: "cardapio",
      atHome: false,
    });
    expect(line("tilápia")).toMatchObject({ text: "1,5 kg de filé de tilápia", section: "acougue" });
    expect(line("feijão")).toMatchObject({ text: "1 kg de feijão carioca", note: "compra 1 kg; usa 500 g", section: "mercearia" });
    expect(line("ovos")).toMatchObject({ text: "6 ovos", note: "compra 6 ovos; usa 4", section: "hortifruti" });
    expect(line("coentro")).toMatchObject({ text: "1 maço de coentro" });
    expect(line("leite de coco")?.text).toMatch(/^2 vidros de leite de coco/);
    expect(items.filter((item) => item.atHome).map((item) => item.text)).toEqual([
      expect.stringMatching(/óleo/),
      expect.stringMatching(/sal/),
    ]);
  });

  it("says so when the chosen days have no recipes, and writes nothing", async () => {
    const cook = await newCook();
    await addShoppingText(database.db, cook, "detergente");
    await expect(generateWeekList(database.db, cook, [wednesday])).rejects.toThrow(UserFacingError);
    expect(await textsOf(cook)).toEqual(["detergente"]);
  });

  it("generating again replaces the plan's open lines and never touches typed lines, recipe-page lines or ticks", async () => {
    const cook = await newCook();
    await addShoppingText(database.db, cook, "papel higiênico");
    await addRecipeToShoppingList(database.db, cook, "arroz", 4);
    await setSlot(database.db, cook, { day: monday, meal: "almoco", recipeId: "feijao-tropeiro", servings: 4 });
    await setSlot(database.db, cook, { day: tuesday, meal: "jantar", recipeId: "moqueca", servings: 4 });
    await generateWeekList(database.db, cook, [monday, tuesday]);
    const first = await listShoppingItems(database.db, cook);
    const tilapia = first.find((item) => item.text.includes("tilápia"))!;
    const beans = first.find((item) => item.text.includes("feijão"))!;
    await setShoppingItemChecked(database.db, cook, tilapia.id, true);

    // The moqueca leaves the plan: its open lines go, the tick and the other lines stay.
    await clearSlot(database.db, cook, { day: tuesday, meal: "jantar" });
    await generateWeekList(database.db, cook, [monday, tuesday]);
    const items = await listShoppingItems(database.db, cook);
    expect(items.find((item) => item.text === "papel higiênico")?.source).toBe("manual");
    expect(items.filter((item) => item.source === "receita").map((item) => item.text)).toEqual([
      "2 xícaras de arroz",
      "1 colher de sopa de óleo",
    ]);
    expect(items.find((item) => item.id === tilapia.id)).toMatchObject({ checked: true, text: "600 g de filé de tilápia" });
    expect(items.some((item) => item.text.includes("coentro") || item.text.includes("leite de coco"))).toBe(false);
    expect(items.find((item) => item.text.includes("cebola"))?.text).toBe("1 cebola");
    // A food still needed keeps its line: a phone that ticked it offline still finds it.
    expect(items.find((item) => item.text.includes("feijão"))).toMatchObject({ id: beans.id, recipes: ["Feijão Tropeiro"] });
    // Nothing doubled: one open plan line per food.
    const open = items.filter((item) => item.source === "cardapio" && !item.checked).map((item) => item.foodKey);
    expect(new Set(open).size).toBe(open.length);
  });

  it("after shopping, a plan that grows asks only for the rest; a purchase for other days does not count", async () => {
    const cook = await newCook();
    await setSlot(database.db, cook, { day: monday, meal: "jantar", recipeId: "moqueca", servings: 4 });
    await generateWeekList(database.db, cook, [monday]);
    const fish = (await listShoppingItems(database.db, cook)).find((item) => item.text.includes("tilápia"))!;
    expect(fish.text).toBe("600 g de filé de tilápia");
    await setShoppingItemChecked(database.db, cook, fish.id, true);

    // Monday's moqueca now feeds 6: 900 g, 600 g bought, 300 g more.
    await setSlot(database.db, cook, { day: monday, meal: "jantar", recipeId: "moqueca", servings: 6 });
    await generateWeekList(database.db, cook, [monday]);
    let fishLines = (await listShoppingItems(database.db, cook)).filter((item) => item.text.includes("tilápia"));
    expect(fishLines.map((item) => [item.text, item.checked])).toEqual([
      ["600 g de filé de tilápia", true],
      ["300 g de filé de tilápia", false],
    ]);

    // Back to 4: what was bought covers it, no open line.
    await setSlot(database.db, cook, { day: monday, meal: "jantar", recipeId: "moqueca", servings: 4 });
    await generateWeekList(database.db, cook, [monday]);
    fishLines = (await listShoppingItems(database.db, cook)).filter((item) => item.text.includes("tilápia"));
    expect(fishLines.map((item) => item.checked)).toEqual([true]);

    // Tuesday's shopping is its own: Monday's fish is not Tuesday's.
    await setSlot(database.db, cook, { day: tuesday, meal: "jantar", recipeId: "moqueca", servings: 4 });
    await generateWeekList(database.db, cook, [tuesday]);
    fishLines = (await listShoppingItems(database.db, cook)).filter((item) => item.text.includes("tilápia"));
    expect(fishLines.map((item) => [item.text, item.checked])).toEqual([
      ["600 g de filé de tilápia", true],
      ["600 g de filé de tilápia", false],
    ]);
  });

  it("a lunch of the day before's leftovers buys nothing while that dinner is there", async () => {
    const cook = await newCook();
    await setSlot(database.db, cook, { day: monday, meal: "jantar", recipeId: "feijao-tropeiro", servings: 8 });
    await database.db.insert(mealPlanSlots).values({
      userId: cook,
      day: tuesday,
      meal: "almoco",
      recipeId: "feijao-tropeiro",
      servings: 4,
      reason: "sobras do jantar de seg",
      leftover: true,
    });
    await generateWeekList(database.db, cook, [monday, tuesday]);
    // Eight servings, cooked once: 1 kg of beans (with the lunch bought again, 1,5 kg: "2 kg").
    expect((await textsOf(cook)).find((text) => text.includes("feijão"))).toBe("1 kg de feijão carioca");
    // Leftovers alone on the list's days (Monday's dinner before them) buy nothing either.
    await expect(generateWeekList(database.db, cook, [tuesday])).rejects.toThrow(UserFacingError);
    // Without Monday's dinner, Tuesday's lunch is cooked, and bought for.
    await clearSlot(database.db, cook, { day: monday, meal: "jantar" });
    await generateWeekList(database.db, cook, [monday, tuesday]);
    expect((await textsOf(cook)).find((text) => text.includes("feijão"))).toBe("1 kg de feijão carioca");
    expect((await listShoppingItems(database.db, cook)).find((item) => item.text.includes("cebola"))?.text).toBe("1 cebola");
  });

  it("the pantry starts from the fridge's saved ingredients, and the cook can say either way", async () => {
    const cook = await newCook();
    await database.db.insert(savedIngredients).values([
      { userId: cook, nameKey: "cebola", name: "Cebola" },
      { userId: cook, nameKey: "coentro", name: "coentro" },
    ]);
    await setSlot(database.db, cook, { day: monday, meal: "jantar", recipeId: "moqueca", servings: 4 });
    await generateWeekList(database.db, cook, [monday]);
    const atHome = async () =>
      (await listShoppingItems(database.db, cook))
        .filter((item) => item.atHome)
        .map((item) => item.foodKey)
        .sort();
    expect(await atHome()).toEqual(["cebola", "coentro", "sal"]);
    await setAtHome(database.db, cook, "sal", "sal", false);
    const fish = (await listShoppingItems(database.db, cook)).find((item) => item.text.includes("tilápia"))!;
    await setAtHome(database.db, cook, fish.foodKey!, fish.text, true);
    await setAtHome(database.db, cook, "cebola", "cebola", false);
    expect(await atHome()).toEqual(["coentro", fish.foodKey]);
    // Generating again does not re-seed what the cook said "não tenho" of.
    await generateWeekList(database.db, cook, [monday]);
    expect(await atHome()).toEqual(["coentro", fish.foodKey]);
  });

  it("a tick and a typed line on another phone during a generation are both kept, and nothing is doubled", async () => {
    const cook = await newCook();
    await setSlot(database.db, cook, { day: monday, meal: "almoco", recipeId: "feijao-tropeiro", servings: 4 });
    await setSlot(database.db, cook, { day: tuesday, meal: "jantar", recipeId: "moqueca", servings: 4 });
    await generateWeekList(database.db, cook, [monday, tuesday]);
    const before = await listShoppingItems(database.db, cook);
    const beans = before.find((item) => item.text.includes("feijão"))!;
    await Promise.all([
      generateWeekList(database.db, cook, [monday, tuesday]),
      setShoppingItemChecked(database.db, cook, beans.id, true).catch((error: unknown) => {
        // The generation may have replaced the open line first: then the tick finds it gone.
        if (!(error instanceof UserFacingError)) throw error;
      }),
      addShoppingText(database.db, cook, "esponja"),
      generateWeekList(database.db, cook, [monday, tuesday]),
    ]);
    const after = await listShoppingItems(database.db, cook);
    expect(after.filter((item) => item.text === "esponja")).toHaveLength(1);
    const beansLines = after.filter((item) => item.foodKey === beans.foodKey);
    // Either the tick landed (one ticked line, covering the need) or the line was regenerated (one open line).
    expect(beansLines).toHaveLength(1);
    const plan = after.filter((item) => item.source === "cardapio");
    expect(new Set(plan.map((item) => item.foodKey)).size).toBe(plan.length);
    expect(plan.length).toBe(before.length);
    const rows = await database.db
      .select()
      .from(shoppingItems)
      .where(and(eq(shoppingItems.userId, cook), eq(shoppingItems.source, "cardapio")));
    expect(rows.every((row) => row.planDays.join() === [monday, tuesday].join())).toBe(true);
  });
});
