/**
 * What the recipe page's form sends about reviews ("salvar", "excluir", "denunciar"),
 * read and answered. A body that may carry a photo is weighed before it is read: the
 * recipe, the cook's limits and a place in the process's image line come first, so a
 * refused photo costs nothing. A photo's header is read before its pixels; the photo
 * counts toward the daily limit from the moment it is decoded, and is decoded and
 * re-encoded before anything is written, so a refused photo leaves the review as it
 * was. Plain values in, a plain answer out (the route sends it with its status).
 */
import { z } from "zod";
import type { Db } from "../../../db/client.server";
import type { UserRow } from "../../../db/schema";
import * as t from "~/i18n/pt-br";
import { BadForm, BodyTooLarge, readUploadForm } from "~/lib/forms.server";
import { imageLine } from "~/lib/image-work.server";
import { log } from "~/config/log.server";
import type { LinePlace } from "~/lib/work-line";
import { decodePhoto, maxPhotoBytes, PhotoRefused, readPhotoHeader, type PhotoVariant } from "~/lib/photo-encode.server";
import type { KeptReview, ReviewAnswer, ReviewIntent } from "./review-answer";
import { maxCommentLength, readReviewInput } from "./review-input";
import { deleteReview, givePhotoUploadBack, photoRoom, reportReview, saveReview, takePhotoUpload, type Refusal } from "./reviews.server";

type Answered = { status: number; answer: ReviewAnswer };

/** The form's text fields fit in this: a larger body can only be carrying a photo. */
const maxFormBytes = 64 * 1024;
/** A photo and the rest of the form fit in this. */
const maxBodyBytes = maxPhotoBytes + maxFormBytes;

export interface ReviewRules {
  /** How old (days) an account must be for its reports to count toward hiding a review. */
  reportMinAccountDays: number;
}

const refusal = (refused: Refusal | { status: number; message: string }, intent: ReviewIntent = "salvar"): Answered => ({
  status: refused.status,
  answer: { ok: false, intent, message: refused.message },
});
const busy = (): Answered => refusal({ status: 503, message: t.reviews.photoBusy });

export async function reviewAction(
  db: Db,
  user: Pick<UserRow, "id">,
  recipeId: string,
  request: Request,
  rules: ReviewRules,
): Promise<Answered> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  let place: LinePlace | null = null;
  if (!(declared <= maxFormBytes)) {
    const refused = await photoRoom(db, user.id, recipeId);
    if (refused) return refusal(refused);
    place = imageLine.enter();
    if (!place) return busy();
  }
  try {
    return await answer(db, user.id, recipeId, request, rules, place);
  } finally {
    place?.leave();
  }
}

/**
 * Which change the form asks for. The stars and the comment are read by readReviewInput
 * (review-input.ts), the rule the page shares to say it early; the photo is a File, read
 * from the form itself.
 */
const reviewId = z.string().max(64).default("");
const changeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("excluir"), id: reviewId }),
  z.object({ intent: z.literal("denunciar"), id: reviewId }),
  z.object({ intent: z.literal("salvar"), "remover-foto": z.string().optional() }),
]);

async function answer(
  db: Db,
  userId: string,
  recipeId: string,
  request: Request,
  rules: ReviewRules,
  place: LinePlace | null,
): Promise<Answered> {
  let form: FormData;
  try {
    form = await readUploadForm(request, maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) return refusal({ status: 413, message: t.reviews.photoTooLarge });
    if (error instanceof BadForm) return { status: 400, answer: { ok: false, message: t.quota.badRequest } };
    throw error;
  }
  const parsed = changeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { status: 400, answer: { ok: false, message: t.quota.badRequest } };
  const change = parsed.data;
  const answered = await answerChange(db, userId, recipeId, form, change, rules, place);
  // A page that posted before its code arrived is drawn again from this answer: a refused
  // save gives the cook their stars and comment back (a browser never refills a file input).
  if (change.intent === "salvar" && !answered.answer.ok) answered.answer.kept = keptReview(form);
  return answered;
}

function keptReview(form: FormData): KeptReview {
  const rating = String(form.get("nota") ?? "").trim();
  const comment = form.get("comentario");
  return {
    rating: /^[1-5]$/.test(rating) ? Number(rating) : null,
    comment: typeof comment === "string" ? comment.slice(0, maxCommentLength) : "",
  };
}

async function answerChange(
  db: Db,
  userId: string,
  recipeId: string,
  form: FormData,
  change: z.infer<typeof changeSchema>,
  rules: ReviewRules,
  place: LinePlace | null,
): Promise<Answered> {
  const { intent } = change;
  let photoTaken = false;
  try {
    if (change.intent === "excluir" || change.intent === "denunciar") {
      const done =
        change.intent === "excluir"
          ? await deleteReview(db, userId, change.id)
          : await reportReview(db, userId, change.id, { minAccountDays: rules.reportMinAccountDays });
      if (!done.ok) return refusal(done, intent);
      return { status: 200, answer: { ok: true, intent, message: intent === "excluir" ? t.reviews.deleted : t.reviews.reported } };
    }
    const input = readReviewInput(form.get("nota"), form.get("comentario"));
    if (!input.ok) return refusal(input, intent);
    const file = form.get("foto");
    let photo: PhotoVariant[] | "remove" | undefined;
    if (file instanceof File && file.size > 0) {
      // A small body was read before these were looked at: look now, before any decoding.
      const refused = place ? null : await photoRoom(db, userId, recipeId);
      if (refused) return refusal(refused);
      const bytes = new Uint8Array(await file.arrayBuffer());
      await readPhotoHeader(bytes);
      const turn = place ?? imageLine.enter();
      if (!turn) return busy();
      try {
        if (!(await takePhotoUpload(db, userId))) return refusal({ status: 429, message: t.reviews.photoDailyLimit });
        photoTaken = true;
        photo = await turn.run(() => decodePhoto(bytes));
      } finally {
        if (turn !== place) turn.leave();
      }
    } else if (change["remover-foto"] === "1") photo = "remove";
    const saved = await saveReview(db, { userId, recipeId, rating: input.rating, comment: input.comment, photo });
    if (!saved.ok) {
      if (photoTaken) await givePhotoUploadBack(db, userId);
      return refusal(saved, intent);
    }
    return { status: 200, answer: { ok: true, intent, message: saved.created ? t.reviews.saved : t.reviews.updated } };
  } catch (error) {
    // A photo that reached the decoder counts, readable or not: decoding is what the limit bounds.
    if (error instanceof PhotoRefused) return refusal(error);
    log.error({ err: error, intent }, "[avaliacoes] falha");
    if (photoTaken)
      await givePhotoUploadBack(db, userId).catch((cause: unknown) => log.error({ err: cause }, "[avaliacoes] foto não devolvida"));
    return { status: 500, answer: { ok: false, message: t.reviews.saveError } };
  }
}
