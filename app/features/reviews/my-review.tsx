/** The cook's own review: shown with "Editar" and "Excluir" (asked twice), or the form that edits it. */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import * as t from "~/i18n/pt-br";
import { ReviewForm } from "./review-form";
import { ReviewChange, ReviewItem, type ReviewMutation } from "./review-item";
import type { ReviewView } from "./reviews.server";

export function MyReview({
  recipeId,
  recipeTitle,
  mine,
  editing,
  setEditing,
  save,
  error,
  change,
}: {
  recipeId: string;
  recipeTitle: string;
  mine: ReviewView;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  save: ReviewMutation;
  error: string | null;
  change: ReviewMutation;
}) {
  const [confirming, setConfirming] = useState(false);
  if (editing) return <ReviewForm recipeId={recipeId} mine={mine} save={save} error={error} onCancel={() => setEditing(false)} />;
  return (
    <div className="mt-4 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <h3 className="font-bold">{t.reviews.yourReview}</h3>
      {mine.hidden ? <p className="mt-1 text-sm text-amber-900">{t.reviews.hiddenForOthers}</p> : null}
      <ul className="mt-2">
        <ReviewItem recipeId={recipeId} recipeTitle={recipeTitle} review={mine} />
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" icon="pencil" onClick={() => setEditing(true)}>
          {t.reviews.edit}
        </Button>
        {confirming ? (
          <>
            <p className="w-full font-medium">{t.reviews.confirmDelete}</p>
            <ReviewChange recipeId={recipeId} reviewId={mine.id} intent="excluir" label={t.reviews.confirm} tone="danger" change={change} />
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t.reviews.cancel}
            </Button>
          </>
        ) : (
          <Button variant="secondary" icon="trash" onClick={() => setConfirming(true)}>
            {t.reviews.delete}
          </Button>
        )}
      </div>
    </div>
  );
}
