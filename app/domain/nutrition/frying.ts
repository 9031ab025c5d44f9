/**
 * How much deep-frying oil a dish keeps (decision 030): not a share of the pot, but what the
 * fried food takes up, from its mass and its kind. The rest stays in the pan.
 *
 * Rates, in grams of oil per 100 g of the food as it goes in raw, come from TACO's own pairs of
 * a raw and a fried food (4th ed., NEPA/UNICAMP 2011): the solids other than fat (protein,
 * carbohydrate, ash) neither leave nor enter the pan, so per 100 g raw the fried food weighs
 * solids_raw / solids_fried × 100 g, and the oil it took up is its fat at that weight less the
 * fat it had. Each kind is the mean of its pairs (`fryingPairs`); a kind that gives fat off
 * (bacon, linguiça, toucinho: −34 g for toucinho) takes up none. The figures agree with the
 * reviews of deep frying: 8–25 % of the fried weight (Ziaiifar et al., Int. J. Food Sci. Tech.
 * 43, 2008), 6 % for nuts to 40 % for potato chips (Montes et al., Rev. Chil. Nutr. 43(1), 2016).
 *
 * What is fried: the ingredients a deep-frying step (or a breading step before it) names; when a
 * frying step names none ("frite os bolinhos em óleo a 180 °C"), the whole dough or mixture is
 * fried, every weighed ingredient but water, the oil and what only comes in after the frying
 * (a sauce, a topping). The kind: a dough or a mixture the steps shape into bolinhos, pastéis,
 * coxinhas → "massa"; anything coated in flour, crumbs, fubá or starch → "empanado";
 * otherwise each food by its own kind.
 * Pure: the table comes in as an argument.
 */
import { formatDecimal } from "~/domain/numbers";
import { fold } from "~/domain/text";
import { normaliseName } from "./ingredient-name";
import type { TacoFood, TacoTable } from "./taco";

export type FryingKind = "massa" | "empanado" | "legume" | "carne" | "ovo" | "gordura";

/** TACO numbers of [raw, fried] pairs, per kind. */
export const fryingPairs: Record<Exclude<FryingKind, "gordura">, readonly [number, number][]> = {
  // Pastel de carne, pastel de queijo: dough with its filling.
  massa: [
    [55, 56],
    [57, 58],
  ],
  // Contra-filé à milanesa; pescada and cação "com farinha de trigo", fried.
  empanado: [
    [345, 340],
    [307, 306],
    [283, 281],
  ],
  // Batata inglesa, mandioca.
  legume: [
    [92, 93],
    [130, 132],
  ],
  // Sardinha, merluza, pescada branca, lambari, bisteca de porco.
  carne: [
    [321, 320],
    [302, 303],
    [304, 305],
    [296, 297],
    [427, 428],
  ],
  ovo: [[489, 490]],
};

function moistureAndFat(food: TacoFood): { moisture: number; fat: number } {
  if (food.moisture === null) throw new Error(`TACO ${food.id} (${food.description}) sem umidade: não serve de par de fritura.`);
  return { moisture: food.moisture, fat: food.per100g.fat ?? 0 };
}

/** Grams of oil 100 g of the raw food takes up when fried, from one TACO pair. */
export function oilTakenUp(raw: TacoFood, fried: TacoFood): number {
  const before = moistureAndFat(raw);
  const after = moistureAndFat(fried);
  const solidsBefore = 100 - before.moisture - before.fat;
  const solidsAfter = 100 - after.moisture - after.fat;
  return (after.fat * solidsBefore) / solidsAfter - before.fat;
}

const ratesCache = new WeakMap<TacoTable, Record<FryingKind, number>>();

/** Grams of oil per 100 g of raw food, per kind, from the table's pairs. */
export function fryingRates(table: TacoTable): Record<FryingKind, number> {
  let rates = ratesCache.get(table);
  if (!rates) {
    const mean = (pairs: readonly [number, number][]) =>
      pairs.reduce((sum, [raw, fried]) => sum + oilTakenUp(foodOf(table, raw), foodOf(table, fried)), 0) / pairs.length;
    rates = {
      massa: mean(fryingPairs.massa),
      empanado: mean(fryingPairs.empanado),
      legume: mean(fryingPairs.legume),
      carne: mean(fryingPairs.carne),
      ovo: mean(fryingPairs.ovo),
      gordura: 0,
    };
    ratesCache.set(table, rates);
  }
  return rates;
}

function foodOf(table: TacoTable, id: number): TacoFood {
  const food = table.get(id);
  if (!food) throw new Error(`Alimento TACO ${id} não está na tabela.`);
  return food;
}

/** One weighed ingredient of the recipe, as the calculator read it. */
export interface FryingLine {
  /** The food key (ingredient-name.ts): "file de frango", "farinha de rosca". */
  key: string;
  grams: number;
  /** The TACO food it was matched to, if any. */
  food: TacoFood | null;
}

/** The verb, not the dish: "sirva com batata frita" fries nothing. */
const deepFrying = /\b(frite|fritar|fritura|fritando|frite-os|frite-as)\b/;
/** A pan with a little fat is not deep frying. */
const shallow =
  /\b(fio de (oleo|azeite)|colher(es)? (de sopa |de cha )?(de |do |da )?(oleo|azeite|manteiga)|na manteiga|frigideira com (um|uma|pouco|\d))/;
const coating = /\b(passe|passa|empane|empanar|envolva|enfarinhe|polvilhe)\b/;
/** A dough or a mixture shaped before it is fried. */
const shaping =
  /\b(bolinh\w*|pastel|pasteis|coxinha\w*|croquete\w*|quibe\w*|acaraje\w*|churros|dadinho\w*|modele|molde|modelar|enrole|recheie)\b/;
const coatingFood = /\b(farinha|fuba|amido|maisena|maizena|panko|polvilho|flocao|tapioca)\b/;
const fatty = /\b(toucinho|bacon|linguica|calabresa|paio|torresmo|pancetta|banha|pele de porco)\b/;
const stopWords = new Set(["de", "com", "em", "sem", "para", "cru", "crua", "ou", "e", "a", "o"]);
/** A fat in the dough is never "named" by "frite em óleo quente". */
const cookingFat = /^(oleo|azeite)\b/;
/** What a step serves alongside ("sirva com limão") is not in the pan. */
const withoutServing = (text: string) => text.replace(/\b(sirva|servir|acompanhe)\b.*$/, "");

function kindOf(line: FryingLine): FryingKind {
  if (fatty.test(line.key)) return "gordura";
  if (coatingFood.test(line.key)) return "massa";
  switch (line.food?.category) {
    case "Carnes e derivados":
    case "Pescados e frutos do mar":
      return "carne";
    case "Ovos e derivados":
      return "ovo";
    case "Verduras, hortaliças e derivados":
    case "Frutas e derivados":
      return "legume";
    default:
      return "massa";
  }
}

/** Seafood that is not a fish: "frite o peixe" does not name the camarão. */
const shellfish = /\b(camarao|caranguejo|siri|lula|polvo|marisco|mexilhao|sururu|ostra|lagosta)\b/;
/** A fish line, which a step may call "o peixe" ("1 kg de jaraqui" … "seque os peixes e frite"). */
const isFish = (line: FryingLine) => line.food?.category === "Pescados e frutos do mar" && !shellfish.test(line.key);

/** The lines a step names: by the food's whole name, by a word no other line shares, or a fish as "peixe". */
function namedIn(step: string, lines: readonly FryingLine[], { served = false } = {}): FryingLine[] {
  const text = ` ${normaliseName(served ? step : withoutServing(step))} `;
  const words = new Set(text.trim().split(" "));
  const wordsOf = (line: FryingLine) => line.key.split(" ").filter((word) => word.length >= 3 && !stopWords.has(word));
  return lines.filter((line) => {
    if (cookingFat.test(line.key)) return false;
    if (text.includes(` ${line.key} `)) return true;
    if (words.has("peixe") && isFish(line)) return true;
    return wordsOf(line).some((word) => words.has(word) && !lines.some((other) => other !== line && wordsOf(other).includes(word)));
  });
}

export interface AbsorbedOil {
  /** Grams of oil the fried food takes up (before the cap at the oil in the pot). */
  grams: number;
  /** Grams of food fried, and its kind when one kind dominates the description. */
  friedGrams: number;
  kind: FryingKind;
}

/**
 * The oil a recipe's fried food takes up. `lines` are its weighed ingredients other than water
 * and the frying oil; `steps` its method (without steps, every line is fried).
 */
export function absorbedOil(lines: readonly FryingLine[], steps: readonly { description: string }[], table: TacoTable): AbsorbedOil {
  const rates = fryingRates(table);
  const texts = steps.map((step) => fold(step.description));
  const isFryingStep = (text: string) => deepFrying.test(text) && !shallow.test(text);
  const lastFrying = texts.findLastIndex(isFryingStep);
  const fried = new Set<FryingLine>();
  const isCoating = (line: FryingLine) => coatingFood.test(line.key) || kindOf(line) === "ovo";
  let whole = lastFrying < 0;
  for (const text of texts.filter(isFryingStep)) {
    const named = namedIn(text, lines);
    // "Frite em óleo a 180 °C" or "passe na farinha e no ovo e frite": the shaped mixture is fried.
    if (named.length === 0 || (named.every(isCoating) && !named.every((line) => kindOf(line) === "ovo"))) whole = true;
    for (const line of named) fried.add(line);
  }
  if (lastFrying >= 0) {
    for (const text of texts.filter((text) => coating.test(text)))
      for (const line of namedIn(text, lines)) if (isCoating(line)) fried.add(line);
  }
  if (whole) {
    // The mixture: every line but those that only come in after the frying (a sauce, a topping, a dip).
    const namedBy = (from: number, to: number, served: boolean) =>
      new Set(texts.slice(from, to).flatMap((text) => namedIn(text, lines, { served })));
    const before = namedBy(0, lastFrying + 1, false);
    const after = namedBy(lastFrying + 1, texts.length, true);
    for (const line of lines) if (before.has(line) || !after.has(line)) fried.add(line);
  }

  const friedLines = [...fried];
  const friedGrams = friedLines.reduce((sum, line) => sum + line.grams, 0);
  const shaped = whole && texts.some((text) => shaping.test(text));
  const coated = !shaped && friedLines.some((line) => coatingFood.test(line.key));
  const kindFor = (line: FryingLine): FryingKind => {
    const own = kindOf(line);
    if (own === "gordura") return own;
    if (shaped) return "massa";
    if (coated) return "empanado";
    return own;
  };
  const grams = friedLines.reduce((sum, line) => sum + (line.grams * rates[kindFor(line)]) / 100, 0);
  const byKind = new Map<FryingKind, number>();
  for (const line of friedLines) byKind.set(kindFor(line), (byKind.get(kindFor(line)) ?? 0) + line.grams);
  const kind = [...byKind].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "massa";
  return { grams, friedGrams, kind };
}

const kindWords: Record<FryingKind, string> = {
  massa: "massa ou bolinho",
  empanado: "empanado",
  legume: "batata, mandioca ou legume",
  carne: "carne ou peixe sem cobertura",
  ovo: "ovo",
  gordura: "carne gorda",
};

/** What the breakdown says of the frying oil counted. */
export function fryingNote(absorbed: AbsorbedOil, counted: number): string {
  const grams = (value: number) => formatDecimal(value, 0);
  return `Óleo de fritura: conta-se o que a comida frita absorve (${grams(counted)} g para ${grams(absorbed.friedGrams)} g de ${kindWords[absorbed.kind]}, pelas frituras da TACO); o resto fica na panela.`;
}
