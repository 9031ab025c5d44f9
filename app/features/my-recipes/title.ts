/**
 * A recipe's new title, as the cook typed it: runs of spaces become one, the ends are
 * trimmed, and it must be 3 to 120 characters (letters, not bytes) with no control
 * characters. Pure: the server decides with it, the page reads its limits.
 */
import * as t from "~/i18n/pt-br";

export const titleMin = 3;
export const titleMax = 120;

export type CleanTitle = { ok: true; title: string } | { ok: false; message: string };

export function cleanTitle(raw: string): CleanTitle {
  const title = raw.replace(/\s+/g, " ").trim();
  if (/[\u0000-\u001f\u007f-\u009f]/.test(title)) return { ok: false, message: t.myRecipes.titleInvalid };
  const length = [...title].length;
  if (length < titleMin) return { ok: false, message: t.myRecipes.titleTooShort(titleMin) };
  if (length > titleMax) return { ok: false, message: t.myRecipes.titleTooLong(titleMax) };
  return { ok: true, title };
}
