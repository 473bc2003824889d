// `npm run train:coach`: trains the coach's learned marker model on the labelled drafts (tests/fixtures/coach
// drafts.json and model-drafts.json, never the held-out sets) and writes lib/coach/model/weights.json.
// It learns from clauses cut at their labelled markers and is judged on whole clauses, as the detector reads them.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { COACH_SETS, goldSpans, precision, recall, score, type CoachFixture } from "../bench/coach-metrics";
import { coachFold, detectMarkers, modelClauses } from "../lib/coach/detect";
import { MARKER_KINDS } from "../lib/coach/kinds";
import { featureSlots } from "../lib/linear-model/features";
import { headProbabilities, loadModel } from "../lib/linear-model/linear-model";
import { quantize, train, type Example } from "./linear-trainer";

const BUCKETS = 1 << 15;
const TRAINING = { buckets: BUCKETS, epochs: 15, learningRate: 0.2, l2: 1e-4, seed: 20261207 };
/**
 * A kind's threshold: the lowest at which its clauses flagged on held-back folds (three at least) are this often
 * right and at most FINE_BUDGET of the clauses of drafts labelled fine are flagged: a false alarm on a kind draft
 * costs more than a miss.
 */
const PRECISION = 0.8;
const FINE_BUDGET = 0.001;
const FLOOR = 0.2;
const FOLDS = 5;

type Unit = { draft: number; fine: boolean; folded: string; targets: number[] };
const none = MARKER_KINDS.map(() => 0);

/** What the model is judged on (see the thresholds): each clause it reads, a target for each kind it overlaps. */
function unitsOf(fixture: CoachFixture, draft: number): Unit[] {
  const gold = goldSpans(fixture).filter((s) => s !== undefined);
  return modelClauses(fixture.draft).map((c) => ({
    draft,
    fine: fixture.markers.length === 0,
    folded: c.folded,
    targets: MARKER_KINDS.map((kind) =>
      Number(gold.some((g) => g.kind === kind && g.start < c.end && g.end > c.start)),
    ),
  }));
}

/**
 * What it learns from: a clause cut at its labelled markers, each marker's words a positive of its kind and the
 * words around them negatives, so "could you lock the door" is not learnt as the "for once in your life" before it.
 */
function piecesOf(fixture: CoachFixture, draft: number): Unit[] {
  const gold = goldSpans(fixture).filter((s) => s !== undefined);
  const fine = fixture.markers.length === 0;
  const unit = (start: number, end: number, kind?: string): Unit[] => {
    const folded = coachFold(fixture.draft.slice(start, end)).text.trim();
    if (!kind && folded.replace(/[^\p{L}\p{N}]/gu, "").length < 3) return [];
    return [{ draft, fine, folded, targets: MARKER_KINDS.map((k) => Number(k === kind)) }];
  };
  return modelClauses(fixture.draft).flatMap((c) => {
    const inside = gold.filter((g) => g.start < c.end && g.end > c.start).sort((a, b) => a.start - b.start);
    if (inside.length === 0) return [{ draft, fine, folded: c.folded, targets: none }];
    let at = c.start;
    const pieces: Unit[] = [];
    for (const g of inside) {
      pieces.push(
        ...unit(at, Math.max(at, g.start)),
        ...unit(Math.max(c.start, g.start), Math.min(c.end, g.end), g.kind),
      );
      at = Math.min(c.end, g.end);
    }
    return [...pieces, ...unit(at, c.end)];
  });
}

const ruleDrafts = COACH_SETS.drafts();
const drafts = [...ruleDrafts, ...COACH_SETS["model-drafts"]()];
const units = drafts.flatMap(unitsOf);
const pieces = drafts.flatMap(piecesOf);
const example = (u: Unit): Example => ({ slots: featureSlots(u.folded, BUCKETS), targets: u.targets });
const fit = (some: Unit[], thresholds: number[]) =>
  loadModel(quantize(train(some.map(example), MARKER_KINDS.length, TRAINING), MARKER_KINDS, BUCKETS, thresholds));

/** One model per fold, each trained without that fold's drafts; thresholds are set on them below. */
const foldModels = Array.from({ length: FOLDS }, (_, fold) =>
  fit(
    pieces.filter((u) => u.draft % FOLDS !== fold),
    MARKER_KINDS.map(() => 0.5),
  ),
);
const outOfFold: number[][] = units.map(() => []);
foldModels.forEach((model, fold) =>
  units.forEach((u, i) => {
    if (u.draft % FOLDS === fold) outOfFold[i] = headProbabilities(u.folded, model);
  }),
);

const fineClauses = units.filter((u) => u.fine).length;
const thresholds = MARKER_KINDS.map((kind, h) => {
  const candidates = [...new Set(outOfFold.map((p) => p[h]!).filter((p) => p >= FLOOR))].sort((a, b) => a - b);
  for (const t of candidates) {
    const flagged = units.filter((_, i) => outOfFold[i]![h]! >= t);
    const right = flagged.filter((u) => u.targets[h] === 1).length;
    const fineFlagged = flagged.filter((u) => u.fine).length / fineClauses;
    if (flagged.length >= 3 && right / flagged.length >= PRECISION && fineFlagged <= FINE_BUDGET) {
      const positives = units.filter((u) => u.targets[h] === 1).length;
      console.log(
        `  ${kind.padEnd(14)} threshold ${t.toFixed(3)}: held-back clause recall ${(right / positives).toFixed(3)}`,
      );
      return Number(t.toFixed(4));
    }
  }
  console.log(`  ${kind.padEnd(14)} no threshold reaches it: the model never says ${kind}`);
  return 1;
});

/** The detector on the drafts the rules were not written against, each read by a model that did not learn it. */
const heldBack = foldModels.map((model) => ({ ...model, weights: { ...model.weights, thresholds } }));
const fresh = drafts.flatMap((fixture, i) =>
  i >= ruleDrafts.length ? [{ fixture, model: heldBack[i % FOLDS]! }] : [],
);
for (const withModel of [false, true]) {
  const items = fresh.map(({ fixture, model }) => ({
    fixture,
    gold: goldSpans(fixture).filter((g) => g !== undefined),
    predicted: detectMarkers(fixture.draft, fixture.locale, withModel ? model : null),
  }));
  const s = score(items);
  const fine = items.filter((i) => i.fixture.markers.length === 0);
  const alone = fine.filter((i) => i.predicted.length === 0).length;
  console.log(
    `model-drafts, the rules${withModel ? " and the model" : " alone"}: precision ${precision(s).toFixed(3)}, recall ${recall(s).toFixed(3)}, fine drafts left alone ${alone}/${fine.length}`,
  );
}

const final = quantize(train(pieces.map(example), MARKER_KINDS.length, TRAINING), MARKER_KINDS, BUCKETS, thresholds);
const file = path.join(import.meta.dirname, "../lib/coach/model/weights.json");
writeFileSync(file, `${JSON.stringify(final)}\n`);
console.log(
  `${drafts.length} drafts, ${units.length} clauses, ${pieces.length} pieces; wrote ${path.relative(process.cwd(), file)}`,
);
console.log(`(${(JSON.stringify(final).length / 1024).toFixed(0)} KiB)`);
