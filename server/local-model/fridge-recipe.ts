/**
 * A recipe from whatever the cook has (the fridge's list, or the foods a dish name
 * names): each ingredient is treated by its kind (kitchen.ts), so rice and quinoa are
 * cooked in water, pasta is boiled, meat is seasoned and browned, eggs are beaten,
 * greens are sautéed briefly, roots are peeled and cut, dairy goes in at the end. The
 * shape of the dish follows from the kinds: a rice dish, a pasta, an omelette, beans, a
 * sauté, a salad, roasted vegetables, a cake, a sweet from the pan, a smoothie. Every
 * food the list names is used in a step (what the shape had no place for is cooked apart
 * and finished with the dish: issue 21), a salad never takes meat, eggs or roots raw, and
 * the hours beans and salted meat soak are in the preparation time. Pure.
 */
import { larder, sum, type Food, type Shaped, type WrittenRecipe } from "./fridge-recipe/larder";
import { namedIn, withLeftovers } from "./fridge-recipe/leftovers";
import { savory, savoryShape } from "./fridge-recipe/savory";
import { pie, soup } from "./fridge-recipe/soup-and-pie";
import { isSweet, sweet } from "./fridge-recipe/sweet";
import { capitalised, folded, kindOf, listed } from "./kitchen";

export type { Food, WrittenRecipe, WrittenStep } from "./fridge-recipe/larder";

/** The shape a dish name asks for by its first word: "Bolo de…", "Sopa de…", "Torta de…", "Salada de…". */
export function shapeForName(name: string | null): "cake" | "soup" | "pie" | "salad" | undefined {
  const head = name ? (folded(name).split(" ")[0] ?? "") : "";
  if (/^(bolo|cuca|muffin|cupcake|brownie|rocambole)$/.test(head)) return "cake";
  if (/^(sopa|caldo|creme|canja)$/.test(head)) return "soup";
  if (/^(torta|empadao|quiche|empada)$/.test(head) && !/(doce|limao|morango|chocolate|banana|maca)/.test(folded(name!))) return "pie";
  if (head === "salada") return "salad";
  return undefined;
}

// --- The recipe --------------------------------------------------------------------------------

/**
 * A recipe made of these foods and, when `pantry`, the staples a cook keeps (listed as
 * ingredients); without it the steps only mention them, for rewriting the steps of a
 * recipe whose ingredients are given.
 */
export function recipeFromFoods(
  foods: readonly Food[],
  options: { pantry: boolean; shape?: "cake" | "soup" | "pie" | "salad"; adapt?: (food: Food) => Food | null } = { pantry: true },
): WrittenRecipe {
  const l = larder(foods, options.pantry, options.adapt ?? ((food) => food));
  if (options.shape === "cake" && !l.has("flour")) l.staple("farinha de trigo", { quantity: 240, unit: "g" });
  const sweetDish = options.shape === "cake" || (!options.shape && isSweet(l));
  const written: Shaped = sweetDish
    ? sweet(l)
    : options.shape === "soup"
      ? soup(l)
      : options.shape === "pie"
        ? pie(l)
        : savory(l, options.shape === "salad" ? "salad" : savoryShape(l));
  const tags = written.tags ?? (written.servings === 2 ? ["Café da Manhã", "Rápida"] : ["Almoço"]);
  // Every food the list names goes into a step; what the dish's shape did not use is prepared first and finished last.
  const unused = l.entries.filter((entry) => !entry.implicit && !written.plan.steps.some((step) => namedIn(step.description, entry)));
  const steps = withLeftovers(written.plan.steps, unused, written.finish ?? (sweetDish ? "sweet" : "pan"), written.finishAt);
  // Soaking is time the cook waits for: it is in the preparation time, and the description says so.
  const soakingHours = Math.max(
    0,
    ...steps.map((step) => Number(/\bde molho\b[^.]*?\bpor (\d+) horas\b/.exec(step.description)?.[1] ?? 0)),
  );
  const names = l.entries.filter((entry) => entry.asked).map((entry) => entry.name);
  return {
    title: capitalised(written.title),
    description:
      `Receita caseira com ${listed(names.slice(0, 5))}${names.length > 5 ? " e mais" : ""}: passo a passo simples, pronta em ${written.times[0] + written.times[1]} minutos` +
      (soakingHours > 0 ? `, mais ${soakingHours} horas de molho.` : "."),
    prepTime: written.times[0] + soakingHours * 60,
    cookTime: written.times[1],
    servings: written.servings,
    difficulty: steps.length > 8 ? "médio" : "fácil",
    ingredients: l.entries.filter((entry) => !entry.implicit).map(({ kind: _kind, ...food }) => food),
    steps,
    tags,
    nutrition: sweetDish ? [280, 5, 42, 10, 2] : sum(l.entries, written.servings),
  };
}

const connector = /^(de|do|da|dos|das|com|e|ao|aos|a|o|na|no|em|sem|para|à)$/i;

/** The foods a dish name names ("Torta de frango com palmito" → frango, palmito), as written, each once. */
export function foodsNamedIn(name: string): string[] {
  const words = name.split(/[\s,;:.!?()]+/).filter(Boolean);
  const found: string[] = [];
  for (let start = 0; start < words.length; start++) {
    if (connector.test(words[start]!)) continue;
    for (let length = Math.min(3, words.length - start); length >= 1; length--) {
      const phrase = words.slice(start, start + length);
      if (connector.test(phrase[phrase.length - 1]!) || phrase.some((word) => /^(com|e|ao|a|sem|para|à)$/i.test(word))) continue;
      const kind = kindOf(phrase.join(" "));
      if (kind === "other") continue;
      // "torta de frango" is frango: the first word must be the food, or make a food of its own ("grão de bico").
      if (kindOf(phrase[0]!) === "other" && length > 1 && kindOf(phrase.slice(1).join(" ")) === kind) continue;
      found.push(phrase.join(" ").toLocaleLowerCase("pt-BR"));
      start += length - 1;
      break;
    }
  }
  return found;
}
