/**
 * The scripted model's recipes, as the app reads them (parseGeneratedRecipe) and checks
 * them (recipeConflicts): every dish of its cookbook and a table of fridge lists, for
 * every restriction and diet of the profile, never name what the cook avoids; without
 * restrictions a dish asked by name has its defining ingredients; and the steps make
 * kitchen sense (rice is cooked in water, pasta boiled, nothing cuts the rice).
 */
import { describe, expect, it } from "vitest";
import type { RecipeContent } from "~/domain/recipe-schema";
import { avoidancesOf, recipeConflicts } from "~/domain/restrictions";
import { recipeFromIngredients, recipeFromName, type DietProfile } from "~/lib/model/prompts";
import { parseGeneratedRecipe } from "~/lib/model/replies";
import { fold } from "~/domain/text";
import { demoReply } from "./demo-reply";
import { dishes } from "./dishes";
import { writeRecipe } from "./recipe-writer";

const profile = (restrictions: string[], preferences: string[] = []): DietProfile => ({ restrictions, preferences, healthGoals: [] });

/** Each restriction of the profile, each diet, the two "sem" preferences, and all at once. */
const profiles: [string, DietProfile][] = [
  ["sem restrições", profile([])],
  ...["glúten", "lactose", "amendoim", "frutos do mar", "soja", "nozes", "ovos"].map((value): [string, DietProfile] => [
    value,
    profile([value]),
  ]),
  ...["vegetariano", "vegano", "pescetariano", "sem glúten", "sem lactose"].map((value): [string, DietProfile] => [
    value,
    profile([], [value]),
  ]),
  ["todas as restrições, vegano", profile(["glúten", "lactose", "amendoim", "frutos do mar", "soja", "nozes", "ovos"], ["vegano"])],
];

/** Dishes asked by name (as cooks write them) and the ingredients that make them what they are. */
const dishCases: [name: string, defining: string[]][] = [
  ["Escondidinho de carne seca", ["carne-seca", "mandioca", "queijo"]],
  ["escondidinho", ["carne-seca", "mandioca"]],
  ["Strogonoff de frango", ["frango", "creme de leite", "champignon"]],
  ["Estrogonofe de frango", ["frango", "creme de leite"]],
  ["Strogonoff de carne", ["alcatra", "creme de leite"]],
  ["Feijoada", ["feijão-preto", "carne-seca", "linguiça", "costelinha"]],
  ["Moqueca de peixe", ["robalo", "leite de coco", "azeite de dendê", "coentro"]],
  ["Moqueca de camarão", ["camarão", "leite de coco", "azeite de dendê"]],
  ["Bobó de camarão", ["camarão", "mandioca", "leite de coco"]],
  ["Bolo de cenoura", ["cenoura", "farinha de trigo", "ovos", "açúcar"]],
  ["Brigadeiro", ["leite condensado", "chocolate", "manteiga"]],
  ["Pão de queijo", ["polvilho", "queijo", "ovos"]],
  ["Arroz carreteiro", ["arroz", "carne-seca"]],
  ["Baião de dois", ["arroz", "feijão-de-corda", "queijo coalho"]],
  ["Galinhada", ["frango", "arroz", "açafrão"]],
  ["Lasanha à bolonhesa", ["massa de lasanha", "carne moída", "molho de tomate", "queijo"]],
  ["Feijão tropeiro", ["feijão", "farinha de mandioca", "linguiça", "couve"]],
  ["Pudim de leite condensado", ["leite condensado", "ovos", "açúcar"]],
  ["Farofa", ["farinha de mandioca", "manteiga"]],
  ["Vaca atolada", ["costela", "mandioca"]],
  ["Cuscuz paulista", ["farinha de milho", "sardinha", "palmito"]],
  ["Cuscuz nordestino", ["flocão de milho"]],
  ["Tapioca", ["goma de tapioca"]],
  ["Coxinha de frango", ["frango", "farinha de trigo", "farinha de rosca"]],
  ["Frango assado com batatas", ["frango", "batata"]],
  ["Caldo verde", ["batata", "couve", "linguiça"]],
  ["Panqueca de carne moída", ["farinha de trigo", "leite", "ovos", "carne moída"]],
  ["Mousse de maracujá", ["maracujá", "leite condensado", "creme de leite"]],
  ["Arroz de forno", ["arroz", "queijo", "creme de leite"]],
  ["Picadinho de carne", ["patinho", "tomate", "batata"]],
];

/** Fridge lists, as cooks type them. */
const fridgeLists: string[][] = [
  ["frango", "tomate", "cebola"],
  ["arroz"],
  ["ovo"],
  ["ovos", "queijo", "tomate"],
  ["feijão", "linguiça"],
  ["macarrão", "atum", "tomate"],
  ["macarrão", "queijo", "leite"],
  ["batata", "cenoura", "frango", "queijo"],
  ["cenoura", "farinha de trigo", "ovos"],
  ["banana", "leite"],
  ["abobrinha"],
  ["alface", "tomate", "pepino"],
  ["carne moída", "arroz", "ovos", "couve"],
  ["camarão", "arroz", "alho"],
  ["tilápia", "limão", "batata"],
  ["tofu", "shoyu", "brócolis"],
  ["amendoim", "chocolate", "leite condensado"],
  ["pão", "queijo", "presunto"],
  ["quinoa", "abobrinha", "grão-de-bico"],
  ["lentilha", "cenoura"],
  ["espinafre", "ricota", "massa de lasanha"],
  ["bacalhau", "batata", "azeitona"],
  ["mandioca", "carne seca"],
  ["iogurte", "morango", "granola"],
  ["castanha de caju", "frango", "pimentão"],
  ["jilo123x", "frango", "tomate"],
];

/** The recipe as the app reads it; the writers must not have left anything for the last look to take out. */
function generate(call: ReturnType<typeof recipeFromName>): RecipeContent {
  const user = call.messages.find((message) => message.role === "user")!.content;
  expect(writeRecipe(user).mended).toEqual([]);
  return parseGeneratedRecipe(demoReply(call.messages));
}

const texts = (recipe: RecipeContent) => [
  recipe.title,
  recipe.description,
  ...recipe.steps.flatMap((step) => [step.description, ...(step.tips ?? [])]),
];
const has = (recipe: RecipeContent, food: string) => recipe.ingredients.some((ingredient) => fold(ingredient.name).includes(fold(food)));

/** What a cook would notice at once: template leftovers, broken punctuation, cutting rice. */
function kitchenSense(recipe: RecipeContent) {
  for (const text of texts(recipe)) {
    expect(text, text).not.toMatch(/[{}\u0000]|undefined|\bnull\b|NaN|\s{2,}|\s[,.;:]|,,|\.\.|(?<!\p{L})(de|e|o|a) \1(?!\p{L})/u);
  }
  expect(recipe.steps.length).toBeGreaterThanOrEqual(recipe.ingredients.length > 3 ? 3 : 1);
  for (const step of recipe.steps) expect(step.description).toMatch(/[.!]$/);
  const sentences = recipe.steps.flatMap((step) => step.description.split(/(?<=[.!?])\s+/));
  // Grains and pasta are cooked in water, never cut.
  for (const sentence of sentences) {
    expect(sentence).not.toMatch(
      /^(Corte|Pique|Descasque|Fatie|Rale)\b[^.]*\b(o arroz|a quinoa|o macarrão|o espaguete|a massa de lasanha)\b/,
    );
  }
  const rawRice = recipe.ingredients.find((ingredient) => /^arroz$/.test(fold(ingredient.name)));
  const steps = recipe.steps.map((step) => step.description);
  if (rawRice) expect(steps.some((step) => /\barroz\b/.test(step) && /água/.test(step))).toBe(true);
  const pasta = recipe.ingredients.find((ingredient) =>
    /^(macarrao|espaguete|massa de lasanha)\b(?!.*pre.cozida)/.test(fold(ingredient.name)),
  );
  if (pasta) expect(steps.some((step) => /água fervente/.test(step) && step.includes(pasta.name))).toBe(true);
}

describe("the scripted model's dishes by name", () => {
  it(`knows ${dishes.length} dishes, each with its steps, times and servings`, () => {
    expect(dishes.length).toBeGreaterThanOrEqual(20);
    for (const dish of dishes) {
      expect(dish.items.length).toBeGreaterThan(0);
      expect(dish.steps.length).toBeGreaterThanOrEqual(3);
      expect(dish.servings).toBeGreaterThan(0);
    }
  });

  it.each(dishCases)("%s has its defining ingredients without restrictions", (name, defining) => {
    const recipe = generate(recipeFromName(name, profile([])));
    for (const food of defining) expect(has(recipe, food), `${name}: ${food}`).toBe(true);
    expect(recipe.title).toBe(name[0]!.toUpperCase() + name.slice(1));
    kitchenSense(recipe);
  });

  const cases = dishCases.flatMap(([name]) => profiles.map(([label, diet]) => [name, label, diet] as const));
  it.each(cases)("%s for %s names nothing the cook avoids", (name, _label, diet) => {
    const recipe = generate(recipeFromName(name, diet));
    expect(recipeConflicts(recipe, avoidancesOf(diet))).toEqual([]);
    kitchenSense(recipe);
  });

  it.each([
    ["Strogonoff de frango", profile([], ["vegetariano"]), /^Strogonoff de palmito/],
    ["Pão de queijo", profile(["lactose"]), /^Pão de queijo sem lactose$/],
    ["Lasanha", profile(["glúten"]), /^Lasanha sem glúten$/],
    ["Moqueca de peixe", profile([], ["vegano"]), /^Moqueca de palmito/],
    ["Farofa de bacon", profile([], ["vegetariano"]), /^Farofa$/],
  ])("mends the title of %s for the cook", (name, diet, title) => {
    expect(generate(recipeFromName(name, diet)).title).toMatch(title);
  });

  it("puts the protein a name asks for in the dish's place", () => {
    const moqueca = generate(recipeFromName("Moqueca de camarão", profile([])));
    expect(has(moqueca, "camarão") && !has(moqueca, "robalo")).toBe(true);
    const escondidinho = generate(recipeFromName("Escondidinho de frango", profile([])));
    expect(has(escondidinho, "frango") && !has(escondidinho, "carne-seca")).toBe(true);
  });

  it("writes something sensible for a dish it does not know", () => {
    const torta = generate(recipeFromName("Torta de frango com palmito", profile([])));
    expect(torta.title).toBe("Torta de frango com palmito");
    expect(has(torta, "frango") && has(torta, "palmito") && has(torta, "farinha de trigo")).toBe(true);
    const sopa = generate(recipeFromName("Sopa de abóbora", profile([], ["vegano"])));
    expect(has(sopa, "abóbora")).toBe(true);
    expect(sopa.steps.some((step) => /liquidificador/.test(step.description))).toBe(true);
  });
});

describe("the scripted model's recipes from the fridge", () => {
  const cases = fridgeLists.flatMap((list) => profiles.map(([label, diet]) => [list.join(", "), label, diet] as const));
  it.each(cases)("%s for %s names nothing the cook avoids and uses what it may", (list, _label, diet) => {
    const items = list.split(", ");
    const recipe = generate(recipeFromIngredients(items, diet));
    const avoid = avoidancesOf(diet);
    expect(recipeConflicts(recipe, avoid)).toEqual([]);
    for (const item of items) {
      if (recipeConflicts({ ingredients: [{ name: item }], steps: [] }, avoid).length === 0) expect(has(recipe, item), item).toBe(true);
    }
    kitchenSense(recipe);
  });

  it("treats each ingredient by its kind", () => {
    const rice = generate(recipeFromIngredients(["arroz", "frango"], profile([])));
    expect(rice.ingredients.find((ingredient) => ingredient.name === "arroz")).toMatchObject({ quantity: 200, unit: "g" });
    expect(rice.steps.map((step) => step.description).join(" ")).toMatch(
      /Junte o arroz lavado e escorrido e refogue por 2 minutos, mexendo. Cubra com a água fervente/,
    );
    const eggs = generate(recipeFromIngredients(["ovos", "tomate"], profile([])));
    expect(eggs.ingredients.find((ingredient) => ingredient.name === "ovos")).toMatchObject({ unit: "unidade" });
    expect(eggs.steps.some((step) => /^Bata os ovos/.test(step.description))).toBe(true);
    const pasta = generate(recipeFromIngredients(["macarrão", "carne moída"], profile([])));
    expect(pasta.steps[0]!.description).toMatch(/^Cozinhe o macarrão em bastante água fervente com sal, até ficar al dente/);
    expect(pasta.steps.some((step) => /doure a carne moída/.test(step.description))).toBe(true);
    const greens = generate(recipeFromIngredients(["couve", "alho"], profile([])));
    expect(greens.steps.some((step) => /couve[^.]*por apenas 2 minutos/.test(step.description))).toBe(true);
    const roots = generate(recipeFromIngredients(["batata", "cenoura"], profile([])));
    expect(roots.steps.some((step) => /^Descasque e corte a batata/.test(step.description))).toBe(true);
    const cream = generate(recipeFromIngredients(["frango", "creme de leite"], profile([])));
    const last = cream.steps.findIndex((step) => /creme de leite/.test(step.description));
    expect(last).toBeGreaterThan(cream.steps.findIndex((step) => /doure o frango/.test(step.description)));
  });

  it("keeps the title the app's tests expect for frango and tomate", () => {
    expect(generate(recipeFromIngredients(["frango", "tomate", "jilo123x"], profile([]))).title).toBe("Refogado de frango com tomate");
  });
});

describe("the retry, told why the previous reply was refused", () => {
  it.each([
    ["Brigadeiro", profile([]), "leite condensado (lactose), manteiga (lactose)", ["lactose"] as const],
    ["Feijoada", profile([]), "carne-seca (vegetariano), linguiça calabresa (vegetariano)", ["vegetariano"] as const],
    ["Bolo de cenoura", profile(["ovos"]), '"ovos" (ovos)', ["ovos"] as const],
    ["Pudim", profile([]), "ovos, leite condensado (lactose, vegano)", ["ovos", "lactose", "vegano"] as const],
    ["Feijão tropeiro", profile([]), "linguiça calabresa (vegetariano), bacon (vegetariano), ovos", ["vegetariano", "ovos"] as const],
  ])("%s leaves out what %j was refused for", (name, diet, problem, avoid) => {
    const recipe = generate(recipeFromName(name, diet, { problem }));
    expect(recipeConflicts(recipe, [...avoid])).toEqual([]);
    kitchenSense(recipe);
  });

  it("leaves out a food refused for a reason it does not know, by its name", () => {
    const recipe = generate(recipeFromName("Moqueca de peixe", profile([]), { problem: "coentro picado (não gosto)" }));
    expect(
      texts(recipe)
        .concat(recipe.ingredients.map((ingredient) => ingredient.name))
        .join(" "),
    ).not.toMatch(/coentro/i);
  });

  it("answers the fridge's retry too", () => {
    const recipe = generate(recipeFromIngredients(["espinafre", "ovos"], profile(["ovos"]), { problem: "ovos" }));
    expect(recipeConflicts(recipe, ["ovos"])).toEqual([]);
    expect(has(recipe, "espinafre")).toBe(true);
  });
});

describe("another recipe for the same request", () => {
  it.each([["batata"], ["frango", "tomate"], ["banana", "leite"]])("from the fridge's %s, unlike the one the cook has", (...items) => {
    const first = generate(recipeFromIngredients(items, profile([])));
    const second = generate(recipeFromIngredients(items, profile([]), { unlike: first.title }));
    expect(fold(second.title)).not.toBe(fold(first.title));
    for (const item of items) expect(has(second, item)).toBe(true);
  });

  it("for a dish by name, under another title", () => {
    const first = generate(recipeFromName("Escondidinho", profile([])));
    const second = generate(recipeFromName("Escondidinho", profile([]), { unlike: first.title }));
    expect(second.title).toBe("Escondidinho de Carne-Seca");
    expect(has(second, "mandioca")).toBe(true);
  });
});
