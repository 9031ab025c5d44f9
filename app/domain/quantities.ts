/**
 * Serving scaling with kitchen rounding (issue 5): nobody measures "333,3333 g".
 * Grams and millilitres round to what a scale or jug shows; cups and spoons to the
 * fractions on a measuring set; units to halves; pinches to whole pinches.
 */
import { formatDecimal } from "~/domain/numbers";
import { formatAmount, type Unit } from "~/domain/recipe";

export function scaleQuantity(quantity: number, fromServings: number, toServings: number): number {
  if (fromServings <= 0) return quantity;
  return (quantity * toServings) / fromServings;
}

const fractions: [number, string][] = [
  [0, ""],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [1 / 2, "½"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
  [1, ""],
];

function nearestFraction(value: number): { whole: number; fraction: string; value: number } {
  let whole = Math.floor(value);
  let best = fractions[0]!;
  for (const candidate of fractions) {
    if (Math.abs(value - whole - candidate[0]) < Math.abs(value - whole - best[0])) best = candidate;
  }
  if (best[0] === 1) {
    whole += 1;
    best = fractions[0]!;
  }
  // Never round an ingredient away entirely.
  if (whole === 0 && best[0] === 0) best = fractions[1]!;
  return { whole, fraction: best[1], value: whole + best[0] };
}

/** Grams or millilitres as a scale or jug shows them: whole under 10, then to 5 g, then to 10 g from 250. */
export function roundMeasure(value: number): number {
  const toFive = Math.round(value / 5) * 5;
  // A figure the recipe gives in fives (375 g, 125 ml) is already what a cook measures.
  if (value >= 10 && Math.abs(value - toFive) < 1e-6) return toFive;
  if (value < 10) return Math.max(1, Math.round(value));
  if (value < 250) return toFive;
  return Math.round(value / 10) * 10;
}

export interface KitchenQuantity {
  /** The rounded amount, for agreement (plural) and sums. */
  value: number;
  /** How a cook reads it: "1 ½", "250", "0,5". */
  text: string;
}

export function kitchenQuantity(quantity: number, unit: Unit): KitchenQuantity {
  switch (unit) {
    case "g":
    case "ml": {
      const value = roundMeasure(quantity);
      return { value, text: formatDecimal(value, 1) };
    }
    case "kg":
    case "l": {
      const value = Math.max(0.01, Math.round(quantity * 100) / 100);
      return { value, text: formatDecimal(value, 2) };
    }
    case "xícara":
    case "colher de sopa":
    case "colher de chá": {
      const { whole, fraction, value } = nearestFraction(quantity);
      return { value, text: [whole > 0 ? String(whole) : "", fraction].filter(Boolean).join(" ") };
    }
    case "unidade": {
      const value = Math.max(0.5, Math.round(quantity * 2) / 2);
      const whole = Math.floor(value);
      return { value, text: value % 1 === 0 ? String(value) : whole > 0 ? `${whole} ½` : "½" };
    }
    case "pitada": {
      const value = Math.max(1, Math.round(quantity));
      return { value, text: String(value) };
    }
  }
}

/** "1 ½ xícara", "2 unidades", "250 g": quantity and unit as the recipe page shows them. */
export function formatKitchenAmount(quantity: number, unit: Unit): string {
  const { value, text } = kitchenQuantity(quantity, unit);
  const label = formatAmount(value, unit).replace(/^\S+ /, "");
  return `${text} ${label}`;
}
