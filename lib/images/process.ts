import sharp from "sharp";
import { AppError } from "@/lib/errors";
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE } from "./limits";

/** A decoded image larger than this (about 7,000 × 7,000) is refused before its pixels are read: no bombs. */
const MAX_INPUT_PIXELS = 50_000_000;
// Every upload is a new image: libvips' operation cache would only hold on to memory, never be hit.
sharp.cache(false);

/** The still formats accepted, by the bytes they start with (never by the name or declared type). */
const SIGNATURES: { format: string; matches: (bytes: Uint8Array) => boolean }[] = [
  { format: "jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { format: "png", matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { format: "gif", matches: (b) => String.fromCharCode(...b.subarray(0, 4)) === "GIF8" },
  {
    format: "webp",
    matches: (b) =>
      String.fromCharCode(...b.subarray(0, 4)) === "RIFF" && String.fromCharCode(...b.subarray(8, 12)) === "WEBP",
  },
];

export type ProcessedImage = { data: Buffer; mediaType: "image/jpeg"; width: number; height: number };

/**
 * Never trusts an upload: the format comes from the bytes, it must decode whole as one still frame within the
 * pixel limit, and a fresh upright JPEG (≤ MAX_IMAGE_SIDE) is kept with no metadata (EXIF, XMP, IPTC, ICC).
 * Anything else is the one `invalid_image` refusal.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength === 0 || bytes.byteLength >= MAX_IMAGE_BYTES) throw new AppError("invalid_image");
  const signature = SIGNATURES.find((s) => s.matches(bytes));
  if (!signature) throw new AppError("invalid_image");
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "warning", pages: 1 });
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (meta.format !== signature.format || (meta.pages ?? 1) > 1) throw new AppError("invalid_image");
    const { data, info } = await input
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, mediaType: "image/jpeg", width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("invalid_image");
  }
}
