/**
 * What to buy for a food's sum (decision 032): rounded up to what packages.ts says the
 * market sells, never below what the recipes need (eggs by the dozen, garlic by the head,
 * herbs by the bunch, stock by the cube, the rest by weight or volume), and the words that
 * say by how much it rounded. Pure.
 */
import { ingredientLine, pluralizeIngredient } from "~/domain/ingredient-line";
import { singularIngredient } from "~/domain/ingredient-parse";
import { formatDecimal } from "~/domain/numbers";
import type { PackageRule } from "./packages";
import { packageWords, kitchenWeights, gramsPerMl } from "./shopping-names";
import type { ShoppingAmount } from "./shopping-amount";

export interface Sum {
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

// --- Buying -------------------------------------------------------------------------------

type Purchase = Pick<ShoppingAmount, "amount" | "text" | "needed" | "bought" | "note">;

/** Below this, a sum of decimals is taken as a whole: 2,0000001 cartons are 2. */
export const slack = 1e-6;
const ceil = (value: number) => Math.ceil(value - slack);
/** The smallest whole multiple of `step` at least `value`, and never nothing. */
const ceilTo = (value: number, step: number) => Math.max(step, ceil(value / step) * step);

export function buy(rule: PackageRule, sum: Sum): Purchase {
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
