/**
 * Unit conversion computed from spec 9's reference data (DESIGN: "do better" 5):
 * mass and volume units convert exactly; between mass and volume the ingredient's
 * density or cup weight from the table is used. What the table cannot answer (a
 * "unidade" of onion in grams, an ingredient without a known density) returns null:
 * only then is the model asked. Pure: no I/O.
 */
import type { Unit } from "~/domain/recipe";
import { fold } from "~/domain/text";

/** Spec 9, "volumes": cup 240 ml, tablespoon 15 ml, teaspoon 5 ml (and copo americano 200 ml, not a unit of ours). */
const millilitres: Partial<Record<Unit, number>> = { ml: 1, l: 1000, xícara: 240, "colher de sopa": 15, "colher de chá": 5 };
/** Mass units in grams; spec 9: a pinch is 1 g. */
const grams: Partial<Record<Unit, number>> = { g: 1, kg: 1000, pitada: 1 };

/** Spec 9 densities (1 ml = x g) and cup weights (g per 240 ml cup), by the ingredient's folded name. */
const densities: { pattern: RegExp; gramsPerMl: number; source: string }[] = [
  { pattern: /^leite condensado\b/, gramsPerMl: 1.28, source: "leite condensado: 1 ml = 1,28 g" },
  { pattern: /^agua\b/, gramsPerMl: 1, source: "água: 1 ml = 1 g" },
  { pattern: /^leite\b(?! de coco| em po| vegetal)/, gramsPerMl: 1, source: "leite: 1 ml = 1 g" },
  { pattern: /^(oleo|azeite)\b/, gramsPerMl: 0.92, source: "óleo: 1 ml = 0,92 g" },
  { pattern: /^mel\b/, gramsPerMl: 1.42, source: "mel: 1 ml = 1,42 g" },
  { pattern: /^vinagre\b/, gramsPerMl: 1.01, source: "vinagre: 1 ml = 1,01 g" },
  { pattern: /^farinha( de trigo\b|$)/, gramsPerMl: 120 / 240, source: "farinha: 1 xícara = 120 g" },
  { pattern: /^acucar\b/, gramsPerMl: 200 / 240, source: "açúcar: 1 xícara = 200 g" },
  { pattern: /^arroz\b/, gramsPerMl: 200 / 240, source: "arroz: 1 xícara = 200 g" },
  { pattern: /^feijao\b/, gramsPerMl: 180 / 240, source: "feijão: 1 xícara = 180 g" },
  { pattern: /^aveia\b/, gramsPerMl: 90 / 240, source: "aveia: 1 xícara = 90 g" },
  { pattern: /^cacau\b/, gramsPerMl: 100 / 240, source: "cacau: 1 xícara = 100 g" },
];

export interface Conversion {
  quantity: number;
  unit: Unit;
  /** The reference used, for the cook to see ("farinha: 1 xícara = 120 g"). */
  basis: string | null;
}

export function densityFor(ingredientName: string): { gramsPerMl: number; source: string } | null {
  const name = fold(ingredientName.trim());
  return densities.find((entry) => entry.pattern.test(name)) ?? null;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function convertQuantity(quantity: number, from: Unit, to: Unit, ingredientName: string): Conversion | null {
  if (from === to) return { quantity, unit: to, basis: null };
  const fromMl = millilitres[from];
  const toMl = millilitres[to];
  const fromG = grams[from];
  const toG = grams[to];
  if (fromMl !== undefined && toMl !== undefined) return { quantity: round((quantity * fromMl) / toMl), unit: to, basis: null };
  if (fromG !== undefined && toG !== undefined) return { quantity: round((quantity * fromG) / toG), unit: to, basis: null };
  const density = densityFor(ingredientName);
  if (!density) return null;
  if (fromMl !== undefined && toG !== undefined) {
    return { quantity: round((quantity * fromMl * density.gramsPerMl) / toG), unit: to, basis: density.source };
  }
  if (fromG !== undefined && toMl !== undefined) {
    return { quantity: round((quantity * fromG) / density.gramsPerMl / toMl), unit: to, basis: density.source };
  }
  // "unidade" on either side: the table cannot say how much one onion weighs.
  return null;
}

/** The reference data as the conversion prompt carries it (spec 7.3, 9). */
export const conversionReference = [
  "Densidades (1 ml = x g): água e leite 1; óleo 0,92; mel 1,42; vinagre 1,01; leite condensado 1,28.",
  "Peso de 1 xícara: farinha 120 g; açúcar 200 g; arroz 200 g; feijão 180 g; aveia 90 g; cacau 100 g.",
  "Volumes: xícara 240 ml; colher de sopa 15 ml; colher de chá 5 ml; pitada 1 g; copo americano 200 ml.",
].join("\n");
