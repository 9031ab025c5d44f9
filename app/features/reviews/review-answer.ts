/**
 * What the recipe page's action answers about reviews (review-action.server.ts writes it; the
 * page reads it). Apart from the section, so the page can read a post's answer without
 * loading the reviews' code, which comes when they do.
 */
export type ReviewIntent = "salvar" | "excluir" | "denunciar";

/** What a refused "salvar" had in it, to put back in the form of a page that posted without its code (stars, comment). */
export interface KeptReview {
  rating: number | null;
  comment: string;
}

export type ReviewAnswer =
  { ok: true; intent: ReviewIntent; message: string } | { ok: false; intent?: ReviewIntent; message: string; kept?: KeptReview };

/** A refused "salvar" answered to a post made without the page's code: the form says it, not the page's foot. */
export function refusedSave(answer: ReviewAnswer | null | undefined) {
  return answer && !answer.ok && answer.intent === "salvar" ? answer : null;
}
