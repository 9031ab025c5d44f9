/**
 * What a recipe's picture shows, before any drawing: its vessel and shape, the main
 * ingredients that show (those the title names first), what goes beside them, the
 * garnish, and the colour of its sauce, batter or drink. The alt text is written from
 * the same plan, so it says what the picture shows.
 */
import { fold } from "~/domain/text";
import * as t from "~/i18n/pt-br";
import { cardIllustrationAlt, dishInSentence, vesselPhrase } from "~/i18n/picture-alt";
import { dishShape, type DishInput, type DishVerdict } from "~/domain/dish-kind";
import { lookOf, type IngredientLook } from "./ingredient-looks";

export interface PlannedIngredient {
  name: string;
  look: IngredientLook;
}

export interface IllustrationPlan {
  shape: DishVerdict;
  /** Up to three ingredients drawn as pieces in the food: only what shows in this dish. */
  main: PlannedIngredient[];
  /** Up to two served beside (arroz, feijão, couve, farofa), on a plate. */
  sides: PlannedIngredient[];
  /** Up to two on top (herbs, coco, canela, a lime slice, ice in a drink). */
  garnish: PlannedIngredient[];
  /** The colour the ingredients give the food (a soup, a drink); undefined when none does. */
  tint: string | undefined;
  /** The same, from sauces, liquids and seasonings only (not from pieces): a plate's sauce. */
  sauce: string | undefined;
  /** The same, from a liquid or powder the title names: a cake's top ("bolo de fubá", "… de chocolate"). */
  titleTint: string | undefined;
  /** The same, from a piece the title names: a cake's crumb ("bolo de cenoura"). */
  batter: string | undefined;
  /** The category tag, which picks the background. */
  category: string | undefined;
  /** A baked or gratinated top: the dish has cheese and goes in the oven dish. */
  gratin: boolean;
  /** Milk or cream in it: a drink gets a creamy top, opaque rather than clear. */
  creamy: boolean;
}

const categoryTags = new Set(["Café da Manhã", "Almoço", "Jantar", "Sobremesas", "Bebidas"]);

function namedInTitle(title: string, look: IngredientLook, name: string): boolean {
  const words = [look.label ?? "", name].map((text) => fold(text).split(/[\s-]+/)[0] ?? "").filter((word) => word.length >= 3);
  return words.some((word) => new RegExp(`\\b${word.slice(0, Math.max(4, word.length - 1))}`).test(title));
}

type Tint = [color: string, strength: number] | undefined;
const stronger = (current: Tint, look: IngredientLook): Tint =>
  look.tint && (!current || look.tint[1] > current[1]) ? [look.tint[0], look.tint[1]] : current;

/** What the dish's shape hides: batter hides what went into it, a docinho its butter. */
function shows(shape: DishVerdict, item: PlannedIngredient & { inTitle: boolean }): boolean {
  const { kind, form } = shape;
  if (item.look.shape === "egg") return item.inTitle ? form !== "disc" : form === "mounds" || (form === "dome" && kind === "prato");
  if (kind === "forma" || form === "balls" || form === "loaf" || form === "bundle") return Boolean(item.look.garnish);
  if (form === "pieces") return Boolean(item.look.garnish) || item.look.shape === "flake";
  if (form === "drink") return Boolean(item.look.garnish) || !item.look.tint || item.look.tint[1] < 4;
  return true;
}

export function illustrationPlan(recipe: Required<DishInput>): IllustrationPlan {
  const title = fold(recipe.title);
  const shape = dishShape(recipe);
  const seen = new Set<string>();
  const known: (PlannedIngredient & { inTitle: boolean; index: number })[] = [];
  let tint: Tint;
  let sauce: Tint;
  let titleTint: Tint;
  let batter: Tint;
  let cheese = false;
  let creamy = false;
  recipe.ingredients.forEach((ingredient, index) => {
    const look = lookOf(ingredient.name);
    if (!look) return;
    const inTitle = namedInTitle(title, look, ingredient.name);
    tint = stronger(tint, look);
    if ((look.shape === "dust" || look.hidden) && !look.spice) sauce = stronger(sauce, look);
    if (inTitle && (look.shape === "dust" || look.hidden)) titleTint = stronger(titleTint, look);
    else if (inTitle) batter = stronger(batter, look);
    if (look.label === "queijo") cheese = true;
    if (["leite", "creme", "leite condensado", "leite de coco"].includes(look.label ?? "")) creamy = true;
    if (look.hidden) return;
    // Red and yellow pimentões are both drawn; the alt text names them once.
    const key = `${look.label ?? ingredient.name}:${look.colors[0]}`;
    if (seen.has(key)) return;
    seen.add(key);
    known.push({ name: ingredient.name, look, inTitle, index });
  });
  // The title's ingredients first, then the list's order (recipes list the main food first).
  known.sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || a.index - b.index);
  // Grilled, roasted or breaded meat is served whole, not in cubes.
  if (/\b(grelhad|bife|milanesa|empanad|assad|picanha|churrasco|espetinho|costela|na chapa|acebolad)/.test(title)) {
    for (const item of known)
      if (item.look.shape === "cube" && (item.look.label === "frango" || item.look.label === "carne"))
        item.look = { ...item.look, shape: "fillet" };
  }
  const drawn = known.filter((item) => (item.look.shape !== "dust" || item.look.garnish) && shows(shape, item));
  const garnish = drawn.filter((item) => item.look.garnish && !item.look.side).slice(0, 2);
  const sides =
    shape.kind === "prato" && shape.form === "mounds" ? drawn.filter((item) => item.look.side && !item.inTitle).slice(0, 2) : [];
  const main = drawn.filter((item) => !garnish.includes(item) && !sides.includes(item)).slice(0, 3);
  const strip = ({ name, look }: PlannedIngredient) => ({ name, look });
  return {
    shape,
    main: main.map(strip),
    sides: sides.map(strip),
    garnish: garnish.map(strip),
    // A salad is leaves and pieces, not a coloured sauce ("X-Salada" is a sandwich).
    tint: /\bsalada\b/.test(title) && shape.kind === "tigela" ? undefined : tint?.[0],
    sauce: sauce?.[0],
    titleTint: titleTint?.[0],
    batter: batter?.[0],
    category: recipe.tags.find((tag) => categoryTags.has(tag)),
    gratin: cheese && shape.kind === "travessa",
    creamy,
  };
}

/**
 * The picture's alt text, in pt-BR: "Ilustração: moqueca baiana de peixe na panela de
 * barro, com tomate, pimentões e coentro". Without ingredients it is a card's
 * (`card-alt.ts`); the recipe page's is written on the server, from this plan.
 */
export function illustrationAlt(recipe: DishInput): string {
  if (!recipe.ingredients) return cardIllustrationAlt(recipe);
  const dish = dishInSentence(recipe.title);
  const plan = illustrationPlan({ ...recipe, ingredients: recipe.ingredients });
  const folded = fold(recipe.title);
  const shown = [...plan.main, ...plan.sides, ...plan.garnish]
    .filter((item) => !namedInTitle(folded, item.look, item.name))
    .map((item) => item.look.label)
    .filter((label): label is string => Boolean(label));
  return t.illustration.alt(dish, vesselPhrase(plan.shape, dish), [...new Set(shown)].slice(0, 4));
}

/** The recipe page's alt text: its photo's, or what our drawing of it shows. */
export function recipePageImageAlt(recipe: Required<DishInput> & { imageUrl?: string | null | undefined }): string {
  return recipe.imageUrl ? t.illustration.photo(recipe.title) : illustrationAlt(recipe);
}
