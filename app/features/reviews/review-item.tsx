/** One review as a cook reads it (stars, author, date, comment, photo), and the small forms that change one. */
import { href } from "react-router";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import type { useMutation } from "~/components/use-mutation";
import * as t from "~/i18n/pt-br";
import type { ReviewAnswer } from "./review-answer";
import type { ReviewPhoto, ReviewView } from "./reviews.server";

export type ReviewMutation = ReturnType<typeof useMutation<ReviewAnswer>>;

const dateFormat = new Intl.DateTimeFormat("pt-BR", { dateStyle: "medium", timeZone: "America/Sao_Paulo" });

/** Five stars, the first `rating` filled (rounded to the nearest half for an average). */
export function Stars({ rating, className = "size-5" }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex text-amber-500" role="img" aria-label={t.reviews.starLabel(Math.round(rating * 10) / 10)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon key={star} name="star" className={`${className} ${rating >= star - 0.25 ? "fill-current" : "text-stone-300"}`} />
      ))}
    </span>
  );
}

export function photoUrl(reviewId: string, photo: ReviewPhoto, width: number) {
  return href("/fotos/avaliacoes/:reviewId/:version/:file", { reviewId, version: String(photo.version), file: `${width}.webp` });
}

/** A small form for one change to one review ("excluir", "denunciar"). */
export function ReviewChange({
  recipeId,
  reviewId,
  intent,
  label,
  tone,
  change,
}: {
  recipeId: string;
  reviewId: string;
  intent: "excluir" | "denunciar";
  label: string;
  tone: "danger" | "quiet";
  change: ReviewMutation;
}) {
  return (
    <change.Form method="post" action={href("/receitas/:id", { id: recipeId })} encType="multipart/form-data">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={reviewId} />
      {tone === "danger" ? (
        <Button type="submit" variant="danger" loading={change.pending}>
          {label}
        </Button>
      ) : (
        <button
          type="submit"
          disabled={change.pending}
          className="min-h-11 text-sm font-medium text-stone-700 underline underline-offset-2 disabled:opacity-60"
        >
          {label}
        </button>
      )}
    </change.Form>
  );
}

export function ReviewItem({
  recipeId,
  recipeTitle,
  review,
  change,
}: {
  recipeId: string;
  recipeTitle: string;
  review: ReviewView;
  /** How another cook reports it; absent for a visitor and for the cook's own. */
  change?: ReviewMutation;
}) {
  return (
    <Card as="li">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} className="size-4" />
        <span className="font-semibold">{t.reviews.by(review.author)}</span>
        <time dateTime={review.createdAt} className="text-sm text-stone-600">
          {dateFormat.format(new Date(review.createdAt))}
        </time>
      </div>
      {review.comment ? <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">{review.comment}</p> : null}
      {review.photo ? (
        <img
          src={photoUrl(review.id, review.photo, review.photo.sizes[Math.min(1, review.photo.sizes.length - 1)]!.width)}
          srcSet={review.photo.sizes.map((size) => `${photoUrl(review.id, review.photo!, size.width)} ${size.width}w`).join(", ")}
          sizes="(min-width: 640px) 320px, 90vw"
          width={review.photo.sizes[0]!.width}
          height={review.photo.sizes[0]!.height}
          alt={t.reviews.photoAlt(recipeTitle, review.author)}
          loading="lazy"
          decoding="async"
          className="mt-3 h-auto w-full max-w-xs rounded-xl object-cover"
        />
      ) : null}
      {change && !review.mine ? (
        <div className="mt-2">
          <ReviewChange recipeId={recipeId} reviewId={review.id} intent="denunciar" label={t.reviews.report} tone="quiet" change={change} />
        </div>
      ) : null}
    </Card>
  );
}
