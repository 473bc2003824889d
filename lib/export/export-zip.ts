import { strToU8, zipSync, type Zippable } from "fflate";
import type { UserData } from "@/db/queries/data-exports";
import type { Locale } from "@/lib/i18n/locales";
import { exportDocument, imageFile } from "./export-document";
import { exportMarkdown } from "./export-markdown";

/**
 * The export as one zip: data.json (complete, for programs), data.md (readable, in the user's interface
 * language) and images/ (the pictures shared in chat, as stored). Images are already compressed JPEG:
 * stored as they are rather than deflated again.
 */
export function exportZip(data: UserData, locale: Locale, exportedAt: Date): Buffer {
  const doc = exportDocument(data, exportedAt);
  const files: Zippable = {
    "data.json": strToU8(`${JSON.stringify(doc, null, 2)}\n`),
    "data.md": strToU8(exportMarkdown(doc, locale)),
  };
  for (const image of data.images) files[imageFile(image)] = [new Uint8Array(image.data), { level: 0 }];
  return Buffer.from(zipSync(files, { level: 6, mtime: exportedAt }));
}
