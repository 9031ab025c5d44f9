/**
 * The scripted fridge recipe (fridge-recipe.ts) on a fixed sample of what cooks have: every
 * ingredient it lists is used in a step, what must soak says so and its time is in the
 * preparation time, and what a cook never eats raw is cooked before it goes in a salad.
 */
import { describe, expect, it } from "vitest";
import { pluralizeIngredient } from "~/domain/ingredient-line";
import { seededRandom } from "~/domain/seeded";
import { fold } from "~/domain/text";
import { recipeFromFoods, type Food, type WrittenRecipe } from "./fridge-recipe";
import { amountFor, kindOf } from "./kitchen";

/** Foods of every kind the kitchen knows, as cooks type them. */
const pool = [
  ...["frango", "peito de frango", "carne moída", "alcatra", "linguiça", "bacon", "tilápia", "camarão", "atum", "sardinha", "tofu"],
  ...["ovos", "arroz", "quinoa", "macarrão", "feijão", "grão-de-bico", "lentilha", "feijão cozido", "carne seca", "bacalhau"],
  ...["batata", "cenoura", "mandioca", "batata-doce", "abóbora", "abobrinha", "berinjela", "brócolis", "couve-flor", "pimentão"],
  ...["cogumelos", "couve", "espinafre", "alface", "rúcula", "tomate", "molho de tomate", "cebola", "alho", "milho", "ervilha"],
  ...["queijo", "parmesão", "creme de leite", "leite", "leite de coco", "iogurte", "manteiga", "azeite", "farinha de trigo"],
  ...["aveia", "açúcar", "leite condensado", "chocolate", "banana", "maçã", "morango", "limão", "laranja", "castanha de caju"],
  ...["amendoim", "pão", "presunto", "cheiro-verde", "salsinha", "orégano", "páprica", "gengibre", "palmito", "azeitona"],
  ...["farinha de mandioca", "granola", "mel", "coco ralado", "uva passa", "pepino", "rabanete", "vagem", "quiabo", "beterraba"],
];
/** A dish name's shape ("Bolo de…", "Sopa de…", "Torta de…", "Salada de…"), or none: a fridge list. */
const shapes = [undefined, undefined, undefined, "soup", "pie", "salad", "cake"] as const;

// The same sample on every run.
const random = seededRandom(21);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const sample = Array.from({ length: 400 }, () => {
  const names = [...new Set(Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(pool)))];
  return { names, shape: pick(shapes) };
});

const write = (names: readonly string[], shape?: (typeof shapes)[number]): WrittenRecipe =>
  recipeFromFoods(
    names.map((name): Food => ({ name, ...amountFor(name) })),
    { pantry: true, shape },
  );

/** Whether some step says the food: its name, its plural ("ovos"), or garlic by "alho". */
function usedIn(recipe: WrittenRecipe, name: string): boolean {
  const text = ` ${fold(recipe.steps.map((step) => step.description).join(" ")).replace(/[^a-z0-9]+/g, " ")} `;
  const said = (words: string) =>
    text.includes(
      ` ${fold(words)
        .replace(/[^a-z0-9]+/g, " ")
        .trim()} `,
    );
  return said(name) || said(pluralizeIngredient(name)) || said(name.replace(/^dentes? de /, ""));
}

/** The hours a step says to soak ("de molho em água por 8 horas"), the longest. */
const soakingHours = (recipe: WrittenRecipe) =>
  Math.max(0, ...recipe.steps.map((step) => Number(/\bde molho\b[^.]*?\bpor (\d+) horas\b/.exec(step.description)?.[1] ?? 0)));

describe("a fridge recipe uses every ingredient it names", () => {
  it.each(sample.map(({ names, shape }) => [names.join(", "), shape ?? "lista da geladeira", shape] as const))(
    "%s (%s)",
    (list, _label, shape) => {
      const recipe = write(list.split(", "), shape);
      expect(recipe.ingredients.filter((line) => !usedIn(recipe, line.name)).map((line) => line.name)).toEqual([]);
    },
  );
});

describe("soaking is said and timed", () => {
  it.each([
    [["feijão", "linguiça"], undefined, 8],
    [["grão-de-bico", "tomate"], undefined, 8],
    [["feijão", "couve"], "soup", 8],
    [["carne seca", "mandioca"], undefined, 24],
    [["bacalhau", "batata", "azeitona"], undefined, 24],
    [["grão-de-bico", "pepino"], "salad", 8],
    [["carne seca", "abóbora"], "pie", 24],
  ] as const)("%j (%s): %i hours of soaking in the preparation time", (names, shape, hours) => {
    const recipe = write(names, shape);
    expect(soakingHours(recipe)).toBe(hours);
    expect(recipe.prepTime).toBeGreaterThanOrEqual(hours * 60 + 5);
    expect(recipe.description).toMatch(new RegExp(`, mais ${hours} horas de molho\\.$`));
  });

  it("soaks every dried bean of the sample, and adds no soaking where nothing soaks", () => {
    for (const { names, shape } of sample) {
      const recipe = write(names, shape);
      const dried = recipe.ingredients.some((line) => kindOf(line.name) === "legume" && !/lentilha/.test(fold(line.name)));
      if (dried) expect(soakingHours(recipe), names.join(", ")).toBeGreaterThanOrEqual(8);
      const hours = soakingHours(recipe);
      expect(recipe.prepTime, names.join(", ")).toBeGreaterThanOrEqual(hours * 60);
      if (hours === 0) expect(recipe.prepTime, names.join(", ")).toBeLessThan(120);
    }
  });
});

describe("a salad cooks what a cook never eats raw", () => {
  it.each([
    [["frango", "alface"], /doure o frango por 6 a 8 minutos, até cozinhar por dentro/],
    [["camarão", "rúcula"], /doure o camarão por 6 a 8 minutos, até cozinhar por dentro/],
    [["ovos", "alface"], /Cozinhe os ovos em água fervente por 10 minutos/],
    [["mandioca", "tomate"], /Cozinhe a mandioca em água com sal por 20 minutos, até ficar macia/],
  ] as const)("%j", (names, step) => {
    const recipe = write(names, "salad");
    expect(recipe.steps.map((written) => written.description).join(" ")).toMatch(step);
  });
});
