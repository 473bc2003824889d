import { SAFETY_CATEGORIES, type SafetyMatch } from "../categories";
import { headProbabilities, loadModel, type LoadedModel, type ModelWeights } from "@/lib/linear-model/linear-model";
import trained from "./weights.json";

/**
 * Heads: one per category (a real risk of that kind, against everything else), `risk` (a real, current risk of
 * any kind), `urgent`, and `told` (a past the user says is over, or someone else's situation). A category counts
 * when its probability times `risk`'s reaches its threshold: together they learn what one linear model cannot.
 */
export const MODEL_HEADS = [...SAFETY_CATEGORIES, "risk", "urgent", "told"] as const;

let shipped: LoadedModel | undefined;
function model(): LoadedModel {
  shipped ??= loadModel(trained as ModelWeights);
  return shipped;
}

/** What the thresholds apply to: each category's probability times `risk`'s; `risk` and `urgent` as they are. */
export function decisionScores(normalized: string, loaded: LoadedModel = model()): number[] {
  const p = headProbabilities(normalized, loaded);
  const risk = p[loaded.weights.heads.indexOf("risk")]!;
  return p.map((value, h) => (h < SAFETY_CATEGORIES.length ? value * risk : value));
}

const SENTENCE_END = /(?<=[.!?。！？\n])\s*/u;
const SHORT = 280;

/**
 * The parts of a message the model reads: the whole of a short one; for a long one, every run of three
 * sentences, so one risky clause in a long story is not drowned by the rest.
 */
export function modelWindows(normalized: string): string[] {
  if (normalized.length <= SHORT) return [normalized];
  const sentences = normalized.split(SENTENCE_END).filter((s) => s.trim());
  if (sentences.length <= 3) return [normalized];
  const windows: string[] = [];
  for (let i = 0; i + 3 <= sentences.length; i++) windows.push(sentences.slice(i, i + 3).join(" "));
  return windows;
}

/**
 * A minor's account is flagged for review, so the model alone says `under_18` only where the message
 * speaks of an age or of school at all.
 */
const AGE_OR_SCHOOL =
  /\d|\b(?:grade|school|class|teacher|freshman|sophomore|junior|senior|teen\w*|minor|underage|years? old|yo|parents?|mom|mum|dad|curfew|homework|exam)\b|岁|年级|初[一二三中]|高[一二三中]|国[一二三中]|学校|班|老师|放学|上学|爸|妈|未成年|学生|作业|考试/u;

/**
 * Each head's decision score over a message's windows: the best window's, except `told`'s, which is the least
 * (a message is a story told only when every part of it is).
 */
export function windowedScores(normalized: string, loaded: LoadedModel = model()): number[] {
  const told = loaded.weights.heads.indexOf("told");
  const best = loaded.weights.heads.map((_, h): number => (h === told ? 1 : 0));
  for (const window of modelWindows(normalized)) {
    decisionScores(window, loaded).forEach((p, h) => {
      best[h] = h === told ? Math.min(best[h]!, p) : Math.max(best[h]!, p);
    });
  }
  return best;
}

export type ModelReading = {
  /** The categories found, each urgent when the urgent head agrees (immediate danger always is). */
  matches: SafetyMatch[];
  /** The whole message is a past told as over or someone else's situation: the rules' matches do not count. */
  told: boolean;
};

/** What the model reads in a normalized message. */
export function classify(normalized: string, loaded: LoadedModel = model()): ModelReading {
  const { heads, thresholds } = loaded.weights;
  const best = windowedScores(normalized, loaded);
  const urgentAt = heads.indexOf("urgent");
  const urgent = best[urgentAt]! >= thresholds[urgentAt]!;
  const matches: SafetyMatch[] = [];
  for (const category of SAFETY_CATEGORIES) {
    const h = heads.indexOf(category);
    if (best[h]! < thresholds[h]! || (category === "under_18" && !AGE_OR_SCHOOL.test(normalized))) continue;
    matches.push({ category, severity: urgent || category === "immediate_danger" ? "urgent" : "concern" });
  }
  const toldAt = heads.indexOf("told");
  return { matches, told: best[toldAt]! >= thresholds[toldAt]! };
}
