/**
 * The widths a kept photo exists at, and where an imported recipe's own photo is served:
 * `/fotos/receitas/{recipeId}/{version}/{width}.webp`. Pure, so the page that shows the
 * photo, the route that serves it and the pipeline that stores it agree without I/O.
 *
 * The version names the widest width's size (`k3J9xQ-1080x720`): the page sets each
 * width's `srcset` entry and the image's width and height (no layout shift) from the
 * recipe row alone, without reading the photo rows (decision 042).
 */

/** The widths a photo is kept at: a card's thumbnail, a phone's width, a large screen's. */
export const photoWidths = [320, 640, 1080] as const;

/** The widths kept for a photo whose widest copy is `widest` pixels wide: never wider than it is. */
export function keptWidths(widest: number): number[] {
  return [...new Set(photoWidths.map((width) => Math.min(width, widest)))];
}

export interface PhotoSize {
  width: number;
  height: number;
}

/** A new version for a recipe photo: a random tag (base64url) and the widest copy's size. */
export function recipePhotoVersion(tag: string, widest: PhotoSize): string {
  return `${tag}-${widest.width}x${widest.height}`;
}

const versionPattern = /^([\w-]{4,16})-([1-9]\d{0,4})x([1-9]\d{0,4})$/;

/**
 * Each kept width of a recipe photo and its height, widest last, from its version; null
 * for a version that is not one (or names a width no copy could have).
 */
export function recipePhotoSizes(version: string): PhotoSize[] | null {
  const match = versionPattern.exec(version);
  if (!match) return null;
  const widest = { width: Number(match[2]), height: Number(match[3]) };
  if (widest.width > Math.max(...photoWidths)) return null;
  return keptWidths(widest.width).map((width) => ({
    width,
    height: Math.max(1, Math.round((widest.height * width) / widest.width)),
  }));
}

export function recipePhotoPath(recipeId: string, version: string, width: number): string {
  return `/fotos/receitas/${encodeURIComponent(recipeId)}/${version}/${width}.webp`;
}
