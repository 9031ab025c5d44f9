/**
 * "Sugerir a semana" (issue 23): fills a week's empty slots from the catalogue with no model
 * call, deterministically (the same week, cook and catalogue give the same plan). Pure: the
 * caller brings the candidates, already without what the cook avoids (the restriction
 * engine's stored avoidances, decision 014), and the slots already filled or locked.
 *
 * The rules, in order:
 * - a recipe fits the meal (its tags), is not already in the week, and is not one the cook
 *   refused for that slot ("outra sugestão");
 * - on weekdays, lunch and dinner take at most `quickMinutes` when the cook asks for it;
 * - no main protein three days running at lunch or dinner (vegetables excepted);
 * - then the best score: a recipe that uses a perishable food an earlier meal of the week
 *   already bought (the rest of the coentro, the abóbora, the creme de leite) scores most
 *   (less waste); one over a health goal's limit for a serving (kcal, sodium,
 *   carbohydrate: health-goals.ts) scores least; the region of the day before scores a
 *   little less (variety); ties break by a hash of the week, the slot and the recipe.
 * Rules that leave no recipe for a slot are relaxed in reverse order (protein, then time);
 * a slot with no recipe at all stays empty.
 *
 * Leftovers, when the cook asks: a dinner whose recipe yields at least twice the household
 * is cooked for twice the household, and the next day's empty lunch is its leftovers (no
 * second purchase, no second cooking). Not fish or seafood, which keep worse reheated.
 */
import { goalLimits } from "~/domain/nutrition/health-goals";
import { mealKinds, shortWeekday, weekdayIndex, type MealKind } from "./week";

export const proteins = ["carne", "ave", "peixe", "frutos do mar", "ovos", "vegetal"] as const;
export type Protein = (typeof proteins)[number];

export interface PlanCandidate {
  id: string;
  tags: readonly string[];
  minutes: number;
  /** A region tag ("Nordeste", "Mineira"…), for variety; null when it has none. */
  region: string | null;
  protein: Protein;
  /** perishables.ts labels. */
  perishables: readonly string[];
  /** What the recipe yields as written: a large one can feed the next day's lunch. */
  servings: number;
  /** Per serving; null when unknown (never counted against a goal). */
  calories: number | null;
  sodium: number | null;
  carbs: number | null;
}

export interface FilledSlot {
  day: string;
  meal: MealKind;
  recipeId: string;
}

export interface OpenSlot {
  day: string;
  meal: MealKind;
  /** Recipes the cook refused here. */
  refused: readonly string[];
}

export interface PlannerInput {
  /** The slots to fill, in any order (the planner walks the week in order). */
  open: readonly OpenSlot[];
  /** What the week already holds (the cook's own choices and locked suggestions). */
  filled: readonly FilledSlot[];
  candidates: readonly PlanCandidate[];
  /** Weekday lunches and dinners at most this long; null for no limit. */
  quickMinutes: number | null;
  goals: readonly string[];
  /** Anything that makes one week's plan differ from another's: the ISO week. */
  seed: string;
  /** Off: the same rules without counting shared perishables (the comparison the waste test makes). */
  shareLeftovers?: boolean;
  /** Plan a large dinner's leftovers as the next day's lunch, for a household of this many. */
  leftoversFor?: number | null;
}

export interface Suggestion {
  day: string;
  meal: MealKind;
  recipeId: string;
  /** One line for the slot: why this one. */
  reason: string;
  /** Set when the planner chose the servings: a dinner cooked for the next day's lunch too. */
  servings?: number;
  /** The next day's lunch eats this dinner's leftovers: nothing to buy or cook. */
  leftover?: boolean;
}

/** A dinner whose leftovers make the next day's lunch: it yields twice the household, and is not fish or seafood. */
export const makesLeftovers = (candidate: PlanCandidate, household: number) =>
  candidate.servings >= 2 * household && candidate.protein !== "peixe" && candidate.protein !== "frutos do mar";

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const mealOrder = new Map(mealKinds.map((kind, index) => [kind.id, index]));
const mainMeal = (meal: MealKind) => meal === "almoco" || meal === "jantar";
const fitsMeal = (candidate: PlanCandidate, meal: MealKind) => {
  const tags = mealKinds.find((kind) => kind.id === meal)!.tags as readonly string[];
  return candidate.tags.some((tag) => tags.includes(tag));
};

/** FNV-1a: a stable number from a text, for ties. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0) / 0x1_0000_0000;
}

const mealWords: Record<MealKind, string> = { cafe: "o café da manhã", almoco: "o almoço", lanche: "o lanche", jantar: "o jantar" };

export function suggestWeek(input: PlannerInput): Suggestion[] {
  const share = input.shareLeftovers ?? true;
  const byId = new Map(input.candidates.map((candidate) => [candidate.id, candidate]));
  const chosen: FilledSlot[] = [...input.filled];
  const open = [...input.open].sort((a, b) => a.day.localeCompare(b.day) || mealOrder.get(a.meal)! - mealOrder.get(b.meal)!);
  const suggestions: Suggestion[] = [];
  const goalChecks = goalLimits.filter((limit) => input.goals.includes(limit.goal));
  /** Lunches a dinner's leftovers already fill. */
  const fed = new Set<string>();

  for (const slot of open) {
    if (fed.has(`${slot.day}|${slot.meal}`)) continue;
    const inWeek = new Set(chosen.map((filled) => filled.recipeId));
    const before = chosen
      .filter((filled) => filled.day < slot.day || (filled.day === slot.day && mealOrder.get(filled.meal)! < mealOrder.get(slot.meal)!))
      .sort((a, b) => b.day.localeCompare(a.day) || mealOrder.get(b.meal)! - mealOrder.get(a.meal)!);
    const proteinOn = (day: string) =>
      new Set(chosen.filter((filled) => filled.day === day && mainMeal(filled.meal)).map((filled) => byId.get(filled.recipeId)?.protein));
    const dayBefore = (offset: number) => {
      const date = new Date(`${slot.day}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() - offset);
      return date.toISOString().slice(0, 10);
    };
    const blockedProteins = mainMeal(slot.meal)
      ? new Set([...proteinOn(dayBefore(1))].filter((protein) => protein && protein !== "vegetal" && proteinOn(dayBefore(2)).has(protein)))
      : new Set<Protein | undefined>();
    const weekday = weekdayIndex(slot.day) < 5;
    const quick = input.quickMinutes !== null && weekday && mainMeal(slot.meal) ? input.quickMinutes : null;

    const base = input.candidates.filter(
      (candidate) => fitsMeal(candidate, slot.meal) && !inWeek.has(candidate.id) && !slot.refused.includes(candidate.id),
    );
    const strict = base.filter((candidate) => (quick === null || candidate.minutes <= quick) && !blockedProteins.has(candidate.protein));
    const pool = strict.length > 0 ? strict : base.filter((candidate) => quick === null || candidate.minutes <= quick);
    const choices = pool.length > 0 ? pool : base;
    if (choices.length === 0) continue;

    // What earlier meals bought that spoils: the most recent use of each perishable.
    const bought = new Map<string, FilledSlot>();
    if (share) {
      for (const filled of [...before].reverse()) for (const food of byId.get(filled.recipeId)?.perishables ?? []) bought.set(food, filled);
    }
    const previousRegion = before.find((filled) => filled.day < slot.day && mainMeal(filled.meal));
    const score = (candidate: PlanCandidate) => {
      const shared = candidate.perishables.filter((food) => bought.has(food)).length;
      const overGoals = goalChecks.filter(({ nutrient, limit }) => (candidate[nutrient] ?? 0) > limit).length;
      const sameRegion = candidate.region !== null && previousRegion && byId.get(previousRegion.recipeId)?.region === candidate.region;
      return shared * 10 - overGoals * 15 - (sameRegion ? 3 : 0) + hash(`${input.seed}|${slot.day}|${slot.meal}|${candidate.id}`) * 2;
    };
    let best = choices[0]!;
    let bestScore = score(best);
    for (const candidate of choices.slice(1)) {
      const value = score(candidate);
      if (value > bestScore) [best, bestScore] = [candidate, value];
    }
    chosen.push({ day: slot.day, meal: slot.meal, recipeId: best.id });
    const suggestion: Suggestion = {
      day: slot.day,
      meal: slot.meal,
      recipeId: best.id,
      reason: reasonFor(best, bought, quick, goalChecks),
    };
    suggestions.push(suggestion);
    const household = input.leftoversFor;
    if (household && slot.meal === "jantar" && makesLeftovers(best, household)) {
      const lunch = open.find((next) => next.day === nextDay(slot.day) && next.meal === "almoco" && !next.refused.includes(best.id));
      if (lunch) {
        suggestion.servings = 2 * household;
        suggestion.reason = `rende o almoço de ${shortWeekday(lunch.day)}: cozinhe para ${2 * household}`;
        fed.add(`${lunch.day}|${lunch.meal}`);
        chosen.push({ day: lunch.day, meal: lunch.meal, recipeId: best.id });
        suggestions.push({
          day: lunch.day,
          meal: lunch.meal,
          recipeId: best.id,
          reason: `sobras do jantar de ${shortWeekday(slot.day)}`,
          servings: household,
          leftover: true,
        });
      }
    }
  }
  return suggestions;
}

function reasonFor(
  candidate: PlanCandidate,
  bought: Map<string, FilledSlot>,
  quick: number | null,
  goals: readonly (typeof goalLimits)[number][],
): string {
  const shared = candidate.perishables.find((food) => bought.has(food));
  if (shared) {
    const earlier = bought.get(shared)!;
    return `usa o resto: ${shared}, como ${mealWords[earlier.meal]} de ${shortWeekday(earlier.day)}`;
  }
  if (quick !== null) return `rápida para dia útil: ${candidate.minutes} min`;
  const sodium = goals.find((goal) => goal.nutrient === "sodium");
  if (sodium && candidate.sodium !== null) return `leve em sódio: ${Math.round(candidate.sodium)} mg por porção`;
  const calories = goals.find((goal) => goal.nutrient === "calories");
  if (calories && candidate.calories !== null) return `leve: ${Math.round(candidate.calories)} kcal por porção`;
  return candidate.region ? `para variar o cardápio: ${candidate.region}` : "para variar o cardápio";
}

/** Days a perishable keeps once bought and opened (herbs, a cut abóbora, an opened creme de leite). */
export const freshDays = 3;

/**
 * The waste measure the planner is tested by: each perishable food is bought when a meal
 * first needs it and keeps `freshDays` days; a purchase that only one meal uses leaves the
 * rest of the bunch, the piece or the box to spoil. Returns how many such purchases a plan
 * makes (lower is less waste).
 */
export function perishablesLeftOver(plan: readonly FilledSlot[], candidates: ReadonlyMap<string, PlanCandidate>): number {
  const uses = new Map<string, string[]>();
  for (const slot of plan) {
    for (const food of candidates.get(slot.recipeId)?.perishables ?? []) uses.set(food, [...(uses.get(food) ?? []), slot.day]);
  }
  let wasted = 0;
  for (const days of uses.values()) {
    days.sort();
    let index = 0;
    while (index < days.length) {
      const bought = days[index]!;
      const until = new Date(`${bought}T00:00:00Z`);
      until.setUTCDate(until.getUTCDate() + freshDays - 1);
      const last = until.toISOString().slice(0, 10);
      let used = 0;
      while (index < days.length && days[index]! <= last) {
        used += 1;
        index += 1;
      }
      if (used === 1) wasted += 1;
    }
  }
  return wasted;
}
