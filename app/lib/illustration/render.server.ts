/**
 * A recipe's picture as the server sends it: the SVG, or the PNG that link previews need
 * (rendered by sharp from the share-sized SVG), with an ETag from the drawing's bytes.
 * A PNG costs about 0.1 s of CPU: it is rendered once per drawing and kept in the
 * database (app/features/recipes/illustration-png.server.ts), under a key made of the
 * drawing's hash and `pngRenderer`.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { IllustrationFormat } from "./address";
import { drawIllustration, type IllustrationInput } from "./draw";

export interface DrawnIllustration {
  svg: string;
  format: IllustrationFormat;
  etag: string;
}

export function drawForFormat(recipe: IllustrationInput, format: IllustrationFormat): DrawnIllustration {
  const svg = drawIllustration(recipe, format === "png" ? "share" : "card");
  return { svg, format, etag: `"${format}-${createHash("sha256").update(svg).digest("base64url").slice(0, 22)}"` };
}

/**
 * What turns the SVG into the PNG: the options below and the libraries that rasterise
 * it. Change the first part with the options; a new sharp or libvips changes the rest,
 * and every kept PNG is rendered anew on its next request.
 */
export const pngRenderer = `palette-q90-c9/sharp-${sharp.versions.sharp}/vips-${sharp.versions.vips}`;

/** The link-preview PNG of a drawing (a palette PNG of ~13 KB instead of ~60 KB). */
export async function renderPng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await sharp(Buffer.from(svg)).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer());
}

/** Which PNG a drawing makes with this renderer: what a kept PNG is found by. */
export function pngKey(svg: string, renderer = pngRenderer): string {
  return createHash("sha256").update(renderer).update("\n").update(svg).digest("base64url");
}
