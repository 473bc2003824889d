import { MAX_IMAGE_SIDE } from "@/lib/images/limits";

/** Photos above this are re-drawn smaller before upload; screenshots and small pictures go as they are. */
const DOWNSCALE_ABOVE_BYTES = 1.5 * 1024 * 1024;

/**
 * A large photo shrunk in the browser (longest side MAX_IMAGE_SIDE, JPEG) so a phone on a slow network
 * sends a few hundred kilobytes rather than several megabytes. Anything the browser cannot draw goes as
 * it is, for the server to judge.
 */
export async function downscaled(file: File): Promise<Blob> {
  if (file.type === "image/gif") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size <= DOWNSCALE_ABOVE_BYTES) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext("2d");
  if (!context) return file;
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), "image/jpeg", 0.85));
}
