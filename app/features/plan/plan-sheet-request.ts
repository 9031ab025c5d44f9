/** What a button asks of the plan's sheet, apart from both (the opener loads the sheet lazily). */
import type { MealKind } from "~/domain/plan/week";

export interface PlannedSlot {
  day: string;
  meal: MealKind;
}

/** Where the recipe went, with its ISO week: the sheet knows the calendar, the page that opened it need not load it. */
export interface AddedToPlan extends PlannedSlot {
  week: string;
}

export interface PlanSheetRequest {
  recipeId: string;
  recipeTitle: string;
  /** The servings to offer; absent, the cook's household size. */
  servings?: number;
  /** Once the server has put the recipe in the plan. */
  onAdded?: (added: AddedToPlan) => void;
}

/** A request as the sheet receives it: each has its own id, so asking again opens it again. */
export type OpenedPlanSheet = PlanSheetRequest & { id: number };
