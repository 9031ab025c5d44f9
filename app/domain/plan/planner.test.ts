/**
 * The planner on the real catalogue (1,116 recipes), for a table of profiles: what a cook
 * avoids never appears (checked by the restriction engine on the whole recipe, not by the
 * stored tags the planner was given), no dish twice, no protein three days running, quick
 * weekdays when asked, and less waste than the same planner ignoring shared perishables.
 * The catalogue is read and counted once.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readCatalogue } from "../../../db/catalogue/files.server";
import { parseCatalogue, type CatalogueEntry } from "../../../db/catalogue/load.server";
import { nutritionOf } from "~/domain/nutrition/nutrition";
import { loadTaco } from "../../../db/taco/taco.server";
import { avoidancesIn, recipeConflicts, type Avoidance } from "~/domain/restrictions";
import { mainProtein, planCandidate, planFactsOf } from "./candidate";
import { perishablesIn } from "./perishables";
import { perishablesLeftOver, suggestWeek, type FilledSlot, type PlanCandidate } from "./planner";
import { daysOf, mealKinds, weekdayIndex } from "./week";

interface Known {
  entry: CatalogueEntry;
  candidate: PlanCandidate;
  avoids: Avoidance[];
}

let catalogue: Known[] = [];
beforeAll(() => {
  const table = loadTaco();
  catalogue = parseCatalogue(readCatalogue()).map((entry) => {
    const facts = nutritionOf(entry, table).perServing;
    const candidate = planCandidate({
      ...entry,
      ...planFactsOf(entry.ingredients),
      id: entry.slug,
      calories: facts.calories,
      sodium: facts.sodium,
      carbs: facts.carbs,
    });
    return { entry, candidate, avoids: avoidancesIn(entry) };
  });
});

const week = "2026-W49";
const openWeek = () => daysOf(week).flatMap((day) => mealKinds.map((kind) => ({ day, meal: kind.id, refused: [] as string[] })));

const profiles: { name: string; avoid: Avoidance[]; goals: string[]; quick: number | null }[] = [
  { name: "no restriction", avoid: [], goals: [], quick: null },
  { name: "lactose-free vegetarian, low sodium, quick weekdays", avoid: ["lactose", "vegetariano"], goals: ["baixo sódio"], quick: 30 },
  { name: "coeliac with an egg allergy", avoid: ["glúten", "ovos"], goals: ["controle de açúcar"], quick: null },
  { name: "vegan", avoid: ["vegano"], goals: [], quick: 45 },
  {
    name: "allergic to seafood, peanut and nuts, losing weight",
    avoid: ["frutos do mar", "amendoim", "nozes"],
    goals: ["emagrecimento"],
    quick: null,
  },
  { name: "pescetarian without soy", avoid: ["pescetariano", "soja"], goals: [], quick: null },
];

describe.each(profiles)("a week for a cook: $name", ({ avoid, goals, quick }) => {
  const plan = (share = true, among?: (known: Known) => boolean) => {
    const allowed = catalogue.filter((known) => !known.avoids.some((avoidance) => avoid.includes(avoidance)) && (!among || among(known)));
    return suggestWeek({
      open: openWeek(),
      filled: [],
      candidates: allowed.map((known) => known.candidate),
      quickMinutes: quick,
      goals,
      seed: week,
      shareLeftovers: share,
    });
  };

  it("never suggests what the cook avoids, read by the engine in every text of the recipe", () => {
    const bySlug = new Map(catalogue.map((known) => [known.entry.slug, known.entry]));
    const broken = plan()
      .map((slot) => ({ slot, conflicts: recipeConflicts(bySlug.get(slot.recipeId)!, avoid).filter((c) => c.field !== "substituto") }))
      .filter(({ conflicts }) => conflicts.length > 0)
      .map(({ slot, conflicts }) => `${slot.recipeId}: ${conflicts.map((c) => c.found).join(", ")}`);
    expect(broken).toEqual([]);
  });

  it("fills all 28 slots, no dish twice, each with a reason, and the same plan every time", () => {
    const first = plan();
    expect(first).toHaveLength(28);
    expect(new Set(first.map((slot) => slot.recipeId)).size).toBe(28);
    expect(first.every((slot) => slot.reason.length > 0)).toBe(true);
    expect(plan()).toEqual(first);
  });

  it("fits each meal, keeps weekday lunches and dinners quick when asked, and no protein three days running", () => {
    const byId = new Map(catalogue.map((known) => [known.candidate.id, known.candidate]));
    const slots = plan();
    for (const slot of slots) {
      const candidate = byId.get(slot.recipeId)!;
      const tags = mealKinds.find((kind) => kind.id === slot.meal)!.tags as readonly string[];
      expect(
        candidate.tags.some((tag) => tags.includes(tag)),
        `${slot.recipeId} num ${slot.meal}`,
      ).toBe(true);
      if (quick !== null && weekdayIndex(slot.day) < 5 && (slot.meal === "almoco" || slot.meal === "jantar")) {
        expect(candidate.minutes, slot.recipeId).toBeLessThanOrEqual(quick);
      }
    }
    const proteinsOn = daysOf(week).map(
      (day) =>
        new Set(
          slots
            .filter((slot) => slot.day === day && (slot.meal === "almoco" || slot.meal === "jantar"))
            .map((slot) => byId.get(slot.recipeId)!.protein),
        ),
    );
    for (let day = 2; day < 7; day++) {
      for (const protein of proteinsOn[day]!) {
        if (protein === "vegetal") continue;
        expect(proteinsOn[day - 1]!.has(protein) && proteinsOn[day - 2]!.has(protein), `${protein} três dias seguidos`).toBe(false);
      }
    }
  });

  it("keeps what the week already holds, and never offers again what the cook refused there", () => {
    const first = plan();
    const kept: FilledSlot = first[5]!;
    const refusedSlot = first[9]!;
    const allowed = catalogue.filter((known) => !known.avoids.some((avoidance) => avoid.includes(avoidance)));
    const again = suggestWeek({
      open: openWeek()
        .filter((slot) => !(slot.day === kept.day && slot.meal === kept.meal))
        .map((slot) =>
          slot.day === refusedSlot.day && slot.meal === refusedSlot.meal ? { ...slot, refused: [refusedSlot.recipeId] } : slot,
        ),
      filled: [kept],
      candidates: allowed.map((known) => known.candidate),
      quickMinutes: quick,
      goals,
      seed: week,
    });
    expect(again).toHaveLength(27);
    expect(again.some((slot) => slot.recipeId === kept.recipeId)).toBe(false);
    expect(again.find((slot) => slot.day === refusedSlot.day && slot.meal === refusedSlot.meal)!.recipeId).not.toBe(refusedSlot.recipeId);
  });
});

describe("less waste", () => {
  it("buys fewer perishables that only one meal uses than the same planner ignoring what meals share, for every profile", () => {
    const byId = new Map(catalogue.map((known) => [known.candidate.id, known.candidate]));
    const rows = profiles.map(({ name, avoid, goals, quick }) => {
      const allowed = catalogue
        .filter((known) => !known.avoids.some((avoidance) => avoid.includes(avoidance)))
        .map((known) => known.candidate);
      const run = (share: boolean) =>
        perishablesLeftOver(
          suggestWeek({ open: openWeek(), filled: [], candidates: allowed, quickMinutes: quick, goals, seed: week, shareLeftovers: share }),
          byId,
        );
      return { name, sharing: run(true), naive: run(false) };
    });
    console.info("[planner] perecíveis comprados para uma só refeição, com e sem partilha:", JSON.stringify(rows));
    for (const row of rows) expect(row.sharing, row.name).toBeLessThan(row.naive);
    const total = (key: "sharing" | "naive") => rows.reduce((sum, row) => sum + row[key], 0);
    // The margin the closing note reports: at least a third fewer across the profiles.
    expect(total("sharing")).toBeLessThanOrEqual(Math.floor(total("naive") * (2 / 3)));
  });

  it("counts a perishable once per freshness window: two meals within three days share one purchase", () => {
    const candidates = new Map<string, PlanCandidate>(
      [
        ["a", ["coentro"]],
        ["b", ["coentro"]],
        ["c", ["coentro", "abóbora"]],
      ].map(([id, perishables]) => [
        id as string,
        {
          id: id as string,
          tags: [],
          minutes: 0,
          servings: 4,
          region: null,
          protein: "vegetal",
          perishables: perishables as string[],
          calories: null,
          sodium: null,
          carbs: null,
        },
      ]),
    );
    const slot = (day: string, recipeId: string): FilledSlot => ({ day, meal: "almoco", recipeId });
    expect(perishablesLeftOver([slot("2026-11-30", "a"), slot("2026-12-02", "b")], candidates)).toBe(0);
    expect(perishablesLeftOver([slot("2026-11-30", "a"), slot("2026-12-03", "b")], candidates)).toBe(2);
    expect(perishablesLeftOver([slot("2026-11-30", "a"), slot("2026-12-01", "c")], candidates)).toBe(1);
  });
});

describe("what the planner reads of a recipe", () => {
  it.each([
    [["peito de frango", "cebola"], "ave"],
    [["alcatra em bifes", "alho"], "carne"],
    [["filé de tilápia", "limão"], "peixe"],
    [["camarão", "leite de coco"], "frutos do mar"],
    [["ovo", "espinafre"], "ovos"],
    [["grão-de-bico", "tahine"], "vegetal"],
  ] as const)("%j: %s", (names, protein) => {
    expect(mainProtein(names)).toBe(protein);
  });

  it.each([
    [["coentro picado", "cebola"], ["coentro"]],
    [
      ["couve-flor", "couve manteiga"],
      ["couve-flor", "couve"],
    ],
    [
      ["molho de tomate", "tomate picado"],
      ["molho de tomate", "tomate"],
    ],
    [
      ["abóbora cabotiá", "creme de leite"],
      ["abóbora", "creme de leite"],
    ],
    [["sal", "arroz"], []],
  ] as const)("perishables in %j: %j", (names, expected) => {
    expect(perishablesIn(names)).toEqual(expected);
  });
});

describe("a large dinner's leftovers as the next day's lunch", () => {
  const plan = (leftoversFor: number | null) =>
    suggestWeek({
      open: openWeek(),
      filled: [],
      candidates: catalogue.map((known) => known.candidate),
      quickMinutes: null,
      goals: [],
      seed: week,
      leftoversFor,
    });

  it("plans leftovers only when asked, each the day after a dinner cooked for twice the household", () => {
    expect(plan(null).some((slot) => slot.leftover)).toBe(false);
    const slots = plan(3);
    const leftovers = slots.filter((slot) => slot.leftover);
    expect(leftovers.length).toBeGreaterThan(0);
    const byId = new Map(catalogue.map((known) => [known.candidate.id, known.candidate]));
    for (const lunch of leftovers) {
      const dinner = slots.find((slot) => slot.meal === "jantar" && slot.recipeId === lunch.recipeId && !slot.leftover)!;
      expect(lunch).toMatchObject({ meal: "almoco", servings: 3, reason: expect.stringMatching(/^sobras do jantar de /) });
      expect(dinner).toMatchObject({ servings: 6, reason: expect.stringMatching(/^rende o almoço de .*: cozinhe para 6$/) });
      const next = new Date(`${dinner.day}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      expect(lunch.day).toBe(next.toISOString().slice(0, 10));
      const recipe = byId.get(lunch.recipeId)!;
      expect(recipe.servings).toBeGreaterThanOrEqual(6);
      expect(["peixe", "frutos do mar"]).not.toContain(recipe.protein);
    }
    // Still a full week, and no other dish twice.
    expect(slots).toHaveLength(28);
    expect(new Set(slots.filter((slot) => !slot.leftover).map((slot) => slot.recipeId)).size).toBe(28 - leftovers.length);
  });

  it("a household too large for a recipe gets no leftovers from it", () => {
    const slots = plan(12);
    const byId = new Map(catalogue.map((known) => [known.candidate.id, known.candidate]));
    for (const lunch of slots.filter((slot) => slot.leftover)) expect(byId.get(lunch.recipeId)!.servings).toBeGreaterThanOrEqual(24);
  });
});
