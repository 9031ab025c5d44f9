/**
 * "Avaliações" on a recipe page: the real average, count and distribution; the cook's
 * own review ("Fiz essa receita": stars, a comment, a photo of the dish), which they edit
 * or delete; the newest reviews with their photos, each reportable by other cooks. The
 * forms post to the recipe page's own action, so they work without JavaScript; with it
 * they go through a fetcher and the page's data is read again.
 */
import { useState } from "react";
import { href, Link } from "react-router";
import { buttonClass, linkClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { useMutation } from "~/components/use-mutation";
import * as t from "~/i18n/pt-br";
import { MyReview } from "./my-review";
import { refusedSave, type ReviewAnswer } from "./review-answer";
import { ReviewForm } from "./review-form";
import { ReviewItem, Stars } from "./review-item";
import type { ReviewSummary, ReviewView } from "./reviews.server";

export interface ReviewsData {
  summary: ReviewSummary;
  items: ReviewView[];
  mine: ReviewView | null;
  hasMore: boolean;
  page: number;
}

function Summary({ summary }: { summary: ReviewSummary }) {
  if (summary.count === 0 || summary.average === null) return <p className="mt-2 text-stone-700">{t.reviews.none}</p>;
  const most = Math.max(...summary.distribution);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-6">
      <div>
        <p className="text-4xl font-extrabold">{t.reviews.average(summary.average)}</p>
        <Stars rating={summary.average} />
        <p className="text-sm text-stone-700">{t.reviews.count(summary.count)}</p>
      </div>
      <ul className="min-w-48 max-w-md flex-1 space-y-1" aria-label={t.reviews.title}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.distribution[stars - 1]!;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm" aria-label={t.reviews.distribution(stars, n)}>
              <span aria-hidden="true" className="w-3 text-right">
                {stars}
              </span>
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${most ? (n / most) * 100 : 0}%` }} />
              </span>
              <span aria-hidden="true" className="w-8 text-stone-700">
                {n}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function ReviewsSection({
  recipeId,
  recipeTitle,
  reviews,
  signedIn,
  signInHref,
  posted = null,
}: {
  recipeId: string;
  recipeTitle: string;
  reviews: ReviewsData;
  signedIn: boolean;
  signInHref: string;
  /** The answer to a save posted before the page's code arrived (a refusal is shown in the form, with what was sent). */
  posted?: ReviewAnswer | null;
}) {
  const others = reviews.items.filter((review) => !review.mine);
  const refused = refusedSave(posted);
  // The answers are heard here, where they stay mounted whatever the answer changes below.
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(refused?.message ?? null);
  const action = href("/receitas/:id", { id: recipeId });
  const save = useMutation<ReviewAnswer>(action, (answer) => {
    if (!answer.ok) return setError(answer.message ?? t.reviews.saveError);
    setError(null);
    setEditing(false);
    toast.show(answer.message, "success");
  });
  const change = useMutation<ReviewAnswer>(action, (answer) =>
    toast.show(answer.message ?? t.reviews.saveError, answer.ok ? "success" : "error"),
  );
  return (
    <section id="avaliacoes" aria-labelledby="avaliacoes-titulo" className="mt-12 scroll-mt-20 print:hidden">
      <h2 id="avaliacoes-titulo" tabIndex={-1} className="text-2xl font-bold outline-none">
        {t.reviews.title}
      </h2>
      <Summary summary={reviews.summary} />
      {signedIn ? (
        reviews.mine ? (
          <MyReview
            recipeId={recipeId}
            recipeTitle={recipeTitle}
            mine={reviews.mine}
            editing={editing}
            setEditing={setEditing}
            save={save}
            error={error}
            change={change}
          />
        ) : (
          <div className="mt-6">
            <h3 className="text-lg font-bold">{t.reviews.madeIt}</h3>
            <ReviewForm recipeId={recipeId} mine={null} save={save} error={error} kept={refused?.kept} />
          </div>
        )
      ) : (
        <p className="mt-4">
          <Link to={signInHref} className={linkClass()}>
            {t.reviews.signIn}
          </Link>
        </p>
      )}
      {others.length > 0 ? (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {others.map((review) => (
            <ReviewItem
              key={review.id}
              recipeId={recipeId}
              recipeTitle={recipeTitle}
              review={review}
              change={signedIn ? change : undefined}
            />
          ))}
        </ul>
      ) : null}
      {reviews.hasMore ? (
        <Link
          to={`?avaliacoes=${reviews.page + 1}#avaliacoes`}
          preventScrollReset
          className={buttonClass({ variant: "secondary", className: "mt-4" })}
        >
          {t.reviews.more}
        </Link>
      ) : null}
    </section>
  );
}
