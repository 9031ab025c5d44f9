/** A line of the shopping list as the market sells it: what shopping-units.ts merges and purchases.ts words. */
import type { SectionId } from "./sections";

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
