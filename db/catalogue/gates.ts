/**
 * The catalogue's quality gates (issue 16): what every recipe of every file in
 * db/catalogue/recipes/ must pass before it ships. Each gate returns problems that name
 * the recipe and say, in Portuguese, what to change; the tests (catalogue.test.ts) and the
 * writers' command (scripts/catalogue-check.ts) run the same functions. Pure: the TACO
 * table comes in as an argument.
 */
import { ingredientKey, normaliseName, singular } from "~/domain/nutrition/ingredient-name";
import { nutritionOf, approximateBelow, type RecipeNutrition, type NutritionFacts } from "~/domain/nutrition/nutrition";
import type { TacoTable } from "~/domain/nutrition/taco";
import { recipeConflicts, type Avoidance } from "~/domain/restrictions";
import { categories, diets, otherTags, regions } from "~/domain/taxonomy";
import { convertQuantity } from "~/domain/units";
import { fold } from "~/domain/text";
import { catalogueRecipeSchema, type CatalogueEntry } from "./load.server";
import { spokenNumbers } from "~/domain/spoken-numbers";
import { editorRecipeGates, type EditorGateName } from "./editor-gates";

export type GateName =
  | "schema"
  | "units"
  | "tags"
  | "taco-coverage"
  | "typed-nutrition"
  | "diet"
  | "time"
  | "portion"
  | "main-ingredients"
  | "slug"
  | "near-duplicate"
  | EditorGateName;

export interface Problem {
  file: string;
  slug: string;
  gate: GateName;
  message: string;
}

/** A recipe as the gates see it: where it was written, and (when valid) its parsed form. */
export interface Located {
  file: string;
  index: number;
  raw: unknown;
}

export interface CheckedRecipe {
  file: string;
  slug: string;
  entry: CatalogueEntry;
  nutrition: RecipeNutrition;
}

// ---------------------------------------------------------------------------------------
// Schema

function slugOf(raw: unknown, index: number): string {
  const slug = (raw as { slug?: unknown } | null)?.slug;
  return typeof slug === "string" && slug ? slug : `#${index + 1}`;
}

/** The recipe parsed, or what is wrong with its shape (path and message for each field). */
export function checkSchema({ file, index, raw }: Located): { entry: CatalogueEntry } | { problems: Problem[] } {
  const result = catalogueRecipeSchema.safeParse(raw);
  if (result.success) return { entry: result.data };
  const slug = slugOf(raw, index);
  return {
    problems: result.error.issues.map((issue) => ({
      file,
      slug,
      gate: "schema",
      message: `${issue.path.join(".") || "(receita)"}: ${issue.message}`,
    })),
  };
}

// ---------------------------------------------------------------------------------------
// Units and quantities

/** What a pinch can hold: salt, spices, dried herbs, sugar on top, zest. */
const pinchable =
  /\b(sal|pimenta|canela|noz moscada|cominho|paprica|oregano|acucar|bicarbonato|cravo|erva doce|acafrao|curcuma|curry|gengibre em po|fermento|raspa|chili|tomilho|alecrim|salsa|salsinha|cebolinha|coentro|manjericao|hortela|louro|baunilha|essencia|colorau|urucum|cheiro verde|gergelim|cacau|chocolate em po|alho em po|cebola em po|glutamato|semente|pimentao em po|mostarda em po|zaatar|lemon pepper|tempero|ervas)\b/;

/** Seasonings that a cook never measures by the cupful: grams per recipe, at most. */
const strong: { pattern: RegExp; maxGrams: number; what: string }[] = [
  { pattern: /^sal grosso\b/, maxGrams: 120, what: "sal grosso" },
  { pattern: /^sal\b/, maxGrams: 30, what: "sal" },
  { pattern: /^(bicarbonato|fermento)\b/, maxGrams: 40, what: "fermento ou bicarbonato" },
  {
    pattern: /^(pimenta do reino|pimenta calabresa|canela em po|cominho|noz moscada|cravo|paprica|curry|acafrao|curcuma|oregano|colorau)\b/,
    maxGrams: 30,
    what: "especiaria",
  },
];

/** The heaviest single ingredient a home recipe may ask for. */
export const maxIngredientGrams = 5000;

const foldedName = (name: string) =>
  fold(name)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Quarters and thirds are how a cook measures spoons, cups and units. */
function isKitchenFraction(quantity: number): boolean {
  const near = (value: number) => Math.abs(quantity - value) < 0.011;
  return near(Math.round(quantity * 4) / 4) || near(Math.round(quantity * 3) / 3);
}

/** Grams of an ingredient for the quantity checks: the calculator's, else the spec's conversion, else null. */
function gramsForCheck(ingredient: CatalogueEntry["ingredients"][number], nutrition: RecipeNutrition, index: number): number | null {
  const line = nutrition.breakdown[index];
  if (line?.grams !== null && line?.grams !== undefined) return line.grams;
  return (
    convertQuantity(ingredient.quantity, ingredient.unit, "g", ingredient.name)?.quantity ??
    convertQuantity(ingredient.quantity, ingredient.unit, "ml", ingredient.name)?.quantity ??
    null
  );
}

export function checkUnits(recipe: CheckedRecipe): Problem[] {
  const { file, slug, entry, nutrition } = recipe;
  const problems: string[] = [];
  entry.ingredients.forEach((ingredient, index) => {
    const { name, quantity, unit } = ingredient;
    const folded = foldedName(name);
    const label = `"${name}" (${quantity} ${unit})`;
    if (/\d/.test(name.replace(/\d+\s*%/g, "")))
      problems.push(`${label}: o nome não leva números nem medidas; a quantidade vai em "quantity" e "unit".`);
    if (quantity <= 0) problems.push(`${label}: quantidade zero; use "pitada" para temperos a gosto ou marque "isOptional".`);
    if ((unit === "g" || unit === "ml") && !Number.isInteger(quantity)) problems.push(`${label}: g e ml vão em números inteiros.`);
    if ((unit === "g" || unit === "ml") && quantity >= 1000 && quantity % 1000 === 0)
      problems.push(`${label}: escreva ${quantity / 1000} ${unit === "g" ? "kg" : "l"}.`);
    if ((unit === "kg" || unit === "l") && quantity < 0.1)
      problems.push(`${label}: menos de 100 ${unit === "kg" ? "g" : "ml"}; use ${unit === "kg" ? "g" : "ml"}.`);
    if (["xícara", "colher de sopa", "colher de chá", "unidade"].includes(unit) && !isKitchenFraction(quantity))
      problems.push(`${label}: xícaras, colheres e unidades vão em inteiros, metades, quartos ou terços (0.25, 0.5, 0.33...).`);
    const firstWord = folded.split(" ")[0] ?? "";
    if (unit === "unidade" && singular(firstWord) !== firstWord)
      problems.push(
        `${label}: com "unidade", o nome vai no singular, como se compra ("${singular(firstWord)}..."): a quantidade diz quantos.`,
      );
    if (unit === "pitada" && (!Number.isInteger(quantity) || quantity > 3)) problems.push(`${label}: pitada vai de 1 a 3.`);
    if (unit === "pitada" && !pinchable.test(folded)) problems.push(`${label}: pitada é medida de sal e temperos, não de "${name}".`);
    if (unit === "colher de chá" && quantity > 6) problems.push(`${label}: mais de 6 colheres de chá; use colher de sopa.`);
    if (unit === "colher de sopa" && quantity > 16) problems.push(`${label}: mais de 16 colheres de sopa; use xícara ou g.`);
    const grams = gramsForCheck(ingredient, nutrition, index);
    if (grams !== null && grams > maxIngredientGrams)
      problems.push(`${label}: mais de ${maxIngredientGrams / 1000} kg de um só ingrediente numa receita caseira.`);
    const seasoning = strong.find(({ pattern }) => pattern.test(folded));
    if (seasoning && grams !== null && grams > seasoning.maxGrams)
      problems.push(`${label}: ${Math.round(grams)} g de ${seasoning.what} é demais (até ${seasoning.maxGrams} g por receita).`);
  });
  return problems.map((message) => ({ file, slug, gate: "units", message }));
}

// ---------------------------------------------------------------------------------------
// Tags

const categoryTags = categories.map((category) => category.tag) as string[];
const dietTags = diets.map((diet) => diet.tag) as string[];
const regionTags = regions.map((region) => region.tag) as string[];
export const allowedTags = new Set<string>([...categoryTags, ...dietTags, ...regionTags, ...otherTags]);

/** The most carbohydrate a serving tagged "Low Carb" may have, computed. */
export const lowCarbMaxGrams = 20;
/** "Rápida" and the home page's quick recipes: ready to eat in this many minutes. */
export const quickMinutes = 30;

export function checkTags(recipe: CheckedRecipe): Problem[] {
  const { file, slug, entry, nutrition } = recipe;
  const problems: string[] = [];
  const tags = entry.tags;
  const unknown = tags.filter((tag) => !allowedTags.has(tag));
  if (unknown.length > 0)
    problems.push(`tags fora do vocabulário: ${unknown.map((tag) => `"${tag}"`).join(", ")} (veja docs/catalogue-writing.md).`);
  if (new Set(tags).size !== tags.length) problems.push("tag repetida.");
  const ownCategories = tags.filter((tag) => categoryTags.includes(tag));
  if (ownCategories.length !== 1)
    problems.push(`exatamente uma categoria, a primeira tag (tem: ${ownCategories.join(", ") || "nenhuma"}).`);
  const ownRegions = tags.filter((tag) => regionTags.includes(tag));
  if (ownRegions.length > 1) problems.push(`no máximo uma região (tem: ${ownRegions.join(", ")}).`);
  if (tags.includes("Vegano") && !tags.includes("Vegetariano"))
    problems.push('toda receita "Vegano" é também "Vegetariano": acrescente a tag.');
  const total = entry.prepTime + entry.cookTime;
  if (tags.includes("Rápida") && total > quickMinutes)
    problems.push(`"Rápida" com ${total} minutos no total: tire a tag ou ajuste (até ${quickMinutes}).`);
  if (tags.includes("Low Carb") && nutrition.perServing.carbs > lowCarbMaxGrams)
    problems.push(`"Low Carb" com ${nutrition.perServing.carbs} g de carboidrato por porção (até ${lowCarbMaxGrams} g).`);
  return problems.map((message) => ({ file, slug, gate: "tags", message }));
}

// ---------------------------------------------------------------------------------------
// TACO coverage and typed nutrition

/** Ingredient lines the calculator could not count, with their weight when known. */
export function unmatchedLines(nutrition: RecipeNutrition, { withKnown = true } = {}): string[] {
  return nutrition.breakdown
    .filter((line) => line.status === "unrecognised" || line.status === "unknown-amount" || (withKnown && line.status === "not-in-taco"))
    .map((line) => {
      const why = { unrecognised: "nome desconhecido", "unknown-amount": "peso da medida desconhecido", "not-in-taco": "fora da TACO" }[
        line.status as "unrecognised" | "unknown-amount" | "not-in-taco"
      ];
      const weight = line.grams === null || line.unit === "g" ? "" : `, ${Math.round(line.grams)} g`;
      return `"${line.name}" (${line.quantity} ${line.unit}${weight}: ${why})`;
    });
}

export function checkCoverage(recipe: CheckedRecipe): Problem[] {
  const { file, slug, nutrition } = recipe;
  if (nutrition.coverage >= approximateBelow) return [];
  return [
    {
      file,
      slug,
      gate: "taco-coverage",
      message: `a TACO reconhece ${Math.round(nutrition.coverage * 100)} % da massa (mínimo ${approximateBelow * 100} %). Não reconhecidos: ${unmatchedLines(nutrition).join("; ")}. Use os nomes de docs/catalogue-writing.md.`,
    },
  ];
}

/** A typed value disagrees when it is over 25 % off the computed one and over what rounding explains. */
const nutritionFloors = { calories: 20, protein: 2, carbs: 2, fat: 2 } as const;

export function typedNutritionGaps(typed: Record<keyof typeof nutritionFloors, number>, computed: NutritionFacts): string[] {
  return (Object.keys(nutritionFloors) as (keyof typeof nutritionFloors)[])
    .filter((key) => {
      const gap = Math.abs(typed[key] - computed[key]);
      return gap > 0.25 * computed[key] && gap > nutritionFloors[key];
    })
    .map((key) => `${key} ${typed[key]} → ${computed[key]}`);
}

export function checkTypedNutrition(recipe: CheckedRecipe): Problem[] {
  const { file, slug, entry, nutrition } = recipe;
  if (!entry.nutritionalInfo) return [];
  const gaps = typedNutritionGaps(entry.nutritionalInfo, nutrition.perServing);
  if (gaps.length === 0) return [];
  return [
    {
      file,
      slug,
      gate: "typed-nutrition",
      message: `"nutritionalInfo" difere do calculado pela TACO (${gaps.join(", ")}): apague o campo (o app calcula) ou corrija.`,
    },
  ];
}

// ---------------------------------------------------------------------------------------
// Diet tags against the restriction engine

export const dietAvoidance: Record<string, Avoidance> = {
  Vegano: "vegano",
  Vegetariano: "vegetariano",
  "Sem Glúten": "glúten",
  "Sem Lactose": "lactose",
};

export function checkDiets(recipe: CheckedRecipe): Problem[] {
  const { file, slug, entry } = recipe;
  const tagged = Object.entries(dietAvoidance).filter(([tag]) => entry.tags.includes(tag));
  if (tagged.length === 0) return [];
  // One reading of the recipe for all its diets: the engine is the slow part of the gates.
  const conflicts = recipeConflicts(
    entry,
    tagged.map(([, avoidance]) => avoidance),
  );
  return tagged.flatMap(([tag, avoidance]) =>
    conflicts
      .filter((conflict) => conflict.avoidance === avoidance)
      .map((conflict) => ({
        file,
        slug,
        gate: "diet" as const,
        message: `tag "${tag}", mas ${conflict.field} cita "${conflict.found}"${conflict.ingredient ? ` (ingrediente "${conflict.ingredient}")` : ""}: tire a tag ou troque o ingrediente.`,
      })),
  );
}

// ---------------------------------------------------------------------------------------
// Time: the steps' stated durations fit in prep + cook

const numberWords = spokenNumbers;

/**
 * Sentences whose time is not the cook's: soaking the day before, work done meanwhile,
 * how often to stir, how long it keeps, an alternative way.
 */
const notCounted =
  /\b(vespera|noite anterior|antecedencia|de molho|enquanto|a cada|dura|conserva|guarde|mantem|validade|em ate|ou no micro|ou na airfryer)\b/;

const amount = `(\\d+(?:[.,]\\d+)?|${Object.keys(numberWords).join("|")})`;
const durationPattern = new RegExp(
  `\\b(?:${amount}(?:\\s*(?:a|ou|-|–)\\s*${amount})?\\s*(horas?|h|minutos?|min)(?![a-z])(?:(\\d{2})|(\\s*e\\s*meia)|\\s*e\\s*(\\d+)\\s*(?:minutos?|min)\\b)?|(meia hora))`,
  "g",
);

function numberOf(word: string): number {
  return numberWords[word] ?? Number(word.replace(",", "."));
}

export interface StatedDuration {
  minutes: number;
  /** The words that said it, folded: "por 25 a 30 minutos" → "25 a 30 minutos". */
  said: string;
}

/** The durations a text states ("25 a 30 minutos" is 25, "1 hora e meia" 90, "1h30" 90), skipping what is not the cook's time. */
export function statedDurations(text: string): StatedDuration[] {
  const found: StatedDuration[] = [];
  for (const sentence of fold(text).split(/[.;!?]+/)) {
    if (notCounted.test(sentence)) continue;
    for (const match of sentence.matchAll(durationPattern)) {
      if (match[7]) {
        found.push({ minutes: 30, said: match[0].trim() });
        continue;
      }
      const value = numberOf(match[1]!);
      const isHours = /^h/.test(match[3]!);
      const extraMinutes = isHours ? Number(match[4] ?? match[6] ?? 0) + (match[5] ? 30 : 0) : 0;
      found.push({ minutes: Math.round(isHours ? value * 60 + extraMinutes : value), said: match[0].trim() });
    }
  }
  return found;
}

/** Minutes the steps state, in total. */
export function statedMinutes(text: string): number {
  return statedDurations(text).reduce((sum, duration) => sum + duration.minutes, 0);
}

export function checkTime(recipe: CheckedRecipe): Problem[] {
  const { file, slug, entry } = recipe;
  const durations = statedDurations(entry.steps.map((step) => step.description).join(" "));
  const stated = durations.reduce((sum, duration) => sum + duration.minutes, 0);
  const total = entry.prepTime + entry.cookTime;
  if (stated <= total) return [];
  return [
    {
      file,
      slug,
      gate: "time",
      message: `os passos somam ${stated} minutos (${durations.map((duration) => `"${duration.said}"`).join(" + ")}), mas prepTime + cookTime = ${total}: aumente prepTime ou cookTime (descanso, esfriar, geladeira e fermentação contam; molho "na véspera" e frases com "enquanto" não).`,
    },
  ];
}

// ---------------------------------------------------------------------------------------
// Portion: grams per serving for the dish kind

/** Grams (or ml) per serving a cook would serve, by category; drinks are poured, desserts small. */
export const gramsPerServing: Record<string, { min: number; max: number }> = {
  "Café da Manhã": { min: 40, max: 600 },
  Almoço: { min: 80, max: 1000 },
  Jantar: { min: 80, max: 1000 },
  Sobremesas: { min: 15, max: 450 },
  Bebidas: { min: 100, max: 600 },
};

/**
 * What the recipe weighs per serving, without optional and to-taste lines; for food, also
 * without water (mostly cooking water, poured off) and frying oil (mostly left in the pan).
 */
export function weightPerServing(entry: CatalogueEntry, nutrition: RecipeNutrition): number {
  const isDrink = entry.tags[0] === "Bebidas";
  const total = entry.ingredients.reduce((sum, ingredient, index) => {
    const line = nutrition.breakdown[index];
    if (ingredient.isOptional || line?.status === "to-taste") return sum;
    if (!isDrink && (line?.status === "water" || /\bpara fritar\b/.test(fold(ingredient.name)))) return sum;
    return sum + (gramsForCheck(ingredient, nutrition, index) ?? 0);
  }, 0);
  return total / entry.servings;
}

export function checkPortion(recipe: CheckedRecipe): Problem[] {
  const { file, slug, entry, nutrition } = recipe;
  const range = gramsPerServing[entry.tags[0] ?? ""];
  if (!range) return [];
  const grams = Math.round(weightPerServing(entry, nutrition));
  if (grams >= range.min && grams <= range.max) return [];
  return [
    {
      file,
      slug,
      gate: "portion",
      message: `${grams} g por porção (${entry.servings} porções), fora do esperado para ${entry.tags[0]} (${range.min}–${range.max} g): revise as quantidades ou "servings".`,
    },
  ];
}

// ---------------------------------------------------------------------------------------
// Main ingredients: the heaviest ones appear in the steps

/** How many of the heaviest ingredients the steps must name. */
export const mainIngredientCount = 3;

/** Words of a name that say nothing about which food it is. */
const vagueWords = new Set([
  "de",
  "com",
  "em",
  "sem",
  "ou",
  "lata",
  "caixinha",
  "caixa",
  "pacote",
  "pote",
  "vidro",
  "dente",
  "folha",
  "ramo",
  "maco",
  "talo",
  "file",
  "posta",
  "pe",
  "tipo",
  "cru",
  "crua",
  "cozido",
  "cozida",
  "seco",
  "seca",
  "integral",
  "light",
  "natural",
  "branco",
  "branca",
  "vermelho",
  "vermelha",
  "verde",
  "amarelo",
  "amarela",
  "roxo",
  "roxa",
  "preto",
  "preta",
  "extra",
  "virgem",
  "refinado",
  "refinada",
  "medio",
  "media",
  "grande",
  "pequeno",
  "pequena",
  "po",
]);

/** The start of a word that its plural, gender and diminutive keep: "cenoura" → "cenou", "ovo" → "ovo". */
export function stem(word: string): string {
  return word.length <= 4 ? word : word.slice(0, Math.max(4, word.length - 2));
}

/** The word a step may use for a food of its group: "Tempere o peixe" names the robalo. */
const foodGroups: Record<string, readonly string[]> = {
  peixe: [
    "robalo",
    "tilapia",
    "pescada",
    "cacao",
    "badejo",
    "salmao",
    "bacalhau",
    "merluza",
    "tambaqui",
    "pirarucu",
    "namorado",
    "sardinha",
    "atum",
    "pintado",
    "tucunare",
    "filhote",
    "dourado",
    "corvina",
    "pacu",
    "surubim",
    "truta",
    "linguado",
    "anchova",
    "cavala",
    "tainha",
    "piranha",
    "jaraqui",
  ],
  carne: [
    "acem",
    "patinho",
    "musculo",
    "alcatra",
    "coxao",
    "maminha",
    "picanha",
    "fraldinha",
    "costela",
    "cupim",
    "lagarto",
    "contrafile",
    "mignon",
    "paleta",
    "charque",
    "bisteca",
    "lombo",
    "pernil",
    "costelinha",
    "cordeiro",
    "carneiro",
    "bode",
    "cabrito",
  ],
  frango: ["peito", "coxa", "sobrecoxa", "asa", "galinha", "coxinha"],
  massa: ["espaguete", "macarrao", "penne", "fusilli", "talharim", "lasanha", "parafuso", "gravata", "nhoque", "ravioli", "capeletti"],
  milho: ["espiga"],
  camarao: ["camaraozinho"],
};
const groupOf = new Map(Object.entries(foodGroups).flatMap(([group, members]) => members.map((member) => [member, group] as const)));

/** The stems that identify an ingredient's food, with its group's word ("peixe" for "robalo"). */
export function ingredientStems(name: string): string[] {
  const words = ingredientKey(name)
    .food.split(" ")
    .filter((word) => word.length >= 3 && !vagueWords.has(word));
  const groups = words.flatMap((word) => groupOf.get(word) ?? []);
  return [...new Set([...words, ...groups].map(stem))];
}

/** The heaviest non-optional ingredients that are not water, heaviest first. */
export function mainIngredients(entry: CatalogueEntry, nutrition: RecipeNutrition, count = mainIngredientCount): string[] {
  return entry.ingredients
    .map((ingredient, index) => ({ ingredient, line: nutrition.breakdown[index], grams: gramsForCheck(ingredient, nutrition, index) ?? 0 }))
    .filter(({ ingredient, line }) => !ingredient.isOptional && line?.status !== "water" && line?.status !== "to-taste")
    .sort((a, b) => b.grams - a.grams)
    .slice(0, count)
    .map(({ ingredient }) => ingredient.name);
}

export function checkMainIngredients(recipe: CheckedRecipe): Problem[] {
  const { file, slug, entry, nutrition } = recipe;
  const words = normaliseName(entry.steps.map((step) => step.description).join(" ")).split(" ");
  const missing = mainIngredients(entry, nutrition).filter((name) => {
    const stems = ingredientStems(name);
    return stems.length > 0 && !stems.some((s) => words.some((word) => word.startsWith(s)));
  });
  return missing.map((name) => ({
    file,
    slug,
    gate: "main-ingredients",
    message: `"${name}" é um dos ${mainIngredientCount} ingredientes mais pesados e nenhum passo o menciona: diga quando ele entra.`,
  }));
}

// ---------------------------------------------------------------------------------------
// One recipe, every gate

export const recipeGates = [
  checkUnits,
  checkTags,
  checkCoverage,
  checkTypedNutrition,
  checkDiets,
  checkTime,
  checkPortion,
  checkMainIngredients,
  ...editorRecipeGates,
];

export function checkRecipe(located: Located, table: TacoTable): { problems: Problem[]; checked: CheckedRecipe | null } {
  const parsed = checkSchema(located);
  if ("problems" in parsed) return { problems: parsed.problems, checked: null };
  const checked: CheckedRecipe = {
    file: located.file,
    slug: parsed.entry.slug,
    entry: parsed.entry,
    nutrition: nutritionOf(parsed.entry, table),
  };
  return { problems: recipeGates.flatMap((gate) => gate(checked)), checked };
}

// ---------------------------------------------------------------------------------------
// Across recipes: slugs and near-duplicates

export function checkSlugs(recipes: readonly { file: string; slug: string }[]): Problem[] {
  const first = new Map<string, string>();
  const problems: Problem[] = [];
  for (const { file, slug } of recipes) {
    const earlier = first.get(slug);
    if (earlier !== undefined) problems.push({ file, slug, gate: "slug", message: `slug repetido: já existe em ${earlier}.` });
    else first.set(slug, file);
  }
  return problems;
}

/** Trigrams of a title as pg_trgm makes them: each word padded, two spaces before, one after. */
export function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of foldedName(text).split(" ").filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return set;
}

export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Jaccard of two sorted lists of distinct numbers: the same value as `jaccard`, fast enough for every pair of 1,000+ recipes. */
function sortedJaccard(a: Int32Array, b: Int32Array): number {
  if (a.length === 0 && b.length === 0) return 0;
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return shared / (a.length + b.length - shared);
}

function interner(): (items: Iterable<string>) => Int32Array {
  const ids = new Map<string, number>();
  return (items) => {
    const list = [...items].map((item) => {
      let id = ids.get(item);
      if (id === undefined) ids.set(item, (id = ids.size));
      return id;
    });
    return Int32Array.from(list).sort();
  };
}

/** Jaccard is at most the smaller size over the larger: pairs that cannot reach the limit are skipped. */
const canReach = (a: Int32Array, b: Int32Array, limit: number) => Math.min(a.length, b.length) >= limit * Math.max(a.length, b.length);

/** Titles at least this similar (trigram Jaccard, as pg_trgm's similarity) are near-identical. */
export const titleSimilarityLimit = 0.65;
/** Ingredient sets overlapping at least this much (Jaccard of the folded foods) are the same dish. */
export const ingredientOverlapLimit = 0.85;
/** Sets this small overlap by chance (water, salt, sugar and a fruit): not compared. */
export const minIngredientsCompared = 4;

/** The foods of a recipe, folded and without size and preparation words. */
export function ingredientSet(entry: Pick<CatalogueEntry, "ingredients">): Set<string> {
  return new Set(entry.ingredients.map((ingredient) => ingredientKey(ingredient.name).food));
}

export interface VariantPair {
  slugs: [string, string];
  reason: string;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * Pairs of recipes with near-identical titles or ingredient sets, not on the allow-list.
 * Only pairs that involve one of `only` (when given) are reported: a writer's file
 * against the whole catalogue.
 */
export function findNearDuplicates(
  recipes: readonly Pick<CheckedRecipe, "file" | "slug" | "entry">[],
  allowed: readonly VariantPair[],
  only?: ReadonlySet<string>,
): Problem[] {
  const allowSet = new Set(allowed.map(({ slugs: [a, b] }) => pairKey(a, b)));
  const titleIds = interner();
  const foodIds = interner();
  const prepared = recipes.map((recipe) => ({
    ...recipe,
    title: titleIds(trigrams(recipe.entry.title)),
    foods: foodIds(ingredientSet(recipe.entry)),
  }));
  const problems: Problem[] = [];
  for (let i = 0; i < prepared.length; i++) {
    const a = prepared[i]!;
    for (let j = i + 1; j < prepared.length; j++) {
      const b = prepared[j]!;
      if (only && !only.has(a.slug) && !only.has(b.slug)) continue;
      if (allowSet.has(pairKey(a.slug, b.slug))) continue;
      const reported = only && !only.has(b.slug) ? a : b;
      const other = reported === a ? b : a;
      const titles = canReach(a.title, b.title, titleSimilarityLimit) ? sortedJaccard(a.title, b.title) : 0;
      if (titles >= titleSimilarityLimit)
        problems.push({
          file: reported.file,
          slug: reported.slug,
          gate: "near-duplicate",
          message: `título quase igual ao de "${other.slug}" (${other.file}), semelhança ${titles.toFixed(2)}: mude o título (ou, se for uma variação deliberada, registre o par em db/catalogue/variants/).`,
        });
      if (
        a.foods.length >= minIngredientsCompared &&
        b.foods.length >= minIngredientsCompared &&
        canReach(a.foods, b.foods, ingredientOverlapLimit)
      ) {
        const overlap = sortedJaccard(a.foods, b.foods);
        if (overlap >= ingredientOverlapLimit)
          problems.push({
            file: reported.file,
            slug: reported.slug,
            gate: "near-duplicate",
            message: `ingredientes quase iguais aos de "${other.slug}" (${other.file}), sobreposição ${overlap.toFixed(2)}: faça uma receita de fato diferente, ou, se for uma variação deliberada, registre o par em db/catalogue/variants/ (arquivo do seu lote).`,
          });
      }
    }
  }
  return problems;
}
