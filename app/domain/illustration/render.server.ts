/**
 * A recipe's picture as the server sends it: the SVG, or the PNG that link previews need
 * (rendered by sharp from the share-sized SVG), with an ETag from the drawing's bytes.
 * A PNG costs tens of milliseconds, so the last few hundred are kept in memory, and a
 * browser that has the picture already is answered before any PNG is made.
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

const pngCache = new Map<string, Uint8Array<ArrayBuffer>>();
const pngCacheSize = 300;

export async function encodeIllustration({
  svg,
  format,
  etag,
}: DrawnIllustration): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  if (format === "svg") return { body: new TextEncoder().encode(svg), contentType: "image/svg+xml" };
  let body = pngCache.get(etag);
  if (!body) {
    body = new Uint8Array(await sharp(Buffer.from(svg)).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer());
    if (pngCache.size >= pngCacheSize) pngCache.delete(pngCache.keys().next().value!);
    pngCache.set(etag, body);
  }
  return { body, contentType: "image/png" };
}
