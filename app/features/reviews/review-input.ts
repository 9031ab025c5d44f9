/**
 * What a review form may carry (spec for "Fiz essa receita"): 1 to 5 whole stars and a
 * comment of at most 1,000 characters, trimmed, line breaks kept, other control
 * characters dropped. Pure, shared by the page (to say it early) and the server (to
 * enforce it).
 */
import * as t from "~/i18n/pt-br";

export const maxCommentLength = 1000;

export type ReviewInput = { ok: true; rating: number; comment: string } | { ok: false; status: 400 | 413; message: string };

export function readReviewInput(rating: unknown, comment: unknown): ReviewInput {
  const stars = typeof rating === "string" && /^[1-5]$/.test(rating.trim()) ? Number(rating.trim()) : null;
  if (stars === null) return { ok: false, status: 400, message: t.reviews.ratingRequired };
  if (comment !== null && comment !== undefined && typeof comment !== "string") {
    return { ok: false, status: 400, message: t.reviews.commentTooLong(maxCommentLength) };
  }
  const text = (comment ?? "")
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")
    .trim();
  if ([...text].length > maxCommentLength) return { ok: false, status: 413, message: t.reviews.commentTooLong(maxCommentLength) };
  return { ok: true, rating: stars, comment: text };
}
