/**
 * What the recipe page's form sends about reviews ("salvar", "excluir", "denunciar"),
 * read and answered: the photo is read as bytes and re-encoded before anything is
 * written, so a refused photo leaves the review as it was. Plain values in, a plain
 * answer out (the route sends it with its status).
 */
import type { Db } from "../../../db/client.server";
import type { UserRow } from "../../../db/schema";
import * as t from "~/i18n/pt-br";
import { BadForm, BodyTooLarge, readUploadForm } from "~/lib/forms.server";
import { log } from "~/lib/log.server";
import { maxPhotoBytes, PhotoRefused, processPhoto, type PhotoVariant } from "./photo.server";
import { readReviewInput } from "./review-input";
import { deleteReview, reportReview, saveReview } from "./reviews.server";

export type ReviewIntent = "salvar" | "excluir" | "denunciar";
export type ReviewAnswer = { ok: true; intent: ReviewIntent; message: string } | { ok: false; intent?: ReviewIntent; message: string };

/** A photo and the rest of the form fit in this. */
const maxBodyBytes = maxPhotoBytes + 64 * 1024;

export async function reviewAction(
  db: Db,
  user: Pick<UserRow, "id">,
  recipeId: string,
  request: Request,
): Promise<{ status: number; answer: ReviewAnswer }> {
  let form: FormData;
  try {
    form = await readUploadForm(request, maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) return { status: 413, answer: { ok: false, intent: "salvar", message: t.reviews.photoTooLarge } };
    if (error instanceof BadForm) return { status: 400, answer: { ok: false, message: t.quota.badRequest } };
    throw error;
  }
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "").slice(0, 64);
  try {
    if (intent === "excluir" || intent === "denunciar") {
      const done = intent === "excluir" ? await deleteReview(db, user.id, id) : await reportReview(db, user.id, id);
      if (!done.ok) return { status: done.status, answer: { ok: false, intent, message: done.message } };
      return { status: 200, answer: { ok: true, intent, message: intent === "excluir" ? t.reviews.deleted : t.reviews.reported } };
    }
    if (intent !== "salvar") return { status: 400, answer: { ok: false, message: t.quota.badRequest } };

    const input = readReviewInput(form.get("nota"), form.get("comentario"));
    if (!input.ok) return { status: input.status, answer: { ok: false, intent, message: input.message } };
    const file = form.get("foto");
    let photo: PhotoVariant[] | "remove" | undefined;
    if (file instanceof File && file.size > 0) photo = await processPhoto(new Uint8Array(await file.arrayBuffer()));
    else if (form.get("remover-foto") === "1") photo = "remove";
    const saved = await saveReview(db, { userId: user.id, recipeId, rating: input.rating, comment: input.comment, photo });
    if (!saved.ok) return { status: saved.status, answer: { ok: false, intent, message: saved.message } };
    return { status: 200, answer: { ok: true, intent, message: saved.created ? t.reviews.saved : t.reviews.updated } };
  } catch (error) {
    if (error instanceof PhotoRefused) return { status: error.status, answer: { ok: false, intent: "salvar", message: error.message } };
    log.error({ err: error, intent }, "[avaliacoes] falha");
    return { status: 500, answer: { ok: false, message: t.reviews.saveError } };
  }
}
