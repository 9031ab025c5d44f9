/**
 * A cook's photo of the dish they made: checked by its content (JPEG, PNG or WebP,
 * whatever its name or declared type), decoded and re-encoded by sharp (libvips) into
 * WebP at a few widths for `srcset`, turned upright by its EXIF orientation, with every
 * piece of metadata (EXIF, GPS, XMP, ICC) left behind. What cannot be decoded is refused
 * with the cook's message; nothing is stored until every width exists.
 */
import sharp from "sharp";
import * as t from "~/i18n/pt-br";

export const maxPhotoBytes = 10 * 1024 * 1024;
/** The widths a photo is kept at: a card's thumbnail, a phone's width, a large screen's. */
export const photoWidths = [320, 640, 1080] as const;
/** Beyond this many pixels a "photo" is a decompression bomb, not a dish. */
const maxInputPixels = 50_000_000;

export type PhotoType = "jpeg" | "png" | "webp";

export class PhotoRefused extends Error {
  override name = "PhotoRefused";
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** What the bytes say they are (their first bytes), not what the file's name says. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

export interface PhotoVariant {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The photo at each width (never wider than it was taken), WebP, upright, without metadata. */
export async function processPhoto(bytes: Uint8Array): Promise<PhotoVariant[]> {
  if (bytes.byteLength > maxPhotoBytes) throw new PhotoRefused(413, t.reviews.photoTooLarge);
  if (bytes.byteLength === 0 || !photoTypeOf(bytes)) throw new PhotoRefused(400, t.reviews.photoType);
  try {
    // Upright first, once, as raw pixels: every width is cut from the same decoded image.
    const upright = await sharp(bytes, { failOn: "error", limitInputPixels: maxInputPixels, animated: false })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width: original, height, channels } = upright.info;
    const widths = [...new Set(photoWidths.map((width) => Math.min(width, original)))];
    return await Promise.all(
      widths.map(async (width) => {
        const { data, info } = await sharp(upright.data, { raw: { width: original, height, channels } })
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, data: new Uint8Array(data) };
      }),
    );
  } catch (error) {
    if (error instanceof PhotoRefused) throw error;
    throw new PhotoRefused(400, t.reviews.photoUnreadable);
  }
}
