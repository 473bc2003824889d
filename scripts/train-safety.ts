// `npm run train:safety`: trains the safety check's learned classifier on the training corpus
// (tests/fixtures/safety, never the held-out sets) and writes lib/safety/model/weights.json.
// Deterministic: the same corpus gives the same weights. Thresholds come from 5-fold cross-validation.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { trainingSet, type LabelledMessage } from "../bench/safety-metrics";
import { featureSlots } from "../lib/linear-model/features";
import { loadModel } from "../lib/linear-model/linear-model";
import { MODEL_HEADS, windowedScores } from "../lib/safety/model/classifier";
import { SAFETY_CATEGORIES } from "../lib/safety/categories";
import { checkRules } from "../lib/safety/check";
import { normalize } from "../lib/safety/normalize";
import { quantize as quantizeHeads, train as trainHeads, type Example, type Trained } from "./linear-trainer";

const BUCKETS = 1 << 17;
const TRAINING = { buckets: BUCKETS, epochs: 20, learningRate: 0.2, l2: 1e-4, seed: 20261126 };
/** Each category head's share of hard negatives and of ordinary messages it may raise (see budgetThreshold). */
const HEAD_BUDGET = { hard: 0.01, ordinary: 0.003 };
/** A risk to life gets twice the budget: missing it costs the most. */
const LIFE_CATEGORIES: readonly string[] = ["self_harm", "immediate_danger", "violence"];
/** `risk` and `urgent`: the lowest threshold reaching this precision on held-back folds. */
const OTHER_HEADS_PRECISION = 0.85;
const FLOOR = 0.2;
const FOLDS = 5;

/** The first fixture files carry no severity: the rules' grading stands in (immediate danger is always urgent). */
function urgent(message: LabelledMessage): boolean {
  if (message.kind !== "positive") return false;
  if (message.severity) return message.severity === "urgent";
  return message.labels.includes("immediate_danger") || checkRules(message.text).severity === "urgent";
}

const HARD_NEGATIVES = new Set(["idiom", "fiction", "past", "joke", "third_party", "negation"]);
/** What the `told` head learns: a past told as over, someone else's situation (the rules' commonest false alarms). */
const TOLD = new Set(["past", "third_party"]);
/** `told` outweighs the rules from this far above the highest it gives a positive that only the rules catch. */
const TOLD_MARGIN = 0.1;
const TOLD_FLOOR = 0.7;

/** Each head's target for a message (see MODEL_HEADS). */
function targets(message: LabelledMessage): number[] {
  return MODEL_HEADS.map((head) => {
    if (head === "told") return Number(TOLD.has(message.kind));
    if (head === "urgent") return Number(urgent(message));
    if (head === "risk") return Number(message.kind === "positive");
    return Number(message.labels.includes(head));
  });
}

function example(message: LabelledMessage): Example {
  return { slots: featureSlots(normalize(message.text).text, BUCKETS), targets: targets(message) };
}

const train = (examples: Example[]) => trainHeads(examples, MODEL_HEADS.length, TRAINING);
const quantize = (trained: Trained, thresholds: number[]) => quantizeHeads(trained, MODEL_HEADS, BUCKETS, thresholds);

function chooseThreshold(scored: { p: number; positive: boolean }[], target: number): number {
  const candidates = [...new Set(scored.map((s) => s.p).filter((p) => p >= FLOOR))].sort((a, b) => a - b);
  for (const t of candidates) {
    const flagged = scored.filter((s) => s.p >= t);
    const right = flagged.filter((s) => s.positive).length;
    if (flagged.length > 0 && right / flagged.length >= target) return Number(t.toFixed(4));
  }
  return 0.99;
}

const corpus = trainingSet();
const neutral = new Array<number>(MODEL_HEADS.length).fill(0.5);
const outOfFold: number[][] = corpus.map(() => []);
for (let fold = 0; fold < FOLDS; fold++) {
  const held = corpus.filter((_, i) => i % FOLDS === fold);
  const model = loadModel(quantize(train(corpus.filter((_, i) => i % FOLDS !== fold).map(example)), neutral));
  held.forEach((message) => (outOfFold[corpus.indexOf(message)] = windowedScores(normalize(message.text).text, model)));
  console.log(`fold ${fold + 1}/${FOLDS} trained`);
}
const ruled = corpus.map((m) => checkRules(m.text).flagged);
const wanted = corpus.map(targets);
const truth = (i: number, h: number) => wanted[i]![h] === 1;
const indices = (keep: (m: LabelledMessage) => boolean) => corpus.flatMap((m, i) => (keep(m) ? [i] : []));
const everyMessage = indices(() => true);
const hardNegatives = indices((m) => HARD_NEGATIVES.has(m.kind));
const ordinary = indices((m) => m.kind === "benign");
const share = (items: number[], flagged: (i: number) => boolean) =>
  items.filter(flagged).length / Math.max(1, items.length);

/**
 * A category's threshold is the lowest (not under FLOOR) at which that head alone raises at most its budget of
 * the hard negatives and of the ordinary messages on held-back folds. Each head is chosen on its own scores
 * only, so more messages in the corpus move each threshold a little rather than reshuffle them all.
 */
function budgetThreshold(h: number): number {
  const times = LIFE_CATEGORIES.includes(MODEL_HEADS[h]!) ? 2 : 1;
  const candidates = [...new Set(corpus.map((_, i) => outOfFold[i]![h]!).filter((p) => p >= FLOOR))];
  for (const t of candidates.sort((x, y) => x - y)) {
    const over = (i: number) => outOfFold[i]![h]! >= t;
    if (share(hardNegatives, over) <= HEAD_BUDGET.hard * times && share(ordinary, over) <= HEAD_BUDGET.ordinary * times)
      return Number(t.toFixed(4));
  }
  return 0.99;
}
// `told`'s threshold depends on the categories' (below).
const thresholds = MODEL_HEADS.map((head, h) =>
  SAFETY_CATEGORIES.includes(head as never)
    ? budgetThreshold(h)
    : head === "told"
      ? 1
      : chooseThreshold(
          corpus.map((_, i) => ({ p: outOfFold[i]![h]!, positive: truth(i, h) })),
          OTHER_HEADS_PRECISION,
        ),
);
const modelRaised = (i: number) => SAFETY_CATEGORIES.some((_, h) => outOfFold[i]![h]! >= thresholds[h]!);
const toldAt = MODEL_HEADS.indexOf("told");
/** No positive that only the rules catch on held-back folds may lose them: `told` stays clear of every one. */
const rulesOnly = indices((m) => m.kind === "positive").filter((i) => ruled[i] && !modelRaised(i));
thresholds[toldAt] = Number(
  Math.max(TOLD_FLOOR, ...rulesOnly.map((i) => outOfFold[i]![toldAt]! + TOLD_MARGIN)).toFixed(4),
);
const raised = (i: number) => (ruled[i] && outOfFold[i]![toldAt]! < thresholds[toldAt]!) || modelRaised(i);
console.log(
  `the check on held-back folds: ${(share(hardNegatives, raised) * 100).toFixed(1)}% of hard negatives, ${(share(ordinary, raised) * 100).toFixed(1)}% of ordinary messages raised; recall ${share(
    indices((m) => m.kind === "positive"),
    raised,
  ).toFixed(3)}`,
);
for (const [h, head] of MODEL_HEADS.entries()) {
  const flagged = everyMessage.filter((i) => outOfFold[i]![h]! >= thresholds[h]!);
  const right = flagged.filter((i) => truth(i, h)).length;
  const positives = everyMessage.filter((i) => truth(i, h)).length;
  console.log(
    `  ${head.padEnd(18)} cross-validated precision ${(right / Math.max(1, flagged.length)).toFixed(3)}, recall ${(right / Math.max(1, positives)).toFixed(3)}`,
  );
}
const final = quantize(train(corpus.map(example)), thresholds);
const file = path.join(import.meta.dirname, "../lib/safety/model/weights.json");
writeFileSync(file, `${JSON.stringify(final)}\n`);
console.log(`${corpus.length} messages; thresholds ${MODEL_HEADS.map((h, i) => `${h} ${thresholds[i]}`).join(", ")}`);
console.log(`wrote ${path.relative(process.cwd(), file)} (${(JSON.stringify(final).length / 1024).toFixed(0)} KiB)`);
