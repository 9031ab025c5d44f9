/** What makes a recipe fail in the kitchen: a set dessert with nothing to set it, a bake or fry too short, a count of a food bought by weight. */
import type { CatalogueEntry } from "../load.server";
import { type Recipe, type EditorProblem, plain, stepTexts } from "./problem";

const setDessert = /\b(mousse|pudim|gelatina|bavaroise|bavarois|manjar|panna cotta|flan)\b/;
const sets: { what: string; test: (ingredients: string, steps: string) => boolean }[] = [
  { what: "gelatina ou ágar", test: (ingredients) => /\b(gelatina|agar)\b/.test(ingredients) },
  { what: "chia", test: (ingredients) => /\bchia\b/.test(ingredients) },
  { what: "chocolate derretido", test: (ingredients) => /\bchocolate (meio amargo|amargo|ao leite|branco)\b/.test(ingredients) },
  { what: "abacate", test: (ingredients) => /\babacate\b/.test(ingredients) },
  {
    what: "amido ou ovos, cozidos",
    test: (ingredients, steps) =>
      /\b(amido|maisena|farinha|tapioca|sagu|fuba|pao|ovos?|gemas?)\b/.test(ingredients) &&
      /\b(forno|banho maria|micro ondas|fogo|cozinh\w*|ass[ae]\w*|pressao)\b/.test(steps),
  },
  {
    // Acid thickens condensed milk's proteins: the three-ingredient mousse de maracujá.
    what: "leite condensado com fruta ácida",
    test: (ingredients) => /\bleite condensado\b/.test(ingredients) && /\b(maracuja|limao|cupuacu)\b/.test(ingredients),
  },
];

export function settingAgentOf(entry: Pick<CatalogueEntry, "ingredients" | "steps">): string | null {
  const ingredients = plain(entry.ingredients.map((ingredient) => ingredient.name).join(" . "));
  const steps = plain(stepTexts(entry as CatalogueEntry).join(" . "));
  return sets.find((agent) => agent.test(ingredients, steps))?.what ?? null;
}

export function checkSetting(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  if (!setDessert.test(plain(entry.title)) || settingAgentOf(entry) !== null) return [];
  return [
    {
      file,
      slug,
      gate: "setting",
      message: `"${entry.title}" não tem o que a faça firmar (gelatina ou ágar; amido ou ovos cozidos; chocolate; leite condensado com maracujá, limão ou cupuaçu): acrescente um e diga no passo como entra.`,
    },
  ];
}

// ---------------------------------------------------------------------------------------
// A bake or a fry with the time to cook what it names

/**
 * The least cooking a cut needs to be safe and tender, by how it is cooked, as the
 * usual Brazilian recipe books give it (a whole chicken 1 h to 1 h 30 at 200 °C).
 * Compared with cookTime: a recipe's total cooking can only be longer than its bake.
 */
export const minimumCooking: { food: RegExp; how: RegExp; minutes: number; what: string }[] = [
  { food: /\b(frango inteiro|galeto|peru|chester)\b/, how: /\b(assad|forno)/, minutes: 50, what: "ave inteira assada" },
  { food: /\b(coxa|sobrecoxa)\b/, how: /\b(assad|forno)/, minutes: 35, what: "coxa ou sobrecoxa assada" },
  { food: /\b(pernil|lombo|leitao)\b/, how: /\b(assad|forno)/, minutes: 60, what: "pernil ou lombo assado" },
  { food: /\bcostela bovina\b/, how: /\b(assad|forno)/, minutes: 120, what: "costela bovina assada" },
  { food: /\b(peixe inteiro|tainha|tambaqui inteiro|pacu inteiro)\b/, how: /\b(assad|forno)/, minutes: 30, what: "peixe inteiro assado" },
  { food: /\b(coxa|sobrecoxa|frango em pedaco)\b/, how: /\bfrit/, minutes: 20, what: "frango com osso frito" },
];

export function checkCookingTime(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  const title = plain(entry.title);
  const heaviest = plain(entry.ingredients[0]?.name ?? "");
  if (/\bpressao\b/.test(title)) return [];
  return minimumCooking
    .filter(({ food, how }) => how.test(title) && (food.test(title) || food.test(heaviest)))
    .filter(({ minutes }) => entry.cookTime < minutes)
    .map(({ minutes, what }) => ({
      file,
      slug,
      gate: "cooking-time" as const,
      message: `${what} em ${entry.cookTime} minutos de cozimento: precisa de ao menos ${minutes}; corrija cookTime e o passo.`,
    }));
}

// ---------------------------------------------------------------------------------------
// A count of a food that is not counted

/** Foods bought by weight or by the can, never one by one: "½ ervilha em conserva" means nothing. */
const countless =
  /\b(ervilha|milho verde|milho em conserva|grao de bico|feijao|lentilha|arroz|aveia|quinoa|gergelim|chia|linhaca|uva passa|coco ralado|queijo ralado|acucar|farinha|sal)\b/;
/** The words that make it countable: the can, the cob, the pot. */
const container = /^(lata|latinha|espiga|pote|vidro|caixinha|caixa|pacote|sache|envelope|saquinho|tablete|cubo|fatia|xicara)\b/;

export function checkCountlessUnits(recipe: Recipe): EditorProblem[] {
  const { file, slug, entry } = recipe;
  return entry.ingredients
    .filter(
      (ingredient) => ingredient.unit === "unidade" && countless.test(plain(ingredient.name)) && !container.test(plain(ingredient.name)),
    )
    .map((ingredient) => ({
      file,
      slug,
      gate: "countless-unit" as const,
      message: `"${ingredient.name}" em "unidade" se lê "${ingredient.quantity} ${ingredient.name}": diga a embalagem ("lata de ${ingredient.name.replace(/ em conserva$/, "")}") ou use g.`,
    }));
}
