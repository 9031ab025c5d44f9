/**
 * "Adicionar ao cardápio" on a recipe page (issue 23): opens the page's one sheet
 * (plan-sheet.tsx) with the servings shown on the page, and once the recipe is in the
 * plan, offers the way to it.
 */
import { useState } from "react";
import { href, Link } from "react-router";
import { Button } from "~/components/ui/button";
import * as t from "~/i18n/pt-br";
import { preloadPlanSheet, usePlanSheet } from "./plan-sheet-opener";
import type { AddedToPlan } from "./plan-sheet-request";

export function AddToPlan({ recipeId, recipeTitle, servings }: { recipeId: string; recipeTitle: string; servings: number }) {
  const open = usePlanSheet();
  const [added, setAdded] = useState<AddedToPlan | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        icon="calendar-plus"
        className="col-span-2"
        onClick={() => open({ recipeId, recipeTitle, servings, onAdded: setAdded })}
        {...preloadPlanSheet}
      >
        {t.card.addToPlan}
      </Button>
      {added ? (
        <Link
          to={`${href("/cardapio")}?semana=${added.week}&dia=${added.day}`}
          className="col-span-2 text-center text-sm font-semibold text-brand-800 underline"
        >
          {t.card.seePlan}
        </Link>
      ) : null}
    </>
  );
}
