/**
 * The cook's health goals (spec 3's list) against a recipe's nutrition per serving
 * (decision 016): a recipe is marked for a goal when one serving is above that goal's
 * limit. Nothing is said below a limit, nor when the value is unknown. Pure and without
 * runtime dependencies: the recipe page's loader and the fridge's cards both use it.
 *
 * The limits are ours, for one serving of a main meal in a 2,000 kcal day (the reference
 * day of Brazilian nutrition labels, ANVISA RDC 429/2020), about 30 % of the day:
 * - "baixo sódio": more than 600 mg of sodium (WHO: under 2,000 mg of sodium a day).
 * - "emagrecimento": more than 600 kcal.
 * - "controle de açúcar": more than 60 g of carbohydrate. TACO gives no sugars, only total
 *   carbohydrate (starch and fibre included), so that is what is compared: a stricter
 *   test than sugar alone, and said so on the page.
 * Values TACO could not fully compute ("aproximados") count only what it matched: they can
 * be lower than the dish, never higher, so a mark is never a false alarm from them.
 */
export const goalLimits = [
  { goal: "baixo sódio", nutrient: "sodium", limit: 600 },
  { goal: "emagrecimento", nutrient: "calories", limit: 600 },
  { goal: "controle de açúcar", nutrient: "carbs", limit: 60 },
] as const;

type GoalLimit = (typeof goalLimits)[number];

export interface GoalNote {
  goal: GoalLimit["goal"];
  nutrient: GoalLimit["nutrient"];
  /** Per serving: mg of sodium, kcal, g of carbohydrate. */
  value: number;
  limit: number;
}

export type GoalValues = Partial<Record<GoalLimit["nutrient"], number | null | undefined>>;

/** The goals of `goals` that one serving goes over, in the order of `goalLimits`. */
export function goalNotes(perServing: GoalValues | null | undefined, goals: readonly string[]): GoalNote[] {
  if (!perServing || goals.length === 0) return [];
  return goalLimits.flatMap(({ goal, nutrient, limit }) => {
    const value = perServing[nutrient];
    return goals.includes(goal) && typeof value === "number" && value > limit ? [{ goal, nutrient, value, limit }] : [];
  });
}
