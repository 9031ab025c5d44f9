/**
 * "Avaliações" on a recipe page: the real average, count and distribution; the cook's
 * own review ("Fiz essa receita": stars, a comment, a photo of the dish), which they edit
 * or delete; the newest reviews with their photos, each reportable by other cooks. The
 * forms post to the recipe page's own action, so they work without JavaScript; with it
 * they go through a fetcher and the page's data is read again.
 */
import { useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { useToast } from "~/components/toast";
import { useMutation } from "~/components/use-mutation";
import * as t from "~/i18n/pt-br";
import type { ReviewAnswer } from "./review-action.server";
import { maxCommentLength } from "./review-input";
import type { ReviewPhoto, ReviewSummary, ReviewView } from "./reviews.server";

export interface ReviewsData {
  summary: ReviewSummary;
  items: ReviewView[];
  mine: ReviewView | null;
  hasMore: boolean;
  page: number;
}

const dateFormat = new Intl.DateTimeFormat("pt-BR", { dateStyle: "medium", timeZone: "America/Sao_Paulo" });
const button =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60";
const primary = `${button} bg-brand-700 text-white hover:bg-brand-800`;
const secondary = `${button} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100`;

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
  return `/fotos/avaliacoes/${reviewId}/${photo.version}/${width}.webp`;
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

type Mutation = ReturnType<typeof useMutation<ReviewAnswer>>;

function ReviewForm({
  recipeId,
  mine,
  save,
  error,
  onCancel,
}: {
  recipeId: string;
  mine: ReviewView | null;
  save: Mutation;
  error: string | null;
  onCancel?: () => void;
}) {
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [fileName, setFileName] = useState<string | null>(null);
  return (
    <save.Form
      method="post"
      action={`/receitas/${recipeId}`}
      encType="multipart/form-data"
      className="mt-4 max-w-2xl space-y-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <input type="hidden" name="intent" value="salvar" />
      <fieldset>
        <legend className="font-semibold">{t.reviews.stars}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name="nota"
                value={star}
                required
                defaultChecked={mine?.rating === star}
                onChange={() => setRating(star)}
                className="sr-only"
              />
              <span className="sr-only">{t.reviews.starLabel(star)}</span>
              <Icon name="star" className={`size-9 ${rating >= star ? "fill-amber-500 text-amber-500" : "text-stone-400"}`} />
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="comentario" className="font-semibold">
          {t.reviews.comment}
        </label>
        <textarea
          id="comentario"
          name="comentario"
          rows={3}
          maxLength={maxCommentLength}
          defaultValue={mine?.comment ?? ""}
          aria-describedby="comentario-ajuda"
          className="field mt-1 w-full"
        />
        <p id="comentario-ajuda" className="text-sm text-stone-600">
          {t.reviews.commentHint(maxCommentLength)}
        </p>
      </div>
      <div>
        <p id="foto-titulo" className="font-semibold">
          {t.reviews.photo}
        </p>
        {/* The browser's own file button speaks the browser's language: ours speaks Portuguese. */}
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <label className={`${secondary} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700`}>
            <input
              id="foto"
              name="foto"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-labelledby="foto-titulo"
              aria-describedby="foto-ajuda foto-escolhida"
              onChange={(event) => setFileName(event.target.files?.[0]?.name ?? null)}
              className="sr-only"
            />
            <Icon name="plus" className="size-4" />
            {t.reviews.choosePhoto}
          </label>
          <span id="foto-escolhida" className="min-w-0 text-sm text-stone-700 [overflow-wrap:anywhere]">
            {fileName ?? t.reviews.noPhotoChosen}
          </span>
        </div>
        <p id="foto-ajuda" className="text-sm text-stone-600">
          {t.reviews.photoHint}
        </p>
        {mine?.photo ? (
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input type="checkbox" name="remover-foto" value="1" className="size-4 accent-brand-700" />
            {t.reviews.removePhoto}
          </label>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={save.pending} className={primary}>
          {mine ? t.reviews.update : t.reviews.publish}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={secondary}>
            {t.reviews.cancel}
          </button>
        ) : null}
      </div>
    </save.Form>
  );
}

/** A small form for one change to one review ("excluir", "denunciar"). */
function ReviewChange({
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
  change: Mutation;
}) {
  return (
    <change.Form method="post" action={`/receitas/${recipeId}`} encType="multipart/form-data">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={reviewId} />
      <button
        type="submit"
        disabled={change.pending}
        className={
          tone === "danger"
            ? `${button} bg-red-700 text-white hover:bg-red-800`
            : "min-h-11 text-sm font-medium text-stone-700 underline underline-offset-2"
        }
      >
        {label}
      </button>
    </change.Form>
  );
}

function ReviewItem({
  recipeId,
  recipeTitle,
  review,
  change,
}: {
  recipeId: string;
  recipeTitle: string;
  review: ReviewView;
  /** How another cook reports it; absent for a visitor and for the cook's own. */
  change?: Mutation;
}) {
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
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
    </li>
  );
}

function MyReview({
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
  save: Mutation;
  error: string | null;
  change: Mutation;
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
        <button type="button" className={secondary} onClick={() => setEditing(true)}>
          <Icon name="pencil" className="size-4" />
          {t.reviews.edit}
        </button>
        {confirming ? (
          <>
            <p className="w-full font-medium">{t.reviews.confirmDelete}</p>
            <ReviewChange recipeId={recipeId} reviewId={mine.id} intent="excluir" label={t.reviews.confirm} tone="danger" change={change} />
            <button type="button" className={secondary} onClick={() => setConfirming(false)}>
              {t.reviews.cancel}
            </button>
          </>
        ) : (
          <button type="button" className={secondary} onClick={() => setConfirming(true)}>
            <Icon name="trash" className="size-4" />
            {t.reviews.delete}
          </button>
        )}
      </div>
    </div>
  );
}

export function ReviewsSection({
  recipeId,
  recipeTitle,
  reviews,
  signedIn,
  signInHref,
}: {
  recipeId: string;
  recipeTitle: string;
  reviews: ReviewsData;
  signedIn: boolean;
  signInHref: string;
}) {
  const others = reviews.items.filter((review) => !review.mine);
  // The answers are heard here, where they stay mounted whatever the answer changes below.
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const action = `/receitas/${recipeId}`;
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
            <ReviewForm recipeId={recipeId} mine={null} save={save} error={error} />
          </div>
        )
      ) : (
        <p className="mt-4">
          <Link to={signInHref} className="font-semibold text-brand-800 underline underline-offset-2">
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
        <Link to={`?avaliacoes=${reviews.page + 1}#avaliacoes`} preventScrollReset className={`${secondary} mt-4`}>
          {t.reviews.more}
        </Link>
      ) : null}
    </section>
  );
}
