/**
 * A photo from outside (a cook's photo of the dish they made, an imported recipe's image):
 * checked by its content (JPEG, PNG or WebP, whatever its name or declared type; an
 * imported image may also be GIF or AVIF), its size read from its header before any pixel
 * is decoded, then decoded and re-encoded by sharp (libvips) into WebP at a few widths
 * for `srcset`, turned upright by its EXIF orientation, with every piece of metadata
 * (EXIF, GPS, XMP, ICC) left behind. What cannot be decoded is refused; nothing is stored
 * until every width exists. The caller runs the decoding in the process's image line
 * (app/lib/image-work.server.ts).
 *
 * The refusals carry the review form's words (t.reviews): the form is the one place a
 * cook sends a photo and reads why it was refused; an import only learns that it failed.
 */
import sharp from "sharp";
import { keptWidths, photoWidths } from "~/domain/photo-sizes";
import * as t from "~/i18n/pt-br";

export const maxPhotoBytes = 10 * 1024 * 1024;
/**
 * Beyond this many pixels a "photo" is a decompression bomb, not a dish: a phone's
 * camera writes 12 to 24 megapixels by default (a 48 or 50 MP mode must be sent smaller).
 */
export const maxPhotoPixels = 40_000_000;
/** The tallest a kept photo may be, for the widest width (a very tall image is shrunk to fit). */
const maxKeptHeight = 2 * Math.max(...photoWidths);

export type PhotoType = "jpeg" | "png" | "webp" | "gif" | "avif";

/** What a cook may send from a phone or a camera. */
export const cameraPhotoTypes: readonly PhotoType[] = ["jpeg", "png", "webp"];
/** What a recipe site may serve (safe-fetch.server.ts asks for these five). */
export const webPhotoTypes: readonly PhotoType[] = ["jpeg", "png", "webp", "gif", "avif"];

export class PhotoRefused extends Error {
  override name = "PhotoRefused";
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What the bytes say they are (their first bytes), not what the file's name says; null
 * when they are none of `accepted`. GIF is "GIF87a"/"GIF89a" (GIF89a specification);
 * AVIF is an ISO BMFF `ftyp` box whose major brand is `avif` or `avis` (AV1 Image File
 * Format, aomediacodec.github.io/av1-avif, section 9).
 */
export function photoTypeOf(bytes: Uint8Array, accepted: readonly PhotoType[] = cameraPhotoTypes): PhotoType | null {
  const type = sniff(bytes);
  return type && accepted.includes(type) ? type : null;
}

function sniff(bytes: Uint8Array): PhotoType | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (bytes.length >= 6 && (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a")) return "gif";
  if (bytes.length >= 12 && ascii(4, 8) === "ftyp" && (ascii(8, 12) === "avif" || ascii(8, 12) === "avis")) return "avif";
  return null;
}

export interface PhotoHeader {
  type: PhotoType;
  width: number;
  height: number;
}

/**
 * The photo's type and size, from its first bytes and its header only: sharp's
 * `metadata()` reads the header "without decoding any compressed pixel data"
 * (https://sharp.pixelplumbing.com/api-input#metadata). A bomb (a few hundred KB that
 * declare 7000 × 7000 pixels) is refused here, in milliseconds and without memory.
 */
export async function readPhotoHeader(bytes: Uint8Array, accepted: readonly PhotoType[] = cameraPhotoTypes): Promise<PhotoHeader> {
  if (bytes.byteLength > maxPhotoBytes) throw new PhotoRefused(413, t.reviews.photoTooLarge);
  const type = bytes.byteLength === 0 ? null : photoTypeOf(bytes, accepted);
  if (!type) throw new PhotoRefused(400, t.reviews.photoType);
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    throw new PhotoRefused(400, t.reviews.photoUnreadable);
  }
  if (!width || !height) throw new PhotoRefused(400, t.reviews.photoUnreadable);
  if (width * height > maxPhotoPixels) throw new PhotoRefused(413, t.reviews.photoTooManyPixels);
  return { type, width, height };
}

export interface PhotoVariant {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * The photo at each width (never wider than it was taken), WebP, upright, without
 * metadata; its header must have been read (`readPhotoHeader`). Memory stays bounded:
 * the widest width is made straight from the file (libvips shrinks a JPEG or WebP while
 * decoding it and reads a PNG in strips, `sequentialRead`), the others from that one, one
 * after the other, so a job is one thread (https://sharp.pixelplumbing.com/api-constructor).
 */
export async function decodePhoto(bytes: Uint8Array): Promise<PhotoVariant[]> {
  try {
    const widest = await sharp(bytes, {
      failOn: "error",
      limitInputPixels: maxPhotoPixels,
      animated: false,
      sequentialRead: true,
      autoOrient: true,
    })
      .resize({ width: Math.max(...photoWidths), height: maxKeptHeight, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width: original, height, channels } = widest.info;
    const variants: PhotoVariant[] = [];
    for (const width of keptWidths(original)) {
      const { data, info } = await sharp(widest.data, { raw: { width: original, height, channels } })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, data: new Uint8Array(data) });
    }
    return variants;
  } catch {
    throw new PhotoRefused(400, t.reviews.photoUnreadable);
  }
}

/** Header checked, then decoded: for callers that need no line (tests, scripts). */
export async function processPhoto(bytes: Uint8Array): Promise<PhotoVariant[]> {
  await readPhotoHeader(bytes);
  return decodePhoto(bytes);
}
