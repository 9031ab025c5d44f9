/**
 * "Fiz essa receita": the stars (radios, so the form works without JavaScript), a comment
 * and a photo of the dish; the same form edits the cook's review. The page draws it before
 * its code arrives (it loads when the reviews do): the stars light from the checked radio in
 * CSS (`star-choice`, app.css) and the chosen photo's name is read from the input once the
 * code runs, so nothing a cook chose in between looks lost; a save refused after such a post
 * comes back with its stars and comment (`kept`).
 */
import { href } from "react-router";
import { useEffect, useRef, useState } from "react";
import { cardClass } from "~/components/ui/card";
import { Icon } from "~/components/icon";
import { Button, buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import * as t from "~/i18n/pt-br";
import { maxCommentLength } from "./review-input";
import type { ReviewMutation } from "./review-item";
import type { KeptReview } from "./review-answer";
import type { ReviewView } from "./reviews.server";

export function ReviewForm({
  recipeId,
  mine,
  save,
  error,
  kept = null,
  onCancel,
}: {
  recipeId: string;
  mine: ReviewView | null;
  save: ReviewMutation;
  error: string | null;
  /** What a refused save posted without the page's code had in it. */
  kept?: KeptReview | null;
  onCancel?: () => void;
}) {
  const rating = kept ? kept.rating : (mine?.rating ?? null);
  const [fileName, setFileName] = useState<string | null>(null);
  const photo = useRef<HTMLInputElement>(null);
  // A photo chosen while the page was still without this code is in the input already. The
  // form says when its code has taken over, as the root does for the page (`data-hydrated`).
  useEffect(() => {
    setFileName(photo.current?.files?.[0]?.name ?? null);
    photo.current?.form?.setAttribute("data-hydrated", "");
  }, []);
  return (
    <save.Form
      method="post"
      // Posted without the page's code, the answer opens at the reviews, where the cook was.
      action={`${href("/receitas/:id", { id: recipeId })}#avaliacoes`}
      encType="multipart/form-data"
      className={cardClass("mt-4 max-w-2xl space-y-4")}
    >
      <input type="hidden" name="intent" value="salvar" />
      <fieldset>
        <legend className="font-semibold">{t.reviews.stars}</legend>
        <div className="star-choice mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input type="radio" name="nota" value={star} required defaultChecked={rating === star} className="sr-only" />
              <span className="sr-only">{t.reviews.starLabel(star)}</span>
              <Icon name="star" className="size-9" />
            </label>
          ))}
        </div>
      </fieldset>
      <Field id="comentario" label={t.reviews.comment} hint={t.reviews.commentHint(maxCommentLength)}>
        {(control) => (
          <textarea
            {...control}
            name="comentario"
            rows={3}
            maxLength={maxCommentLength}
            defaultValue={kept ? kept.comment : (mine?.comment ?? "")}
            className="field mt-1 w-full"
          />
        )}
      </Field>
      <div>
        <p id="foto-titulo" className="font-semibold">
          {t.reviews.photo}
        </p>
        {/* The browser's own file button speaks the browser's language: ours speaks Portuguese. */}
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <label
            className={buttonClass({
              variant: "secondary",
              className: "cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700",
            })}
          >
            <input
              ref={photo}
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
        <Button type="submit" loading={save.pending}>
          {mine ? t.reviews.update : t.reviews.publish}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t.reviews.cancel}
          </Button>
        ) : null}
      </div>
    </save.Form>
  );
}
