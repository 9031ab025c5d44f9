/**
 * What the shared photo pipeline knows a photo by, for each caller: a cook's upload (JPEG,
 * PNG, WebP) and an imported recipe's image (those, GIF and AVIF). The decoding itself is
 * tested with the review photos (app/features/reviews/reviews.server.test.ts) and the
 * imported ones (app/features/import/photo.server.test.ts).
 */
import { describe, expect, it } from "vitest";
import { cameraPhotoTypes, photoTypeOf, webPhotoTypes, type PhotoType } from "./photo-encode.server";

const ascii = (text: string) => [...Buffer.from(text)];

describe("photoTypeOf", () => {
  it.each<[string, PhotoType | null, PhotoType | null, number[]]>([
    ["JPEG", "jpeg", "jpeg", [0xff, 0xd8, 0xff, 0xdb]],
    ["PNG", "png", "png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ["WebP", "webp", "webp", [...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WEBP")]],
    ["GIF89a", null, "gif", ascii("GIF89a")],
    ["GIF87a", null, "gif", ascii("GIF87a")],
    ["AVIF", null, "avif", [0, 0, 0, 0x1c, ...ascii("ftypavif")]],
    ["an AVIF sequence", null, "avif", [0, 0, 0, 0x1c, ...ascii("ftypavis")]],
    ["HEIC (an iPhone's, not asked for)", null, null, [0, 0, 0, 0x18, ...ascii("ftypheic")]],
    ["GIF without its version", null, null, ascii("GIF8")],
    ["SVG", null, null, ascii("<svg xmlns=")],
    ["nothing", null, null, []],
  ])("%s: %s from a camera, %s from a recipe site", (_what, camera, web, bytes) => {
    expect(photoTypeOf(new Uint8Array(bytes), cameraPhotoTypes)).toBe(camera);
    expect(photoTypeOf(new Uint8Array(bytes))).toBe(camera);
    expect(photoTypeOf(new Uint8Array(bytes), webPhotoTypes)).toBe(web);
  });
});
