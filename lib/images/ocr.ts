import path from "node:path";
import type { Worker } from "tesseract.js";
import type { Language } from "@/db/schema";

/** Tesseract's names for the language data packages installed with the app (never downloaded at run time). */
type OcrLanguage = "eng" | "chi_tra" | "chi_sim";

/** The scripts tried for a reader of each language, best guess first: Chinese readers' screenshots may be English. */
const TRIED: Record<Language, OcrLanguage[]> = {
  en: ["eng"],
  "zh-TW": ["chi_tra", "eng"],
  "zh-CN": ["chi_sim", "eng"],
};

/** Below this mean confidence (0–100) Tesseract is guessing: a photo, not text. */
const MIN_CONFIDENCE = 55;

const workers = new Map<OcrLanguage, Promise<Worker>>();

/** Each data package names its own folder; the "best_int" models beside it read screenshots better. */
const DATA: Record<OcrLanguage, () => Promise<{ default: { langPath: string } }>> = {
  eng: () => import("@tesseract.js-data/eng"),
  chi_tra: () => import("@tesseract.js-data/chi_tra"),
  chi_sim: () => import("@tesseract.js-data/chi_sim"),
};

async function langPath(language: OcrLanguage): Promise<string> {
  return path.join((await DATA[language]()).default.langPath, "..", "4.0.0_best_int");
}

/** One worker per language, started on first use and kept: starting one costs about half a second. */
function worker(language: OcrLanguage): Promise<Worker> {
  let started = workers.get(language);
  if (!started) {
    started = (async () => {
      const { createWorker, OEM } = await import("tesseract.js");
      return createWorker(language, OEM.LSTM_ONLY, {
        langPath: await langPath(language),
        gzip: true,
        cacheMethod: "none",
      });
    })();
    started.catch(() => workers.delete(language));
    workers.set(language, started);
  }
  return started;
}

/**
 * Tesseract puts spaces between Chinese characters, and reads a capital I standing alone as "|" in many
 * sans-serif fonts; a reader would do neither (and the safety check must see "I want to…").
 */
function tidy(text: string): string {
  return text
    .split("\n")
    .map((line) =>
      line
        .replace(/(?<=[\u3000-\u9fff\uff00-\uffef])\s+(?=[\u3000-\u9fff\uff00-\uffef])/g, "")
        .replace(/(?<=^|\s)\|(?=\s|$)/g, "I")
        .trim(),
    )
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .join("\n");
}

/**
 * The text in an image (a screenshot of a conversation, most often), read on this server with the
 * languages that suit the reader; an empty string when nothing can be read with confidence.
 */
export async function readText(image: Uint8Array, language: Language): Promise<string> {
  let best = { text: "", confidence: 0 };
  for (const ocrLanguage of TRIED[language]) {
    const { data } = await (await worker(ocrLanguage)).recognize(Buffer.from(image));
    const text = tidy(data.text);
    if (text && data.confidence > best.confidence) best = { text, confidence: data.confidence };
    if (best.confidence >= 80) break;
  }
  return best.confidence >= MIN_CONFIDENCE ? best.text : "";
}
