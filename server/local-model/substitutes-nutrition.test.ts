/**
 * Every substitute the app itself offers is a food the nutrition calculator knows (issue 22:
 * after a rewrite to "queijo sem lactose", "leite sem lactose", "manteiga sem lactose" and
 * "cogumelos shimeji" an escondidinho fell to 51 % of its mass counted). Gathered from where the
 * app offers them: the built-in list and the swaps for what a cook avoids
 * (app/domain/substitutes.ts, safe-substitutes.ts), the scripted model's own first choices
 * (adapt.ts), its demo substitutes (chat-rewriter.ts) and its dishes' stand-ins (dishes.ts).
 * A new substitute the calculator cannot name fails here, with its name.
 */
import { describe, expect, it } from "vitest";
import { matchIngredient } from "~/domain/nutrition/match";
import { loadTaco } from "../../db/taco/taco.server";
import { safeSubstitutes } from "~/domain/safe-substitutes";
import { preferred } from "./adapt";
import { substitutes as demoSubstitutes } from "./chat-rewriter";
import { dishes } from "./dishes";

const table = loadTaco();

/** One name per pattern of the app's lists: what a recipe line would be called. */
const swappedFoods = [
  "leite",
  "leite condensado",
  "creme de leite",
  "iogurte",
  "requeijão",
  "queijo muçarela",
  "manteiga",
  "açúcar",
  "ovo",
  "farinha de trigo",
  "farinha de rosca",
  "macarrão",
  "massa de lasanha",
  "pão",
  "aveia",
  "amendoim",
  "castanha de caju",
  "camarão",
  "shoyu",
  "tofu",
  "carne moída",
  "frango",
  "bacon",
  "linguiça",
  "caldo de galinha",
  "carne",
  "peixe",
  "mel",
  "gelatina",
];

const offered = new Set<string>([
  ...swappedFoods.flatMap((name) => safeSubstitutes({ name }, [])),
  ...preferred.flatMap(([, swaps]) => swaps.map((swap) => (typeof swap === "string" ? swap : swap.name))),
  ...demoSubstitutes.flatMap(([, sweet, savoury]) => [sweet, ...(typeof savoury === "string" ? [savoury] : [])]),
  // The demo's savoury egg swaps are chosen by the dish: both of them.
  "linhaça moída hidratada em água",
  "tofu firme",
  ...dishes.flatMap((dish) => dish.items.flatMap((item) => (item.subs ?? []).map((swap) => (typeof swap === "string" ? swap : swap.name)))),
]);

describe("every substitute the app offers, to the nutrition calculator", () => {
  it("gathers the app's substitutes (the lists are not empty)", () => {
    expect(offered.size).toBeGreaterThan(60);
    for (const name of ["queijo sem lactose", "leite sem lactose", "manteiga sem lactose", "cogumelos shimeji"])
      expect(offered).toContain(name);
  });

  it.each([...offered].sort().map((name) => [name]))("%s is recognised: a TACO food, water, or a food TACO is known to lack", (name) => {
    expect(matchIngredient(name, table).match.kind).not.toBe("unrecognised");
  });

  it.each([
    ["queijo sem lactose", "Queijo, mozarela"],
    ["leite sem lactose", "Leite, de vaca, integral, pó"],
    ["manteiga sem lactose", "Manteiga, com sal"],
    ["requeijão sem lactose", "Queijo, requeijão, cremoso"],
    ["creme de leite sem lactose", "Creme de Leite"],
    ["cogumelos shimeji", "Brócolis, cru"],
  ])("%s counts as %s: a lactose-free food is the food, a fresh mushroom its TACO stand-in", (name, description) => {
    const { match } = matchIngredient(name, table);
    expect(match.kind === "taco" && match.food.description).toBe(description);
  });
});
