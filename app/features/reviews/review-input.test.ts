import { describe, expect, it } from "vitest";
import * as t from "~/i18n/pt-br";
import { maxCommentLength, readReviewInput } from "./review-input";

describe("readReviewInput", () => {
  it.each([
    ["5", "Ficou ótimo!", { ok: true, rating: 5, comment: "Ficou ótimo!" }],
    [" 1 ", undefined, { ok: true, rating: 1, comment: "" }],
    ["3", "  linha 1\r\nlinha 2  ", { ok: true, rating: 3, comment: "linha 1\nlinha 2" }],
    ["4", "sem\u0000nulo\u0007", { ok: true, rating: 4, comment: "semnulo" }],
    ["4", "😋".repeat(maxCommentLength), { ok: true, rating: 4, comment: "😋".repeat(maxCommentLength) }],
  ])("%j, %j → accepted", (rating, comment, expected) => {
    expect(readReviewInput(rating, comment)).toEqual(expected);
  });

  it.each([["0"], ["6"], ["4.5"], ["cinco"], [""], [undefined], [["5"]]])("stars %j → the cook is asked for 1 to 5", (rating) => {
    expect(readReviewInput(rating, "")).toEqual({ ok: false, status: 400, message: t.reviews.ratingRequired });
  });

  it("a comment over 1,000 characters is refused with its limit (413)", () => {
    expect(readReviewInput("5", "a".repeat(maxCommentLength + 1))).toEqual({
      ok: false,
      status: 413,
      message: "O comentário pode ter até 1.000 caracteres.",
    });
  });
});
