/**
 * One "Adicionar ao cardápio" sheet per page (issue 23): the provider (mounted once, in the
 * root layout) holds it, and every button that adds a recipe to the plan asks it to open.
 * The sheet's code (plan-sheet.tsx) is loaded on the first tap, or when a pointer or the
 * focus reaches a button: a list page ships only this module, and a visitor's cards no
 * button at all (the plan is a signed-in cook's; the recipe page shows visitors the way in).
 */
import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState } from "react";
import { useAuth } from "~/components/auth-context";
import { Icon } from "~/components/icon";
import * as t from "~/i18n/pt-br";
import type { OpenedPlanSheet, PlanSheetRequest } from "./plan-sheet-request";

const loadPlanSheet = () => import("./plan-sheet");
const LazyPlanSheet = lazy(loadPlanSheet);

const PlanSheetContext = createContext<((request: PlanSheetRequest) => void) | null>(null);

export function PlanSheetProvider({ children }: { children: React.ReactNode }) {
  const [request, setRequest] = useState<OpenedPlanSheet | null>(null);
  const lastId = useRef(0);
  const open = useCallback((asked: PlanSheetRequest) => setRequest({ ...asked, id: ++lastId.current }), []);
  return (
    <PlanSheetContext value={open}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <LazyPlanSheet request={request} />
        </Suspense>
      ) : null}
    </PlanSheetContext>
  );
}

/** Opens the page's sheet for a recipe. */
export function usePlanSheet(): (request: PlanSheetRequest) => void {
  const open = useContext(PlanSheetContext);
  if (!open) throw new Error("usePlanSheet deve ser usado dentro de <PlanSheetProvider>.");
  return open;
}

/** Pointing at or focusing a button starts the sheet's download, before the tap. */
export const preloadPlanSheet = { onPointerEnter: loadPlanSheet, onFocus: loadPlanSheet };

/**
 * A recipe card's "Adicionar ao cardápio": an icon over the picture (a 44 px target around a
 * 36 px disc, the heart's size), or, in a row of labelled buttons, with its words.
 * Nothing for a visitor.
 */
export function AddToPlanButton({
  recipeId,
  recipeTitle,
  variant = "icon",
  className = "",
}: {
  recipeId: string;
  recipeTitle: string;
  variant?: "icon" | "labelled";
  className?: string;
}) {
  const { user } = useAuth();
  const open = usePlanSheet();
  if (!user) return null;
  const onClick = () => open({ recipeId, recipeTitle });
  if (variant === "labelled") {
    return (
      <button type="button" className={className} onClick={onClick} {...preloadPlanSheet}>
        <Icon name="calendar-plus" className="size-5" />
        {t.card.addToPlan}
        <span className="sr-only">: {recipeTitle}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-label={`${t.card.addToPlan}: ${recipeTitle}`}
      className={`card-plan ${className}`}
      onClick={onClick}
      {...preloadPlanSheet}
    >
      <span>
        <Icon name="calendar-plus" className="size-5" />
      </span>
    </button>
  );
}
