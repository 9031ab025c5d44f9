/**
 * Recipe amounts summed into what a Brazilian market sells (issue 23, decision 032):
 * "¼ xícara de leite" and "2 litros de leite" become "3 caixas de leite (1 litro)". The
 * same food is merged across recipes and units (its name read as the nutrition calculator
 * reads it, one spelling per food); cups and spoons of a food with a known density become
 * grams; the sum is then rounded up to whole packages, bunches, heads, dozens or a
 * butcher's weight, never below what the recipes need, and the line says by how much it
 * rounded. Pure: no I/O.
 */
import { ingredientLine, pluralizeIngredient } from "~/domain/ingredient-line";
import { foodEntries, type FoodEntry } from "~/domain/nutrition/foods";
import { ingredientKey, normaliseName } from "~/domain/nutrition/ingredient-name";
import { singularIngredient } from "~/domain/ingredient-parse";
import type { Unit } from "~/domain/recipe";
import { canonicalWords } from "~/domain/spelling-variants";
import { convertQuantity } from "~/domain/units";
import { formatDecimal } from "~/lib/numbers";
import { sectionOf, type SectionId } from "./sections";

export interface RecipeAmount {
  name: string;
  /** 0 is "a gosto" (decision 027). */
  quantity: number;
  unit: Unit;
  /** The recipe that asks for it, to say which recipes need a line. */
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
  /** The list line: "3 caixas de leite (1 litro)", "1 kg de arroz", "sal (a gosto)". */
  text: string;
  /** The exact sum the recipes use, in base units; null when only "a gosto". */
  needed: { quantity: number; unit: BaseUnit } | null;
  /** How the line rounded: "compra 1 kg; usa 650 g"; null when it did not. */
  note: string | null;
  /** Kept at home by most cooks: the list shows it apart as "Confira se tem". */
  staple: boolean;
  recipes: string[];
}

// --- Reading names ----------------------------------------------------------------------

/** A package or a piece the recipe counts in ("2 latas de milho", "3 dentes de alho"): what is counted, not the food. */
const countedIn =
  /^(lata|latinha|caixinha|caixa|pote|vidro|pacote|sache|saquinho|tablete|envelope|dente|folha|ramo|raminho|talo|maco|cabeca|fatia) de /;
const sizeWord = /\b(pequen[oa]s?|pequenin[oa]s?|médi[oa]s?|grandes?|graúd[oa]s?)\b/iu;
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
/** Said of how it is sold, not of the food: "milho verde em conserva" is the canned "milho verde". */
const soldAs = / (em conserva|enlatad[oa]|em lata)$/;

interface FoodName {
  key: string;
  /** The first word when a recipe counts pieces or packages: "dente", "lata". */
  piece: string | null;
}

/**
 * Names that are one purchase: plain white rice, flour that is wheat flour, a boiled egg,
 * a spice "em pó" where the powder is how it is sold. ("pao frances?" covers the nutrition
 * normaliser reading "francês" and "franceses" as two words.)
 */
const sameFood: [RegExp, string][] = [
  [/^arroz (branco|tipo 1|agulhinha|polido)$/, "arroz"],
  [/^farinha$/, "farinha de trigo"],
  [/^ovo (cozido|caipira|de galinha)$/, "ovo"],
  [/^(cominho|fermento quimico|colorau|curcuma|oregano|paprica|paprica doce|paprica defumada|acafrao de terra) em po$/, "$1"],
  [/^pao frances?$/, "pao france"],
];

const nameCache = new Map<string, FoodName>();

function readName(name: string): FoodName {
  let found = nameCache.get(name);
  if (found) return found;
  let key = canonicalWords(ingredientKey(name).food.split(" ")).join(" ");
  const counted = countedIn.exec(key);
  const piece = counted ? counted[1]! : null;
  if (counted) key = key.slice(counted[0].length);
  key = key.replace(soldAs, "");
  for (const [pattern, same] of sameFood) key = key.replace(pattern, same);
  found = { key, piece };
  nameCache.set(name, found);
  return found;
}

/** The words of the written name that the key kept, in the singular: "Cebolas roxas picadas" → "cebola roxa". */
function displayName(name: string, key: string): string {
  const keyWords = key.split(" ");
  const kept: string[] = [];
  let next = 0;
  for (const word of name.trim().split(/\s+/)) {
    const parts = normaliseName(word).split(" ").filter(Boolean);
    const canonical = canonicalWords(parts);
    if (parts.length === 0 || next >= keyWords.length) continue;
    const matches = (words: string[]) => words.every((part, offset) => keyWords[next + offset] === part);
    if (matches(parts)) {
      kept.push(word.toLowerCase());
      next += parts.length;
    } else if (matches(canonical)) {
      kept.push(word.toLowerCase());
      next += canonical.length;
    }
  }
  if (next < keyWords.length) return key;
  return singularIngredient(kept.join(" "));
}

// --- Kitchen weights ----------------------------------------------------------------------

const entryByName = new Map<string, FoodEntry>();
for (const entry of foodEntries) for (const name of entry.names) entryByName.set(normaliseName(name), entry);

/** The nutrition table's weight of one unit and of one 240 ml cup (nutrition/foods.ts), by key. */
function kitchenWeights(key: string): { unitGrams?: number; cupGrams?: number } {
  return entryByName.get(key) ?? {};
}

const millilitres: Partial<Record<Unit, number>> = { ml: 1, l: 1000, xícara: 240, "colher de sopa": 15, "colher de chá": 5 };

/** Grams for a recipe amount, when the spec's densities (units.ts) or the nutrition table's cup weights know them. */
function gramsOf(quantity: number, unit: Unit, name: string, key: string): number | null {
  const converted = convertQuantity(quantity, unit, "g", name);
  if (converted) return converted.quantity;
  const cupGrams = kitchenWeights(key).cupGrams;
  const ml = millilitres[unit];
  if (cupGrams !== undefined && ml !== undefined) return (quantity * ml * cupGrams) / 240;
  return null;
}

// --- Package rules ------------------------------------------------------------------------

type Rule =
  /** Sold by weight in round packages, written by weight: "2 kg de arroz". `step` is the smallest package. */
  | { kind: "by-weight"; step: number; base: "g" | "ml" }
  /** Sold in one container: "3 caixas de leite (1 litro)". */
  | { kind: "container"; size: number; base: "g" | "ml"; container: [string, string]; sizeText: string }
  /** At the counter, by weight: 100 g steps to a kilo, then half kilos. */
  | { kind: "counter"; below: number; above: number }
  | { kind: "eggs" }
  | { kind: "bunch" }
  | { kind: "garlic" }
  /** A spice: a small packet (about 40 g), whatever the spoonfuls. */
  | { kind: "spice" }
  /** Fruits, vegetables and breads: counted, or weighed when the recipe weighs them. */
  | { kind: "produce" };

const kg = 1000;
/**
 * Package sizes as Brazilian supermarkets stock them (the leading brands' most common
 * size on the shelves of the big chains, November 2026); decision 032 keeps the table.
 * The first pattern that matches the key wins, so specific names come first.
 */
const rules: { pattern: RegExp; rule: Rule; staple?: true }[] = [
  { pattern: /^(agua|agua filtrada)$/, rule: { kind: "produce" } }, // filtered out before: tap water is not bought.
  { pattern: /^ovo$/, rule: { kind: "eggs" } },
  { pattern: /^(gema|clara)( de ovo)?$/, rule: { kind: "eggs" } },
  { pattern: /^alho$/, rule: { kind: "garlic" } },
  {
    pattern:
      /^(coentro|salsinha|cebolinha|cheiro verde|hortela|manjericao|alecrim|tomilho|salvia|endro|jambu|capim santo|erva cidreira|rucula|agriao|espinafre|couve|almeirao|chicoria|ora pro nobi)\b/,
    rule: { kind: "bunch" },
  },
  { pattern: /^sal\b/, rule: { kind: "by-weight", step: kg, base: "g" }, staple: true },
  // Grains, sugar, flours: 1 kg packets (5 kg bales of rice and sugar are five of them).
  { pattern: /^acucar\b(?! de confeiteiro)/, rule: { kind: "by-weight", step: kg, base: "g" }, staple: true },
  {
    pattern: /^(arroz|feijao|farinha de trigo|farinha$|fuba|farinha de mandioca|flocao|farinha de milho)\b/,
    rule: { kind: "by-weight", step: kg, base: "g" },
  },
  {
    pattern: /^acucar de confeiteiro\b/,
    rule: { kind: "container", size: 500, base: "g", container: ["pacote", "pacotes"], sizeText: "500 g" },
  },
  { pattern: /^(leite condensado)\b/, rule: { kind: "container", size: 395, base: "g", container: ["lata", "latas"], sizeText: "395 g" } },
  {
    pattern: /^creme de leite\b/,
    rule: { kind: "container", size: 200, base: "g", container: ["caixinha", "caixinhas"], sizeText: "200 g" },
  },
  { pattern: /^leite de coco\b/, rule: { kind: "container", size: 200, base: "ml", container: ["vidro", "vidros"], sizeText: "200 ml" } },
  { pattern: /^leite em po\b/, rule: { kind: "container", size: 380, base: "g", container: ["lata", "latas"], sizeText: "380 g" } },
  { pattern: /^leite$/, rule: { kind: "container", size: 1000, base: "ml", container: ["caixa", "caixas"], sizeText: "1 litro" } },
  {
    pattern: /^manteiga$|^manteiga sem sal$|^margarina$/,
    rule: { kind: "container", size: 200, base: "g", container: ["pote", "potes"], sizeText: "200 g" },
  },
  { pattern: /^requeijao\b/, rule: { kind: "container", size: 200, base: "g", container: ["copo", "copos"], sizeText: "200 g" } },
  { pattern: /^iogurte\b/, rule: { kind: "container", size: 170, base: "g", container: ["pote", "potes"], sizeText: "170 g" } },
  {
    pattern: /^(oleo|oleo de soja)$/,
    rule: { kind: "container", size: 900, base: "ml", container: ["garrafa", "garrafas"], sizeText: "900 ml" },
    staple: true,
  },
  {
    pattern: /^azeite( de oliva)?$/,
    rule: { kind: "container", size: 500, base: "ml", container: ["garrafa", "garrafas"], sizeText: "500 ml" },
    staple: true,
  },
  {
    pattern: /^azeite de dende\b/,
    rule: { kind: "container", size: 200, base: "ml", container: ["garrafa", "garrafas"], sizeText: "200 ml" },
  },
  {
    pattern: /^vinagre\b/,
    rule: { kind: "container", size: 750, base: "ml", container: ["garrafa", "garrafas"], sizeText: "750 ml" },
    staple: true,
  },
  // Canned vegetables: the 200 g can drains to 170 g, which is what recipes measure.
  {
    pattern: /^(milho verde|milho|ervilha)$/,
    rule: { kind: "container", size: 170, base: "g", container: ["lata", "latas"], sizeText: "170 g" },
  },
  {
    pattern: /^(atum|sardinha)\b/,
    rule: { kind: "container", size: 120, base: "g", container: ["lata", "latas"], sizeText: "120 g drenado" },
  },
  { pattern: /^(extrato de tomate)\b/, rule: { kind: "container", size: 140, base: "g", container: ["lata", "latas"], sizeText: "140 g" } },
  {
    pattern: /^(molho de tomate|polpa de tomate|passata de tomate|tomate pelado)\b/,
    rule: { kind: "container", size: 340, base: "g", container: ["caixa", "caixas"], sizeText: "340 g" },
  },
  { pattern: /^amido de milho\b/, rule: { kind: "container", size: 200, base: "g", container: ["caixa", "caixas"], sizeText: "200 g" } },
  {
    pattern: /^(chocolate em po|cacau em po|cacau)\b/,
    rule: { kind: "container", size: 200, base: "g", container: ["pacote", "pacotes"], sizeText: "200 g" },
  },
  { pattern: /^fermento quimico\b/, rule: { kind: "container", size: 100, base: "g", container: ["lata", "latas"], sizeText: "100 g" } },
  { pattern: /^fermento biologico\b/, rule: { kind: "container", size: 10, base: "g", container: ["sachê", "sachês"], sizeText: "10 g" } },
  { pattern: /^aveia\b/, rule: { kind: "container", size: 200, base: "g", container: ["caixa", "caixas"], sizeText: "200 g" } },
  // A 500 g loaf is some 20 slices of 25 g (nutrition/foods.ts).
  { pattern: /^pao de forma\b/, rule: { kind: "container", size: 500, base: "g", container: ["pacote", "pacotes"], sizeText: "500 g" } },
  {
    pattern: /^(macarrao|espaguete|talharim|penne|parafuso|massa de lasanha)\b/,
    rule: { kind: "container", size: 500, base: "g", container: ["pacote", "pacotes"], sizeText: "500 g" },
  },
  { pattern: /^mel\b/, rule: { kind: "container", size: 300, base: "g", container: ["pote", "potes"], sizeText: "300 g" } },
  {
    pattern: /^shoyu\b/,
    rule: { kind: "container", size: 150, base: "ml", container: ["frasco", "frascos"], sizeText: "150 ml" },
    staple: true,
  },
  {
    pattern: /^cafe\b/,
    rule: { kind: "container", size: 500, base: "g", container: ["pacote", "pacotes"], sizeText: "500 g" },
    staple: true,
  },
  // Meat and fish at the counter; cheese and cold cuts sliced by the 100 g.
  { pattern: /^(queijo|presunto|mortadela|salame|ricota)\b/, rule: { kind: "counter", below: 100, above: 100 } },
];

const butcherRule: Rule = { kind: "counter", below: 100, above: 500 };

function ruleFor(key: string, section: SectionId): { rule: Rule; staple: boolean } {
  const found = rules.find((entry) => entry.pattern.test(key));
  if (found) return { rule: found.rule, staple: found.staple === true || section === "temperos" };
  if (section === "temperos") return { rule: { kind: "spice" }, staple: true };
  if (section === "acougue") return { rule: butcherRule, staple: false };
  if (section === "hortifruti" || section === "padaria") return { rule: { kind: "produce" }, staple: false };
  return { rule: { kind: "counter", below: 100, above: 500 }, staple: false };
}

// --- Wording ------------------------------------------------------------------------------

/** "650 g", "1,5 kg", "750 ml", "2 litros": the measure alone. */
function measureText(quantity: number, base: "g" | "ml"): string {
  return ingredientLine(quantity, base, "x").amount;
}

function countText(count: number, name: string): string {
  return `${count} ${count >= 2 ? pluralizeIngredient(name) : name}`;
}

/** What the recipes use, never rounded down: "650 g", "2,06 litros". */
function usedText(quantity: number, base: "g" | "ml"): string {
  if (quantity < 1000) return measureText(Math.ceil(quantity - 1e-9), base);
  const large = Math.ceil(quantity / 10 - 1e-9) / 100;
  return `${formatDecimal(large, 2)} ${base === "g" ? "kg" : large >= 2 ? "litros" : "litro"}`;
}

/** "compra 1 kg; usa 650 g": said only when the purchase is more than the recipes use. */
function usage(bought: string, used: string): string {
  return `compra ${bought}; usa ${used}`;
}

/** The smallest whole multiple of `step` that is at least `value` (with a little slack for sums of decimals). */
function ceilTo(value: number, step: number): number {
  return Math.max(step, Math.ceil(value / step - 1e-9) * step);
}

/** Spoonfuls as a cook says them: "3 colheres de sopa", "½ xícara". */
function spoonsText(ml: number): string {
  return ingredientLine(ml / 15, "colher de sopa", "x").amount;
}

// --- Merging ------------------------------------------------------------------------------

interface Sum {
  key: string;
  name: string;
  piece: string | null;
  grams: number;
  ml: number;
  /** Counted in medium units ("1 abóbora grande" is 1,5). */
  units: number;
  /** The part of `grams` the recipes wrote in g or kg (the rest came from cups by a density). */
  weighed: number;
  /** As written, when every counted line says the same size ("pequena"); null when they differ or none says. */
  size: { word: string; units: number } | null | undefined;
  toTaste: boolean;
  recipes: Set<string>;
}

export function toShoppingAmounts(lines: readonly RecipeAmount[]): ShoppingAmount[] {
  const sums = new Map<string, Sum>();
  for (const line of lines) {
    const { key, piece } = readName(line.name);
    if (key === "agua") continue; // Tap water is not bought.
    let sum = sums.get(key);
    if (!sum) {
      sum = {
        key,
        name: displayName(
          line.name.replace(/^\S+ de /i, (prefix) => (piece ? "" : prefix)),
          key,
        ),
        piece,
        grams: 0,
        weighed: 0,
        ml: 0,
        units: 0,
        size: undefined,
        toTaste: false,
        recipes: new Set(),
      };
      sums.set(key, sum);
    }
    if (line.recipe) sum.recipes.add(line.recipe);
    if (!(line.quantity > 0)) {
      sum.toTaste = true;
      continue;
    }
    if (line.unit === "unidade") {
      const { sizeFactor } = ingredientKey(line.name);
      const word = sizeWord.exec(line.name)?.[0].toLowerCase() ?? null;
      sum.size = sum.size === undefined && word ? { word, units: 0 } : sum.size?.word === word ? sum.size : null;
      if (sum.size) sum.size.units += line.quantity;
      sum.units += line.quantity * sizeFactor;
      sum.piece ??= piece;
      continue;
    }
    const grams = gramsOf(line.quantity, line.unit, line.name, key);
    if (grams === null) sum.ml += line.quantity * millilitres[line.unit]!;
    else sum.grams += grams;
    if (grams !== null && (line.unit === "g" || line.unit === "kg")) sum.weighed += grams;
  }
  return [...sums.values()].map(shoppingAmount);
}

function shoppingAmount(sum: Sum): ShoppingAmount {
  const found = sectionOf(sum.key);
  const { rule, staple } = ruleFor(sum.key, found.section);
  // A fresh food sold in a can ("milho verde", "ervilha") is on the dry-goods aisle.
  const section = rule.kind === "container" && found.section === "hortifruti" ? "mercearia" : found.section;
  const base = { key: sum.key, name: sum.name, section, staple, recipes: [...sum.recipes] };
  if (sum.grams === 0 && sum.ml === 0 && sum.units === 0) {
    return { ...base, amount: null, text: `${sum.name} (a gosto)`, needed: null, note: null };
  }
  return { ...base, ...buy(rule, sum) };
}

type Purchase = Pick<ShoppingAmount, "amount" | "text" | "needed" | "note">;

function buy(rule: Rule, sum: Sum): Purchase {
  const { unitGrams } = kitchenWeights(sum.key);
  const name = sum.name;
  switch (rule.kind) {
    case "eggs": {
      // Gemas and claras come from whole eggs; 6, 12 and 30 are the trays sold.
      const needed = Math.ceil(sum.units + sum.grams / 50 - 1e-9);
      const eggs = /^(gema|clara)/.test(sum.key) ? "ovos" : pluralizeIngredient(name);
      const noun = /^(gema|clara)/.test(sum.key) ? `ovos (para ${needed} ${pluralizeIngredient(name)})` : eggs;
      const trays =
        needed <= 6
          ? [6, `6 ${noun}`]
          : needed <= 12
            ? [12, `1 dúzia de ${noun}`]
            : needed <= 24
              ? [24, `2 dúzias de ${noun}`]
              : needed <= 30
                ? [30, `1 bandeja de 30 ${noun}`]
                : [ceilTo(needed, 30), `${ceilTo(needed, 30) / 30} bandejas de 30 ${noun}`];
      const [bought, text] = trays as [number, string];
      return {
        amount: { quantity: bought, unit: "ovos" },
        text,
        needed: { quantity: needed, unit: "unidade" },
        note: bought > needed ? usage(`${bought}`, `${needed}`) : null,
      };
    }
    case "garlic": {
      // One head of garlic holds about 10 cloves (nutrition/foods.ts: a clove 4 g, a head 40 g).
      const cloves = sum.units * (sum.piece === "cabeca" ? 10 : 1) + (sum.grams + sum.ml) / 4;
      const heads = Math.ceil(cloves / 10 - 1e-9);
      return {
        amount: { quantity: heads, unit: heads >= 2 ? "cabeças" : "cabeça" },
        text: `${heads} ${heads >= 2 ? "cabeças" : "cabeça"} de alho`,
        needed: { quantity: Math.ceil(cloves - 1e-9), unit: "unidade" },
        note: usage(`${heads} ${heads >= 2 ? "cabeças" : "cabeça"}`, `${Math.ceil(cloves - 1e-9)} dentes`),
      };
    }
    case "bunch": {
      // One bunch gives about 8 colheres de sopa of chopped leaves (120 ml), some 30 g of
      // leaves, 20 leaves or 5 sprigs: counted low, so the list never buys too little.
      // Recipe grams are leaves, so they count against the 30 g, not through a cup weight.
      const perUnit = sum.piece === "maco" ? 120 : sum.piece === "folha" ? 6 : 24;
      const ml =
        sum.ml +
        sum.weighed * (120 / 30) +
        sum.units * perUnit +
        (sum.grams - sum.weighed) * (240 / (kitchenWeights(sum.key).cupGrams ?? 40));
      const bunches = Math.ceil(ml / 120 - 1e-9);
      const unit = bunches >= 2 ? "maços" : "maço";
      return {
        amount: { quantity: bunches, unit },
        text: `${bunches} ${unit} de ${name}`,
        needed: { quantity: Math.round(ml), unit: "ml" },
        note: usage(
          `${bunches} ${unit}`,
          sum.units > 0 && sum.ml === 0 && sum.grams === 0
            ? `${sum.units} ${sum.piece ?? "ramo"}${sum.units >= 2 ? "s" : ""}`
            : spoonsText(ml),
        ),
      };
    }
    case "spice": {
      const grams = sum.grams + sum.ml * 0.5 + sum.units;
      const packets = Math.ceil(grams / 40 - 1e-9);
      const unit = packets >= 2 ? "pacotes" : "pacote";
      return {
        amount: { quantity: packets, unit },
        text: `${packets} ${unit} de ${name}`,
        needed: { quantity: Math.round(grams * 10) / 10, unit: "g" },
        note: null,
      };
    }
    case "produce": {
      if (sum.size && sum.grams === 0 && sum.ml === 0) {
        // "1 abóbora cabotiá pequena": the size is what the cook picks at the stall.
        const count = Math.ceil(sum.size.units - 1e-9);
        const sized = `${name} ${singularIngredient(sum.size.word)}`;
        return {
          amount: { quantity: count, unit: count >= 2 ? pluralizeIngredient(sized) : sized },
          text: countText(count, sized),
          needed: { quantity: sum.units, unit: "unidade" },
          note: count > sum.size.units + 1e-9 ? usage(String(count), formatDecimal(sum.size.units, 1)) : null,
        };
      }
      // Counted when a recipe counts it or measures it in cups; weighed when a recipe weighs it.
      if (sum.units > 0 || (unitGrams !== undefined && sum.weighed === 0)) {
        const extra = unitGrams ? (sum.grams + sum.ml) / unitGrams : 0;
        const needed = sum.units + extra;
        const count = Math.ceil(needed - 1e-9);
        const noun = sum.piece && !["dente", "folha", "ramo", "talo"].includes(sum.piece) ? `${sum.piece} de ${name}` : name;
        return {
          amount: { quantity: count, unit: count >= 2 ? pluralizeIngredient(noun) : noun },
          text: countText(count, noun),
          needed: { quantity: Math.round(needed * 100) / 100, unit: "unidade" },
          note: extra > 0 || count > needed + 1e-9 ? usage(String(count), formatDecimal(needed, 1)) : null,
        };
      }
      return weighed(sum, sum.grams + sum.ml, 100, 500, 500);
    }
    case "counter":
      if (sum.units > 0 && unitGrams === undefined) return counted(sum);
      return weighed(sum, sum.grams + sum.ml + sum.units * (unitGrams ?? 0), rule.below, rule.above, kg);
    case "by-weight":
    case "container": {
      const amount = rule.base === "g" ? sum.grams + sum.ml : sum.ml + sum.grams;
      // "2 latas de milho" are two packages; "4 fatias de pão de forma" are 4 slices of one.
      const packageSize = rule.kind === "container" ? rule.size : rule.step;
      const perUnit = sum.piece !== null && !packageWords.has(sum.piece) && unitGrams !== undefined ? unitGrams : packageSize;
      const total = amount + sum.units * perUnit;
      if (rule.kind === "by-weight") {
        const bought = ceilTo(total, rule.step);
        return {
          amount: { quantity: bought / kg, unit: rule.base === "g" ? "kg" : "litros" },
          text: `${measureText(bought, rule.base)} de ${name}`,
          needed: { quantity: Math.round(total), unit: rule.base },
          note: bought > total + 0.5 ? usage(measureText(bought, rule.base), usedText(total, rule.base)) : null,
        };
      }
      const count = Math.ceil(total / rule.size - 1e-9);
      const container = count >= 2 ? rule.container[1] : rule.container[0];
      return {
        amount: { quantity: count, unit: `${container} (${rule.sizeText})` },
        text: `${count} ${container} de ${name} (${rule.sizeText})`,
        needed: { quantity: Math.round(total), unit: rule.base },
        note: count * rule.size > total + 0.5 ? usage(measureText(count * rule.size, rule.base), usedText(total, rule.base)) : null,
      };
    }
  }
}

function counted(sum: Sum): Purchase {
  const count = Math.ceil(sum.units - 1e-9);
  return {
    amount: { quantity: count, unit: count >= 2 ? pluralizeIngredient(sum.name) : sum.name },
    text: countText(count, sum.name),
    needed: { quantity: sum.units, unit: "unidade" },
    note: count > sum.units + 1e-9 ? usage(String(count), formatDecimal(sum.units, 1)) : null,
  };
}

/** By weight: `below` steps up to `limit`, `above` steps beyond ("300 g", "1,5 kg"). */
function weighed(sum: Sum, grams: number, below: number, above: number, limit: number): Purchase {
  const bought = grams <= limit ? ceilTo(grams, below) : ceilTo(grams, above);
  const base = sum.ml > 0 && sum.grams === 0 ? "ml" : "g";
  return {
    amount: bought >= kg ? { quantity: bought / kg, unit: base === "g" ? "kg" : "litros" } : { quantity: bought, unit: base },
    text: `${measureText(bought, base)} de ${sum.name}`,
    needed: { quantity: Math.round(grams), unit: base },
    note: bought > grams + 0.5 ? usage(measureText(bought, base), usedText(grams, base)) : null,
  };
}
