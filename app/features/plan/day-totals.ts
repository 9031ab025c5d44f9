/**
 * A day of the plan in figures, per person: the sum of one serving of each of its meals
 * (TACO, as stored with each recipe), and the day's goals: a day's limit is the per-meal
 * limit of health-goals.ts over its 30 % share of the day (2,000 mg of sodium, the WHO's
 * daily limit; 2,000 kcal; 200 g of carbohydrate). Pure.
 */
import { goalLimits } from "~/domain/nutrition/health-goals";
import type { PlanSlot } from "./plan.server";

export interface DayTotals {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sodium: number;
  /** Meals whose figures are approximate or partly unknown. */
  approximate: number;
  meals: number;
}

export function dayTotals(slots: readonly Pick<PlanSlot, "nutrition">[]): DayTotals {
  const totals: DayTotals = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sodium: 0, approximate: 0, meals: slots.length };
  for (const { nutrition } of slots) {
    let unknown = false;
    for (const key of ["calories", "protein", "carbs", "fat", "fiber", "sodium"] as const) {
      const value = nutrition[key];
      if (value === null) unknown = true;
      else totals[key] += value;
    }
    if (unknown || nutrition.approximate) totals.approximate += 1;
  }
  return totals;
}

/** The day's limits for the goals a cook chose: sodium 2,000 mg, kcal 2,000, carbohydrate 200 g. */
export function dayLimits(goals: readonly string[]): { nutrient: "sodium" | "calories" | "carbs"; limit: number }[] {
  return goalLimits
    .filter((limit) => goals.includes(limit.goal))
    .map(({ nutrient, limit }) => ({ nutrient, limit: Math.round(limit / 0.3) }));
}
