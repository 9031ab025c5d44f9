/** The gates, one by one: a good recipe passes, and each flaw a writer could make is named. */
import { describe, expect, it } from "vitest";
import { loadTaco } from "../taco/taco.server";
import { checkRecipe } from "./gates/check-recipe";
import { checkSlugs, findNearDuplicates, jaccard, trigrams } from "./gates/duplicates";
import { ingredientStems } from "./gates/main-ingredients";
import { statedMinutes } from "./gates/time";
import type { CheckedRecipe, GateName } from "./gates/problem";

const table = loadTaco();

/** A complete recipe that passes every gate. */
const good = {
  slug: "arroz-com-frango-de-terca",
  title: "Arroz com Frango de Terça",
  description: "Arroz soltinho cozido junto com frango em cubos e legumes, tudo numa panela só, para o almoço da semana.",
  prepTime: 15,
  cookTime: 30,
  servings: 4,
  difficulty: "fácil",
  tags: ["Almoço", "Sem Glúten", "Sem Lactose", "Sudeste"],
  ingredients: [
    { name: "peito de frango", quantity: 500, unit: "g", possibleSubstitutes: ["sobrecoxa de frango sem osso"] },
    { name: "arroz", quantity: 2, unit: "xícara" },
    { name: "cenoura", quantity: 1, unit: "unidade" },
    { name: "cebola", quantity: 1, unit: "unidade" },
    { name: "dente de alho", quantity: 2, unit: "unidade" },
    { name: "óleo", quantity: 2, unit: "colher de sopa" },
    { name: "água fervente", quantity: 4, unit: "xícara" },
    { name: "sal", quantity: 1, unit: "colher de chá" },
  ],
  steps: [
    { description: "Corte o frango em cubos e tempere com o sal. Pique a cebola e o alho e rale a cenoura." },
    {
      description: "Aqueça o óleo em uma panela e doure o frango por 8 minutos. Junte a cebola e o alho e refogue por 2 minutos.",
      tips: ["Não mexa o frango nos primeiros minutos: é assim que ele doura em vez de cozinhar no próprio caldo."],
    },
    {
      description:
        "Junte o arroz e a cenoura, mexa por 1 minuto, cubra com a água fervente e cozinhe com a panela semitampada por 15 minutos.",
    },
    { description: "Desligue, tampe e deixe descansar por 5 minutos antes de servir." },
  ],
};

type Recipe = typeof good;

function gatesFailed(recipe: unknown): GateName[] {
  return [...new Set(checkRecipe({ file: "99-teste.json", index: 0, raw: recipe }, table).problems.map((problem) => problem.gate))];
}

function problemsOf(recipe: unknown): string[] {
  return checkRecipe({ file: "99-teste.json", index: 0, raw: recipe }, table).problems.map((problem) => problem.message);
}

const withIngredient = (index: number, change: Partial<Recipe["ingredients"][number]>): Recipe => ({
  ...good,
  ingredients: good.ingredients.map((ingredient, i) => (i === index ? { ...ingredient, ...change } : ingredient)),
});

describe("a recipe's gates", () => {
  it("pass a complete, plausible recipe", () => {
    expect(problemsOf(good)).toEqual([]);
  });

  it.each<[string, unknown, GateName]>([
    ["a unit outside the spec's list", withIngredient(1, { unit: "punhado" as "g" }), "schema"],
    ["no chef tip", { ...good, steps: good.steps.map(({ description }) => ({ description })) }, "schema"],
    ["a slug with capitals", { ...good, slug: "Arroz-Com-Frango" }, "schema"],
    ["the quantity inside the name", withIngredient(0, { name: "500 g de peito de frango" }), "units"],
    ["three cups of salt", withIngredient(7, { quantity: 3, unit: "xícara" }), "units"],
    [
      "a pinch of flour",
      { ...good, ingredients: [...good.ingredients, { name: "farinha de trigo", quantity: 1, unit: "pitada" }] },
      "units",
    ],
    ["six kilos of chicken", withIngredient(0, { quantity: 6, unit: "kg" }), "units"],
    ["grams with decimals", withIngredient(0, { quantity: 500.5 }), "units"],
    ["a unit named in the plural", withIngredient(4, { name: "dentes de alho" }), "units"],
    ["a fifth of an onion", withIngredient(3, { quantity: 0.2 }), "units"],
    ["0.05 kg instead of 50 g", withIngredient(0, { quantity: 0.05, unit: "kg" }), "units"],
    ["a tag outside the vocabulary", { ...good, tags: [...good.tags, "Delícia"] }, "tags"],
    ["two categories", { ...good, tags: [...good.tags, "Jantar"] }, "tags"],
    ["two regions", { ...good, tags: [...good.tags, "Sul"] }, "tags"],
    ["'Rápida' at 45 minutes", { ...good, tags: [...good.tags, "Rápida"] }, "tags"],
    ["'Low Carb' with two cups of rice", { ...good, tags: [...good.tags, "Low Carb"] }, "tags"],
    ["'Vegano' without 'Vegetariano'", { ...good, tags: ["Almoço", "Vegano"] }, "tags"],
    ["an ingredient TACO cannot read, heavy", withIngredient(0, { name: "carne de jacaré do pantanal" }), "taco-coverage"],
    [
      "typed nutrition far from the computed",
      { ...good, nutritionalInfo: { calories: 90, protein: 2, carbs: 5, fat: 1 } },
      "typed-nutrition",
    ],
    ["'Vegetariano' with chicken", { ...good, tags: [...good.tags, "Vegetariano"] }, "diet"],
    ["'Sem Lactose' with butter", withIngredient(5, { name: "manteiga" }), "diet"],
    ["steps longer than the times", { ...good, cookTime: 10 }, "time"],
    [
      "a portion of 2 kg",
      { ...good, servings: 1, ingredients: good.ingredients.map((i, n) => (n === 0 ? { ...i, quantity: 1500 } : i)) },
      "portion",
    ],
    ["the heaviest ingredient never in the steps", withIngredient(0, { name: "acém" }), "main-ingredients"],
  ])("name %s", (_case, recipe, gate) => {
    expect(gatesFailed(recipe)).toContain(gate);
  });

  it("say where the problem is: the file, the slug and the ingredient", () => {
    const [problem] = checkRecipe(
      { file: "07-lanches.json", index: 3, raw: withIngredient(7, { quantity: 3, unit: "xícara" }) },
      table,
    ).problems;
    expect(problem).toMatchObject({ file: "07-lanches.json", slug: good.slug, gate: "units" });
    expect(problem?.message).toContain('"sal" (3 xícara)');
  });

  it("name a recipe without a slug by its place in the file", () => {
    const { slug: _slug, ...withoutSlug } = good;
    expect(checkRecipe({ file: "07-lanches.json", index: 3, raw: withoutSlug }, table).problems[0]).toMatchObject({
      slug: "#4",
      gate: "schema",
    });
  });
});

describe("durations stated in the steps", () => {
  it.each([
    ["Cozinhe por 25 minutos.", 25],
    ["Asse por 25 a 30 minutos, até dourar.", 25],
    ["Cozinhe por 1 hora. Deixe descansar por 10 minutos.", 70],
    ["Leve à geladeira por 2 horas.", 120],
    ["Cozinhe por 1 hora e meia.", 90],
    ["Cozinhe por 2 horas e 15 minutos.", 135],
    ["Cozinhe por 1 hora e junte 2 ovos.", 60],
    ["Asse por 1h30.", 90],
    ["Deixe crescer por meia hora.", 30],
    ["Cozinhe por uns vinte minutos.", 20],
    ["Bata por 30 segundos.", 0],
    ["Na véspera, deixe o feijão de molho por 12 horas.", 0],
    ["Enquanto isso, refogue a cebola por 5 minutos.", 0],
    ["Mexa a cada 5 minutos.", 0],
    ["Sirva gelado em até 6 horas.", 0],
    ["Asse a 180 °C em uma forma de 20 cm.", 0],
  ])("%s → %i minutes", (text, minutes) => {
    expect(statedMinutes(text)).toBe(minutes);
  });
});

describe("main ingredients in the steps", () => {
  it.each([
    ["feijão-preto", ["feij"]],
    ["lata de leite condensado", ["leit", "condensa"]],
    ["robalo em postas", ["roba", "peix"]],
    ["dente de alho", ["alho"]],
  ])("%s is found by %j", (name, stems) => {
    expect(ingredientStems(name)).toEqual(stems);
  });
});

describe("near-duplicates", () => {
  const recipe = (slug: string, title: string, names: string[]): Pick<CheckedRecipe, "file" | "slug" | "entry"> => ({
    file: "01-teste.json",
    slug,
    entry: { title, ingredients: names.map((name) => ({ name })) } as CheckedRecipe["entry"],
  });
  const cake = ["cenoura", "ovo", "óleo", "açúcar", "farinha de trigo", "fermento em pó"];

  it("measure titles by trigrams, as pg_trgm does", () => {
    expect(jaccard(trigrams("Bolo de Cenoura"), trigrams("Bolo de cenoura"))).toBe(1);
    expect(jaccard(trigrams("Bolo de Cenoura"), trigrams("Bolo de Laranja"))).toBeLessThan(0.5);
  });

  it.each([
    [
      "near-identical titles",
      recipe("bolo-de-cenoura", "Bolo de Cenoura", ["cenoura"]),
      recipe("bolo-de-cenoura-fofinho", "Bolo de Cenoura Fofinho", ["abacaxi"]),
    ],
    [
      "the same ingredients",
      recipe("bolo-de-cenoura", "Bolo de Cenoura", cake),
      recipe(
        "bolo-laranja-dourado",
        "Bolo Dourado da Vó",
        [...cake.slice(0, 5), "fermento químico em pó"].map((n) => n.replace("fermento químico em pó", "fermento em pó")),
      ),
    ],
  ])("are found by %s", (_case, a, b) => {
    expect(findNearDuplicates([a, b], []).map((problem) => problem.slug)).toEqual([b.slug]);
  });

  it("are allowed when listed as deliberate variants", () => {
    const a = recipe("bolo-de-cenoura", "Bolo de Cenoura", cake);
    const b = recipe("bolo-de-cenoura-fofinho", "Bolo de Cenoura Fofinho", cake);
    expect(
      findNearDuplicates([a, b], [{ slugs: ["bolo-de-cenoura-fofinho", "bolo-de-cenoura"], reason: "um com cobertura, outro sem" }]),
    ).toEqual([]);
  });

  it("are not found between different dishes", () => {
    const a = recipe("bolo-de-cenoura", "Bolo de Cenoura", cake);
    const b = recipe("frango-assado", "Frango Assado com Batatas", ["frango", "batata", "alho", "azeite", "sal"]);
    expect(findNearDuplicates([a, b], [])).toEqual([]);
  });

  it("are reported on the file being checked when only its recipes are asked for", () => {
    const a = { ...recipe("bolo-de-cenoura", "Bolo de Cenoura", cake), file: "00-original.json" };
    const b = { ...recipe("bolo-de-cenoura-facil", "Bolo de Cenoura Fácil", cake), file: "05-bolos.json" };
    expect(findNearDuplicates([b, a], [], new Set([b.slug])).map((problem) => problem.file)).toEqual(["05-bolos.json", "05-bolos.json"]);
  });
});

describe("slugs", () => {
  it("are unique across files, the second one named with the first one's file", () => {
    expect(
      checkSlugs([
        { file: "00-original.json", slug: "brigadeiro" },
        { file: "03-doces.json", slug: "brigadeiro" },
      ]),
    ).toEqual([{ file: "03-doces.json", slug: "brigadeiro", gate: "slug", message: "slug repetido: já existe em 00-original.json." }]);
  });
});
