import { SAFETY_CATEGORIES, type SafetyMatch } from "../categories";
import { featureSlots, lengthNorm } from "./features";
import trained from "./weights.json";

/**
 * Heads: one per category (a real risk of that kind, against everything else), `risk` (a real, current risk of
 * any kind), `urgent`, and `told` (a past the user says is over, or someone else's situation). A category counts
 * when its probability times `risk`'s reaches its threshold: together they learn what one linear model cannot.
 */
export const MODEL_HEADS = [...SAFETY_CATEGORIES, "risk", "urgent", "told"] as const;

/** The weights file written by `npm run train:safety` (scripts/train-safety.ts). */
export type ModelWeights = {
  buckets: number;
  heads: readonly string[];
  /** Per head: its bias, its decision threshold on the probability, and the scale of its int8 weights. */
  bias: number[];
  thresholds: number[];
  scales: number[];
  /** base64 of an Int8Array laid out slot-major: weight(slot, head) = data[slot * heads.length + head]. */
  data: string;
};

export type LoadedModel = { weights: ModelWeights; table: Int8Array };

export function loadModel(weights: ModelWeights): LoadedModel {
  const bytes = Buffer.from(weights.data, "base64");
  return { weights, table: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

let shipped: LoadedModel | undefined;
function model(): LoadedModel {
  shipped ??= loadModel(trained as ModelWeights);
  return shipped;
}

/** Each head's own probability for one normalized text: a linear model over its hashed features, length-normalised. */
export function headProbabilities(normalized: string, loaded: LoadedModel = model()): number[] {
  const { weights, table } = loaded;
  const heads = weights.heads.length;
  const slots = featureSlots(normalized, weights.buckets);
  const sums = new Array<number>(heads).fill(0);
  for (const slot of slots) {
    const row = slot * heads;
    for (let h = 0; h < heads; h++) sums[h]! += table[row + h]!;
  }
  const norm = lengthNorm(slots.length);
  return sums.map((sum, h) => 1 / (1 + Math.exp(-(sum * weights.scales[h]! * norm + weights.bias[h]!))));
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
