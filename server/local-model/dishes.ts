/**
 * The scripted model's cookbook: common Brazilian dishes it writes by name, each with
 * its defining ingredients, realistic amounts and steps in the order a cook works. The
 * dishes live in dishes/ by kind, on the shape of dishes/dish.ts; a new one goes in its
 * kind's file.
 */
import type { Dish } from "./dishes/dish";
import { ovenDishes } from "./dishes/oven-dishes";
import { riceBeansAndGrains } from "./dishes/rice-beans-and-grains";
import { snacks } from "./dishes/snacks";
import { stews } from "./dishes/stews";
import { sweets } from "./dishes/sweets";

export const dishes: Dish[] = [...stews, ...ovenDishes, ...riceBeansAndGrains, ...sweets, ...snacks];

/** "estrogonofe", "stroganoff", "strogonof": one spelling. */
export function normalisedDishName(name: string): string {
  return name
    .replace(/\b(e?str[oa]g[oa]n[oa]f+e?|estrogonofe)\b/g, "strogonoff")
    .replace(/\bcarne seca\b/g, "carne seca")
    .replace(/\s+/g, " ")
    .trim();
}
