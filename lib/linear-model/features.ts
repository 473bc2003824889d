import { fnvHash } from "@/lib/fnv-hash";

/**
 * What the learned classifier sees of a normalized message: Latin words and word pairs (marked when a negation
 * comes shortly before them), character 3–5-grams inside words (so a typo still shares most of its features),
 * Chinese character 1–3-grams and pairs one character apart (the same phrase with a different middle
 * character), and emoji. Each feature is hashed into one of `buckets` slots (FNV-1a): a fixed-size table.
 */
const LATIN_TOKEN = /[a-z0-9]+(?:'[a-z]+)?|[.,;:!?]/g;
const NEGATION = new Set(["not", "no", "never", "nobody", "nothing", "nor", "without"]);
const NEGATION_SCOPE = 3;
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const EMOJI = /\p{Extended_Pictographic}/gu;
const MAX_FEATURES = 4000;
/**
 * A message's features are scaled by 1/√n, with n at least this: a few words ("hello there") are not
 * weighed as if each said as much as a whole message.
 */
const LENGTH_FLOOR = 60;

export function lengthNorm(slots: number): number {
  return 1 / Math.sqrt(Math.max(LENGTH_FLOOR, slots));
}

/** "i do not want to die" gives `n want`, `n to`, `n die` rather than `w …`: the words a negation governs. */
function latinFeatures(text: string, add: (feature: string) => void): void {
  let previous: string | undefined;
  let negated = 0;
  for (const [word] of text.matchAll(LATIN_TOKEN)) {
    if (!/[a-z0-9]/.test(word)) {
      negated = 0; // punctuation ends a negation's scope
      continue;
    }
    const mark = negated > 0 ? "n" : "w";
    negated = NEGATION.has(word) ? NEGATION_SCOPE : Math.max(0, negated - 1);
    add(`${mark} ${word}`);
    if (previous !== undefined) add(`${mark}b ${previous} ${word}`);
    previous = word;
    const padded = ` ${word} `;
    for (let n = 3; n <= 5; n++) {
      for (let at = 0; at + n <= padded.length; at++) add(`c ${padded.slice(at, at + n)}`);
    }
  }
}

function chineseFeatures(text: string, add: (feature: string) => void): void {
  for (const [run] of text.matchAll(CJK_RUN)) {
    for (let at = 0; at < run.length; at++) {
      add(`z ${run[at]}`);
      if (at + 2 <= run.length) add(`z ${run.slice(at, at + 2)}`);
      if (at + 3 <= run.length) {
        add(`z ${run.slice(at, at + 3)}`);
        add(`y ${run[at]}_${run[at + 2]}`);
      }
    }
  }
}

/** The distinct hashed feature slots of a message, at most MAX_FEATURES (a very long message keeps its start). */
export function featureSlots(normalized: string, buckets: number): number[] {
  const slots = new Set<number>();
  const add = (feature: string) => {
    if (slots.size < MAX_FEATURES) slots.add(fnvHash(feature) % buckets);
  };
  latinFeatures(normalized, add);
  chineseFeatures(normalized, add);
  for (const [emoji] of normalized.matchAll(EMOJI)) add(`e ${emoji}`);
  return [...slots];
}
