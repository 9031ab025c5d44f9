/**
 * Recipe amounts summed into what a Brazilian market sells (issue 23, decision 032):
 * "¼ xícara de leite" and "2 litros de leite" become "3 caixas de leite (1 litro)". The
 * same food is merged across recipes and units (its name read as the nutrition calculator
 * reads it, one spelling per food); cups and spoons of a food with a known density become
 * grams; the sum is then rounded up to what packages.ts says the market sells, never below
 * what the recipes need, and the line says by how much it rounded. Pure: no I/O.
 */
import { ingredientLine, pluralizeIngredient } from "~/domain/ingredient-line";
import { singularIngredient } from "~/domain/ingredient-parse";
import { foodEntries, type FoodEntry } from "~/domain/nutrition/foods";
import { ingredientKey, normaliseName } from "~/domain/nutrition/ingredient-name";
import { units, type Unit } from "~/domain/recipe";
import { canonicalWords } from "~/domain/spelling-variants";
import { convertQuantity, densityFor } from "~/domain/units";
import { formatDecimal } from "~/domain/numbers";
import { fold } from "~/domain/text";
import { packageRuleFor, type PackageRule } from "./packages";
import { sectionOfWords, type SectionId } from "./sections";

export interface RecipeAmount {
  name: string;
  /** 0 is "a gosto" (decision 027). */
  quantity: number;
  unit: Unit;
  /** The recipe that asks for it, so that a line can say which recipes need it. */
  recipe?: string;
}

export type BaseUnit = "g" | "ml" | "unidade";

export interface ShoppingAmount {
  /** The merge key: folded, singular, without preparation words. */
  key: string;
  /** The food as the list names it, in the singular: "cebola roxa", "leite". */
  name: string;
  section: SectionId;
  /** What to buy: 3 "caixas (1 litro)", 1 "kg", 6 "ovos"; null when only "a gosto". */
  amount: { quantity: number; unit: string } | null;
  /** The list's line: "3 caixas de leite (1 litro)", "1 kg de arroz", "sal (a gosto)". */
  text: string;
  /** The exact sum the recipes use, in base units; null when only "a gosto". */
  needed: { quantity: number; unit: BaseUnit } | null;
  /** What the purchase holds, in the unit of `needed` (1 kg bought: 1000 g); null when only "a gosto". */
  bought: { quantity: number; unit: BaseUnit } | null;
  /** How the line rounded: "compra 1 kg; usa 650 g"; null when it did not. */
  note: string | null;
  /** Kept at home by most cooks: the list shows it apart as "Confira se tem". */
  staple: boolean;
  recipes: string[];
}

/**
 * Caches of what a name reads as: a week's list reads the same names over and over.
 * Bounded, since names typed by cooks are not: past the limit a cache starts again.
 */
function remember<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  const found = cache.get(key);
  if (found !== undefined) return found;
  const value = compute();
  if (cache.size >= 5000) cache.clear();
  cache.set(key, value);
  return value;
}

// --- Reading names ----------------------------------------------------------------------

/** A package or a piece the recipe counts in ("2 latas de milho", "3 dentes de alho"): what is counted, not the food. */
const countedIn =
  /^(lata|latinha|caixinha|caixa|pote|vidro|pacote|sache|saquinho|tablete|envelope|dente|folha|ramo|raminho|talo|maco|cabeca|fatia|pe) de /;
const packageWords = new Set([
  "lata",
  "latinha",
  "caixinha",
  "caixa",
  "pote",
  "vidro",
  "pacote",
  "sache",
  "saquinho",
  "tablete",
  "envelope",
]);
const sizeWord = /\b(pequen[oa]s?|pequenin[oa]s?|médi[oa]s?|grandes?|graúd[oa]s?)\b/iu;
/** Said of how it is sold, not of the food: "milho verde em conserva" is the canned "milho verde". */
const soldAs = / (em conserva|enlatad[oa]|em lata)$/;

/**
 * Names that are one purchase: plain white rice, flour that is wheat flour, a boiled egg,
 * a spice "em pó" where the powder is how it is sold. ("pao frances?": the nutrition
 * normaliser reads "francês" and "franceses" as two different words.)
 */
const sameFood: [RegExp, string][] = [
  [/^arroz (branco|tipo 1|agulhinha|polido)$/, "arroz"],
  [/^farinha$/, "farinha de trigo"],
  [/^ovo (cozido|caipira|de galinha)$/, "ovo"],
  [/^(gema|clara) de ovo$/, "$1"],
  [/^(cominho|fermento quimico|colorau|curcuma|oregano|paprica|paprica doce|paprica defumada|acafrao de terra) em po$/, "$1"],
  [/^pao frances?$/, "pao france"],
];

/**
 * What a cook buys to get juice, zest or peel: the fruit. What one fruit gives, counted
 * low: a lime some 30 ml of juice, a teaspoon (5 ml) of zest, 20 g of peel; an orange some
 * 100 ml of juice, a tablespoon (15 ml) of zest, 50 g of peel. Millilitres and grams are
 * taken alike.
 */
const fromFruit: { pattern: RegExp; fruit: string; name: string; perFruit: number }[] = [
  { pattern: /^suco de limao$/, fruit: "limao", name: "limão", perFruit: 30 },
  { pattern: /^raspa de limao$/, fruit: "limao", name: "limão", perFruit: 5 },
  { pattern: /^casca de limao$/, fruit: "limao", name: "limão", perFruit: 20 },
  { pattern: /^suco de laranja$/, fruit: "laranja", name: "laranja", perFruit: 100 },
  { pattern: /^raspa de laranja$/, fruit: "laranja", name: "laranja", perFruit: 15 },
  { pattern: /^casca de laranja$/, fruit: "laranja", name: "laranja", perFruit: 50 },
];

/**
 * Cooked amounts bought raw: grams of the raw food per gram cooked, counted high. Rice
 * and pulses take up some 2½ and 2 times their weight in water; chicken loses a quarter of
 * its weight cooking.
 */
const rawPerCooked: [RegExp, number][] = [
  [/^arroz\b/, 0.4],
  [/^(feijao|grao de bico|lentilha)\b/, 0.5],
  [/^(frango|peito de frango|coxa de frango|sobrecoxa de frango)$/, 1.35],
];

/** Foods whose fresh form is another purchase than the usual canned one. */
const freshIsOther = /^(sardinha|atum|ervilha)$/;

interface FoodName {
  key: string;
  /** The list's name for it (`displayName`). */
  display: string;
  /** The first word when a recipe counts pieces or packages: "dente", "lata". */
  piece: string | null;
  /** "pequena", "grande": the size a counted line asks for, as written, and its weight against a medium one. */
  size: string | null;
  sizeFactor: number;
  /** Juice, zest or peel: the millilitres or grams one fruit gives. */
  perFruit: number | null;
  /** Cooked: grams of the raw food per gram. */
  rawFactor: number;
}

const nameCache = new Map<string, FoodName>();

function readName(name: string): FoodName {
  return remember(nameCache, name, () => readNameOnce(name));
}

function readNameOnce(name: string): FoodName {
  const read = ingredientKey(name);
  // The food's words as written (for the list's name), then in one spelling per food (for merging).
  let words = read.food;
  // A banana leaf is what is bought, not a leaf of something.
  const counted = words === "folha de bananeira" ? null : countedIn.exec(words);
  const piece = counted ? counted[1]! : null;
  if (counted) words = words.slice(counted[0].length);
  words = words.replace(soldAs, "");
  let rawFactor = 1;
  const cooked = / cozid[oa]$/.exec(words);
  const raw = cooked ? rawPerCooked.find(([pattern]) => pattern.test(words.slice(0, cooked.index))) : undefined;
  if (cooked && raw) {
    words = words.slice(0, cooked.index);
    rawFactor = raw[1];
  }
  if (freshIsOther.test(words) && /\bfresc[oa]s?\b/.test(fold(name))) words = `${words} ${words.endsWith("a") ? "fresca" : "fresco"}`;
  let key = canonicalWords(words.split(" ")).join(" ");
  for (const [pattern, same] of sameFood) key = key.replace(pattern, same);
  const fruit = fromFruit.find((entry) => entry.pattern.test(key));
  if (fruit) return { key: fruit.fruit, display: fruit.name, piece: null, size: null, sizeFactor: 1, perFruit: fruit.perFruit, rawFactor };
  const written = piece ? name.trim().replace(/^\S+\s+d[eoa]s?\s+/iu, "") : name;
  const size = sizeWord.exec(name)?.[0].toLowerCase() ?? null;
  return { key, display: displayName(written, words), piece, size, sizeFactor: read.sizeFactor, perFruit: null, rawFactor };
}

/** The words of the written name that the key kept, in the singular: "Cebolas roxas picadas" → "cebola roxa". */
function displayName(name: string, words: string): string {
  const keyWords = words.split(" ");
  const kept: string[] = [];
  let plural = false;
  let next = 0;
  for (const word of name.trim().split(/\s+/)) {
    const parts = normaliseName(word).split(" ").filter(Boolean);
    if (parts.length === 0 || next >= keyWords.length) continue;
    if (!parts.every((part, offset) => keyWords[next + offset] === part)) continue;
    kept.push(word.toLowerCase());
    plural ||= parts.join(" ") !== fold(word).replace(/-/g, " ");
    next += parts.length;
  }
  if (next < keyWords.length) return words;
  const phrase = kept.join(" ");
  return plural ? singularIngredient(phrase) : phrase;
}

// --- Kitchen weights ----------------------------------------------------------------------

const entryByName = new Map<string, FoodEntry>();
for (const entry of foodEntries) for (const name of entry.names) entryByName.set(normaliseName(name), entry);

/** The nutrition table's weight of one medium unit and of one 240 ml cup (nutrition/foods.ts), by key. */
function kitchenWeights(key: string): { unitGrams?: number; cupGrams?: number } {
  return entryByName.get(key) ?? {};
}

/** Millilitres and grams in one of each recipe unit, from the spec's table (units.ts): a cup 240 ml, a pinch 1 g. */
const perUnit = new Map(
  units.map((unit) => [
    unit,
    { ml: convertQuantity(1, unit, "ml", "")?.quantity ?? 0, g: convertQuantity(1, unit, "g", "")?.quantity ?? 0 },
  ]),
);

const densityCache = new Map<string, number | null>();

/** Grams per millilitre: the spec's densities and cup weights (units.ts) first, then the nutrition table's cup weights. */
function gramsPerMl(name: string, key: string): number | null {
  return remember(densityCache, name, () => {
    const density = densityFor(name) ?? densityFor(key);
    if (density) return density.gramsPerMl;
    const cupGrams = kitchenWeights(key).cupGrams;
    return cupGrams === undefined ? null : cupGrams / 240;
  });
}

// --- Merging ------------------------------------------------------------------------------

interface Sum {
  key: string;
  name: string;
  piece: string | null;
  /** Grams the recipes wrote as a mass (g, kg, pinches). */
  mass: number;
  /** Millilitres the recipes wrote as a volume (ml, l, cups, spoons). */
  volume: number;
  /** Those volumes in grams, where a density knows them. */
  volumeGrams: number;
  /** Millilitres of the volumes no density knows. */
  unweighable: number;
  /** Counted, in medium units ("1 abóbora grande" is 1,5). */
  units: number;
  /** The size every counted line says ("pequena") and their count as written; null when they differ or none says. */
  size: { word: string; units: number } | null | undefined;
  recipes: Set<string>;
}

/** The sum in grams; a volume nothing can weigh counts as water, 1 g a millilitre. */
const gramsOf = (sum: Sum) => sum.mass + sum.volumeGrams + sum.unweighable;

/** The sum in millilitres; a mass without a density counts as water. */
function millilitresOf(sum: Sum): number {
  return sum.volume + sum.mass / (gramsPerMl(sum.name, sum.key) ?? 1);
}

export function toShoppingAmounts(lines: readonly RecipeAmount[]): ShoppingAmount[] {
  const sums = new Map<string, Sum>();
  for (const line of lines) {
    const food = readName(line.name);
    if (food.key === "agua") continue; // Tap water is not bought.
    let sum = sums.get(food.key);
    if (!sum) {
      sum = {
        key: food.key,
        name: food.display,
        piece: food.piece,
        mass: 0,
        volume: 0,
        volumeGrams: 0,
        unweighable: 0,
        units: 0,
        size: undefined,
        recipes: new Set(),
      };
      sums.set(food.key, sum);
    }
    if (line.recipe) sum.recipes.add(line.recipe);
    if (line.quantity > 0) add(sum, food, line);
  }
  return [...sums.values()].map(shoppingAmount);
}

/** The food a name is bought as, the key lines merge on: "Cebolas roxas picadas" → "cebola roxa", "suco de limão" → "limao". */
export function foodKeyOf(name: string): string {
  return readName(name).key;
}

/**
 * What is still to buy of a line when part of it was bought already (`bought`, in the
 * line's base unit, the `bought` of the line ticked before): null when that covers what
 * the recipes need; otherwise the rest, bought as the market sells it. The week's list
 * asks this when the plan grows after the cook has shopped.
 */
export function stillToBuy(line: ShoppingAmount, bought: { quantity: number; unit: BaseUnit }): ShoppingAmount | null {
  if (!line.needed || line.needed.unit !== bought.unit) return line;
  const rest = line.needed.quantity - bought.quantity;
  if (rest <= slack) return null;
  const [topUp] = toShoppingAmounts([{ name: line.name, quantity: rest, unit: line.needed.unit }]);
  return topUp ? { ...topUp, key: line.key, section: line.section, staple: line.staple, recipes: line.recipes } : line;
}

function add(sum: Sum, food: FoodName, { quantity, unit, name }: RecipeAmount): void {
  if (unit === "unidade") {
    sum.size = sum.size === undefined && food.size ? { word: food.size, units: 0 } : sum.size?.word === food.size ? sum.size : null;
    if (sum.size) sum.size.units += quantity;
    sum.units += quantity * food.sizeFactor;
    sum.piece ??= food.piece;
    return;
  }
  const ml = perUnit.get(unit)!.ml * quantity;
  const grams = perUnit.get(unit)!.g * quantity;
  if (food.perFruit !== null) {
    sum.units += (ml + grams) / food.perFruit;
    return;
  }
  sum.mass += grams * food.rawFactor;
  if (ml === 0) return;
  sum.volume += ml * food.rawFactor;
  const density = gramsPerMl(name, food.key);
  if (density === null) sum.unweighable += ml * food.rawFactor;
  else sum.volumeGrams += ml * density * food.rawFactor;
}

const placeCache = new Map<string, { section: SectionId; rule: PackageRule; staple: boolean }>();

/** The food's section and how it is sold, once per key. */
function placeOf(key: string): { section: SectionId; rule: PackageRule; staple: boolean } {
  return remember(placeCache, key, () => {
    const found = sectionOfWords(key.split(" "));
    const { rule, staple } = packageRuleFor(key, found.section);
    // A fresh food sold in a can ("milho verde", "ervilha") is on the dry-goods aisle.
    const section = rule.kind === "container" && found.section === "hortifruti" ? "mercearia" : found.section;
    return { section, rule, staple };
  });
}

function shoppingAmount(sum: Sum): ShoppingAmount {
  const { section, rule, staple } = placeOf(sum.key);
  const line = { key: sum.key, name: sum.name, section, staple, recipes: [...sum.recipes] };
  if (sum.mass === 0 && sum.volume === 0 && sum.units === 0) {
    return { ...line, amount: null, text: `${sum.name} (a gosto)`, needed: null, bought: null, note: null };
  }
  return { ...line, ...buy(rule, sum) };
}

// --- Buying -------------------------------------------------------------------------------

type Purchase = Pick<ShoppingAmount, "amount" | "text" | "needed" | "bought" | "note">;

/** Below this, a sum of decimals is taken as a whole: 2,0000001 cartons are 2. */
const slack = 1e-6;
const ceil = (value: number) => Math.ceil(value - slack);
/** The smallest whole multiple of `step` at least `value`, and never nothing. */
const ceilTo = (value: number, step: number) => Math.max(step, ceil(value / step) * step);

function buy(rule: PackageRule, sum: Sum): Purchase {
  const { unitGrams } = kitchenWeights(sum.key);
  switch (rule.kind) {
    case "eggs":
      return eggs(sum);
    case "garlic":
      return garlic(sum);
    case "bunch":
      return bunches(rule, sum);
    case "stock":
      return stock(sum);
    case "spice": {
      // A spoonful of ground spice weighs about half of water's; a clove, a leaf or a stick about a gram.
      const grams = sum.mass + sum.volumeGrams + sum.unweighable * 0.5 + sum.units;
      const packets = Math.max(1, ceil(grams / 40));
      return {
        amount: { quantity: packets, unit: packets >= 2 ? "pacotes" : "pacote" },
        text: `${packets} ${packets >= 2 ? "pacotes" : "pacote"} de ${sum.name}`,
        needed: { quantity: Math.round(grams * 10) / 10, unit: "g" },
        bought: { quantity: packets * 40, unit: "g" },
        note: null,
      };
    }
    case "produce":
      if (sum.size && sum.mass === 0 && sum.volume === 0)
        return counted(sum, sum.size.units, `${sum.name} ${singularIngredient(sum.size.word)}`);
      // Counted when a recipe counts it or measures it in cups; weighed when a recipe weighs it.
      if (unitGrams !== undefined && (sum.units > 0 || sum.mass === 0)) return counted(sum, sum.units + gramsOf(sum) / unitGrams, sum.name);
      if (unitGrams === undefined && sum.units > 0 && gramsOf(sum) === 0) return counted(sum, sum.units, sum.name);
      return weighed(sum, gramsOf(sum) + sum.units * (unitGrams ?? 0), 100, 500, 500);
    case "weighed-produce":
      if (unitGrams === undefined && sum.units > 0) return counted(sum, sum.units, sum.name);
      return weighed(sum, gramsOf(sum) + sum.units * (unitGrams ?? 0), 100, 500, 500);
    case "counter":
      if (unitGrams === undefined && sum.units > 0) return counted(sum, sum.units, sum.name);
      return weighed(sum, gramsOf(sum) + sum.units * (unitGrams ?? 0), rule.below, rule.above, 1000);
    case "liquid":
      return liquid(sum);
    case "by-weight": {
      const grams = gramsOf(sum) + sum.units * (unitGrams ?? rule.step);
      const bought = ceilTo(grams, rule.step);
      return {
        amount: { quantity: bought / 1000, unit: "kg" },
        text: `${measureText(bought, "g")} de ${sum.name}`,
        needed: { quantity: Math.round(grams), unit: "g" },
        bought: { quantity: bought, unit: "g" },
        note: bought > grams + 0.5 ? usage(measureText(bought, "g"), usedText(grams, "g")) : null,
      };
    }
    case "container": {
      // "2 latas de milho" are two cans; "4 fatias de pão de forma" are 4 slices of one loaf.
      const perUnit = sum.piece !== null && !packageWords.has(sum.piece) && unitGrams !== undefined ? unitGrams : rule.size;
      const total = (rule.base === "g" ? gramsOf(sum) : millilitresOf(sum)) + sum.units * perUnit;
      const count = Math.max(1, ceil(total / rule.size));
      const container = count >= 2 ? rule.container[1] : rule.container[0];
      return {
        amount: { quantity: count, unit: `${container} (${rule.sizeText})` },
        text: `${count} ${container} de ${sum.name} (${rule.sizeText})`,
        needed: { quantity: Math.round(total), unit: rule.base },
        bought: { quantity: count * rule.size, unit: rule.base },
        note: count * rule.size > total + 0.5 ? usage(measureText(count * rule.size, rule.base), usedText(total, rule.base)) : null,
      };
    }
  }
}

/**
 * Eggs, and the eggs yolks and whites come from, in the packs a market sells: 6, a dozen,
 * two dozen, a tray of 30; past a tray, trays and the smallest pack for the rest (31 eggs
 * are a tray and 6, not two trays).
 */
function eggs(sum: Sum): Purchase {
  const needed = ceil(sum.units + gramsOf(sum) / 50);
  const parts = /^(gema|clara)$/.test(sum.key);
  const noun = parts ? `ovos (para ${needed} ${needed >= 2 ? pluralizeIngredient(sum.name) : sum.name})` : "ovos";
  const pack = (count: number) => (count <= 6 ? 6 : count <= 12 ? 12 : count <= 24 ? 24 : 30);
  const packText = (count: number) => (count === 6 ? "6" : count === 12 ? "1 dúzia" : "2 dúzias");
  let text: string;
  let bought: number;
  if (needed <= 24) {
    bought = pack(needed);
    text = bought === 6 ? `6 ${noun}` : bought === 12 ? `1 dúzia de ${noun}` : `2 dúzias de ${noun}`;
  } else {
    let trays = Math.floor(needed / 30);
    let rest = needed - trays * 30 > 0 ? pack(needed - trays * 30) : 0;
    if (rest === 30) [trays, rest] = [trays + 1, 0];
    bought = trays * 30 + rest;
    text = `${trays} ${trays === 1 ? "bandeja" : "bandejas"} de 30 ${noun}${rest ? ` e mais ${packText(rest)}` : ""}`;
  }
  return {
    amount: { quantity: bought, unit: "ovos" },
    text,
    needed: { quantity: needed, unit: "unidade" },
    bought: { quantity: bought, unit: "unidade" },
    note: bought > needed ? usage(`${bought} ovos`, `${needed}`) : null,
  };
}

/** One head of garlic holds about 10 cloves (nutrition/foods.ts: a clove 4 g, a head 40 g). */
function garlic(sum: Sum): Purchase {
  const cloves = sum.units * (sum.piece === "cabeca" ? 10 : 1) + gramsOf(sum) / 4;
  const heads = Math.max(1, ceil(cloves / 10));
  const unit = heads >= 2 ? "cabeças" : "cabeça";
  return {
    amount: { quantity: heads, unit },
    text: `${heads} ${unit} de alho`,
    needed: { quantity: ceil(cloves), unit: "unidade" },
    bought: { quantity: heads * 10, unit: "unidade" },
    note: usage(`${heads} ${unit}`, `${ceil(cloves)} ${ceil(cloves) >= 2 ? "dentes" : "dente"}`),
  };
}

function bunches(rule: Extract<PackageRule, { kind: "bunch" }>, sum: Sum): Purchase {
  // Cups of chopped leaves weigh what the nutrition table says (herbs 40 g a cup); grams are leaves.
  const grams = sum.mass + sum.volumeGrams + sum.unweighable * (40 / 240);
  // What one counted unit is of a bunch: a bunch or head, a leaf, or a sprig or plain "unidade" as the rule says.
  const bunchPerUnit = sum.piece === "maco" || sum.piece === "pe" ? 1 : sum.piece === "folha" ? 1 / rule.leaves : rule.perUnit;
  const needed = grams / rule.grams + sum.units * bunchPerUnit;
  const count = Math.max(1, ceil(needed));
  const noun = count >= 2 ? rule.noun[1] : rule.noun[0];
  const used = grams > 0 ? (sum.volume > 0 && sum.mass === 0 ? spoonsText(sum.volume) : `${Math.round(grams)} g`) : null;
  return {
    amount: { quantity: count, unit: noun },
    text: `${count} ${noun} de ${sum.name}`,
    needed: grams > 0 ? { quantity: Math.round(grams), unit: "g" } : { quantity: sum.units, unit: "unidade" },
    bought: grams > 0 ? { quantity: count * rule.grams, unit: "g" } : { quantity: count / bunchPerUnit, unit: "unidade" },
    note: used ? usage(`${count} ${noun}`, used) : null,
  };
}

/** Stock cubes: a box of 6; one cube makes 500 ml of stock. */
function stock(sum: Sum): Purchase {
  const cubes = sum.units + millilitresOf(sum) / 500;
  const boxes = Math.max(1, ceil(cubes / 6));
  return {
    amount: { quantity: boxes, unit: `${boxes >= 2 ? "caixas" : "caixa"} (6 tabletes)` },
    text: `${boxes} ${boxes >= 2 ? "caixas" : "caixa"} de ${sum.name} (6 tabletes)`,
    needed: { quantity: Math.round(cubes * 10) / 10, unit: "unidade" },
    bought: { quantity: boxes * 6, unit: "unidade" },
    note: null,
  };
}

/** Counted, whole units: "3 cebolas", "1 abóbora cabotiá pequena". */
function counted(sum: Sum, needed: number, name: string): Purchase {
  const count = Math.max(1, ceil(needed));
  const noun =
    sum.piece && !["dente", "folha", "ramo", "raminho", "talo", "casca", "raspa"].includes(sum.piece)
      ? `${pieceNames[sum.piece] ?? sum.piece} de ${name}`
      : name;
  const unit = count >= 2 ? pluralizeIngredient(noun) : noun;
  return {
    amount: { quantity: count, unit },
    text: `${count} ${unit}`,
    needed: { quantity: Math.round(needed * 100) / 100, unit: "unidade" },
    bought: { quantity: count, unit: "unidade" },
    note: count > needed + slack ? usage(String(count), formatDecimal(needed, 1)) : null,
  };
}

const pieceNames: Record<string, string> = { cabeca: "cabeça", maco: "maço", pe: "pé", sache: "sachê" };

/** By weight: `below` steps up to `limit`, `above` steps beyond ("300 g", "1,5 kg"). */
function weighed(sum: Sum, grams: number, below: number, above: number, limit: number): Purchase {
  const bought = grams <= limit ? ceilTo(grams, below) : ceilTo(grams, above);
  return {
    amount: bought >= 1000 ? { quantity: bought / 1000, unit: "kg" } : { quantity: bought, unit: "g" },
    text: `${measureText(bought, "g")} de ${sum.name}`,
    needed: { quantity: Math.round(grams), unit: "g" },
    bought: { quantity: bought, unit: "g" },
    note: bought > grams + 0.5 ? usage(measureText(bought, "g"), usedText(grams, "g")) : null,
  };
}

/** By the 100 ml up to a litre, then the half litre. */
function liquid(sum: Sum): Purchase {
  const ml = millilitresOf(sum);
  const bought = ml <= 1000 ? ceilTo(ml, 100) : ceilTo(ml, 500);
  return {
    amount: bought >= 1000 ? { quantity: bought / 1000, unit: bought >= 2000 ? "litros" : "litro" } : { quantity: bought, unit: "ml" },
    text: `${measureText(bought, "ml")} de ${sum.name}`,
    needed: { quantity: Math.round(ml), unit: "ml" },
    bought: { quantity: bought, unit: "ml" },
    note: bought > ml + 0.5 ? usage(measureText(bought, "ml"), usedText(ml, "ml")) : null,
  };
}

// --- Wording ------------------------------------------------------------------------------

/** "650 g", "1,5 kg", "750 ml", "2 litros": the measure alone, as a recipe line prints it. */
function measureText(quantity: number, base: "g" | "ml"): string {
  return ingredientLine(quantity, base, "x").amount;
}

/** What the recipes use, never rounded down: "650 g", "2,06 litros". */
function usedText(quantity: number, base: "g" | "ml"): string {
  if (quantity < 1000) return measureText(Math.max(1, ceil(quantity)), base);
  const large = ceil(quantity / 10) / 100;
  return `${formatDecimal(large, 2)} ${base === "g" ? "kg" : large >= 2 ? "litros" : "litro"}`;
}

/** Spoonfuls as a cook says them: "3 colheres de sopa", "½ xícara". */
function spoonsText(ml: number): string {
  return ingredientLine(ml / 15, "colher de sopa", "x").amount;
}

/** "compra 1 kg; usa 650 g": said only when the purchase is more than the recipes use. */
function usage(bought: string, used: string): string {
  return `compra ${bought}; usa ${used}`;
}
