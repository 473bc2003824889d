import { deleteUnattachedImages, findOwnImage, insertImage } from "@/db/queries/images";
import type { Language, User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/ops/log";

/** Uploads no message took within a day are deleted (they were never shown to a model or kept in history). */
const UNATTACHED_HOURS = 24;

/** Re-encodes the upload (no metadata kept) and stores it as the user's, for a message to take. */
export async function storeImage(user: User, bytes: Uint8Array) {
  // sharp (libvips) loads when an image comes, not when a server starts (the upkeep job imports this file).
  const { processImage } = await import("./process");
  const image = await processImage(bytes);
  return insertImage({ userId: user.id, ...image });
}

export async function ownImage(user: User, id: string) {
  const image = await findOwnImage({ id, userId: user.id });
  if (!image) throw new AppError("not_found");
  return image;
}

export async function sweepUnattachedImages(now = Date.now()): Promise<number> {
  return deleteUnattachedImages({ before: new Date(now - UNATTACHED_HOURS * 3600_000) });
}

/**
 * The text read (OCR, on this server) in each of a message's images, in order: "" where nothing is
 * legible, and for all of them when reading fails (logged without content; the reply goes on as if nothing
 * was read). Tesseract is loaded only when an image comes.
 */
export async function readImages(images: { data: Uint8Array }[], language: Language): Promise<string[]> {
  try {
    const { readText } = await import("./ocr");
    const read: string[] = [];
    for (const image of images) read.push(await readText(image.data, language));
    return read;
  } catch (error) {
    log.error("images.ocr_failed", error);
    return images.map(() => "");
  }
}
