/**
 * Where a recipe's picture is served: `/imagens/receitas/v{version}/{id}.svg` (cards, the
 * recipe page) and `.png` (Open Graph: WhatsApp ignores SVG). The version is the
 * drawing's: bumping it when the drawing changes gives every picture a new address, so
 * browsers and link previews never keep an old drawing.
 */
export const illustrationVersion = 1;

export type IllustrationFormat = "svg" | "png";

export function illustrationPath(recipeId: string, format: IllustrationFormat = "svg"): string {
  return `/imagens/receitas/v${illustrationVersion}/${recipeId}.${format}`;
}

/** The recipe id and format an address names, or null when it names none (or an old version). */
export function parseIllustrationFile(version: string, file: string): { recipeId: string; format: IllustrationFormat } | null {
  if (version !== `v${illustrationVersion}`) return null;
  const match = /^([a-z0-9-]{1,120})\.(svg|png)$/.exec(file);
  return match ? { recipeId: match[1]!, format: match[2] as IllustrationFormat } : null;
}
