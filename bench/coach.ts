// The local coach (lib/coach) on its labelled drafts: the detector's precision and recall per language and per
// kind, fine drafts left alone, and the offline rewrites (still marked, request lost), and the detector's time.
// "drafts" is the set the rules were written against and the model trained on; the held-out sets were written
// by others and are never tuned on: only their figures say how the coach generalises.
// Usage: npm run bench:coach [-- --misses: the "drafts" set's disagreements]. Pure CPU: no server, no database.
import {
  COACH_LANGUAGES,
  COACH_SETS,
  MARKER_KINDS,
  detectorTimes,
  evaluate,
  percentile,
  precision,
  recall,
  rewriteFigures,
  score,
  type CoachFixture,
  type Evaluated,
} from "./coach-metrics";

const fixed = (n: number) => n.toFixed(3);
const percent = (part: number, whole: number) => `${whole === 0 ? "—" : ((100 * part) / whole).toFixed(1)}%`;
const pr = (items: Evaluated[], kind?: (typeof MARKER_KINDS)[number]) => {
  const s = score(items, kind);
  return `${fixed(precision(s))}/${fixed(recall(s))} (${s.truePositives + s.falseNegatives})`.padEnd(22);
};

function report(name: string, set: CoachFixture[]): Evaluated[] {
  const items = evaluate(set);
  const byLanguage = COACH_LANGUAGES.map((l) => items.filter((i) => i.fixture.locale === l));
  const fine = set.filter((f) => f.markers.length === 0).length;
  console.log(
    `\n## ${name}: ${set.length} drafts (${fine} fine; ${COACH_LANGUAGES.map((l, i) => `${l} ${byLanguage[i]!.length}`).join(", ")})`,
  );

  console.log(`\ndetector P/R (labelled markers)  ${["all", ...COACH_LANGUAGES].map((l) => l.padEnd(22)).join("")}`);
  for (const kind of [undefined, ...MARKER_KINDS])
    console.log(`${(kind ?? "any kind").padEnd(33)}${[items, ...byLanguage].map((group) => pr(group, kind)).join("")}`);

  console.log(`\noffline coach                    ${["all", ...COACH_LANGUAGES].map((l) => l.padEnd(22)).join("")}`);
  const figures = [items, ...byLanguage].map(rewriteFigures);
  const row = (label: string, cell: (f: (typeof figures)[number]) => string) =>
    console.log(`${label.padEnd(33)}${figures.map((f) => cell(f).padEnd(22)).join("")}`);
  row("fine drafts left alone", (f) => `${percent(f.fineLeftAlone, f.fine)} of ${f.fine}`);
  row("rewrites still with a marker", (f) => `${percent(f.rewritesWithMarker, f.rewrites)} of ${f.rewrites}`);
  row("rewrites that lost the request", (f) => `${percent(f.rewritesLosingRequest, f.rewrites)} of ${f.rewrites}`);
  row("marked drafts without a rewrite", (f) => String(f.noRewrite));

  const times = detectorTimes(set);
  console.log(
    `\ndetector time per draft over ${times.length} calls: p50 ${fixed(percentile(times, 0.5))} ms, p95 ${fixed(percentile(times, 0.95))} ms, max ${fixed(times.at(-1) ?? 0)} ms`,
  );
  return items;
}

/** The goals of issue 32, for a held-out set. */
function goals(items: Evaluated[]): void {
  console.log("\ngoals (held-out):");
  const met = (ok: boolean) => (ok ? "met " : "MISS");
  for (const language of COACH_LANGUAGES) {
    const s = score(items.filter((i) => i.fixture.locale === language));
    console.log(`  ${met(precision(s) >= 0.9)} ${language} precision ${fixed(precision(s))} ≥ 0.9`);
    console.log(`  ${met(recall(s) >= 0.85)} ${language} recall ${fixed(recall(s))} ≥ 0.85`);
  }
  const f = rewriteFigures(items);
  const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
  console.log(`  ${met(share(f.rewrites - f.rewritesWithMarker, f.rewrites) >= 0.95)} rewrites marker-free ≥ 95%`);
  console.log(`  ${met(share(f.rewrites - f.rewritesLosingRequest, f.rewrites) >= 0.95)} request kept ≥ 95%`);
  console.log(`  ${met(share(f.fineLeftAlone, f.fine) >= 0.95)} fine drafts left alone ≥ 95%`);
}

function misses(items: Evaluated[]): void {
  console.log('\ndisagreements on "drafts":');
  for (const { fixture, gold, predicted } of items) {
    const quote = (s: { start: number; end: number }) => fixture.draft.slice(s.start, s.end);
    const missed = gold.filter((g) => !predicted.some((p) => p.kind === g.kind && p.start < g.end && p.end > g.start));
    const extra = predicted.filter((p) => !gold.some((g) => p.kind === g.kind && p.start < g.end && p.end > g.start));
    for (const g of missed) console.log(`  ${fixture.id} missed ${g.kind} "${quote(g)}"`);
    for (const p of extra) console.log(`  ${fixture.id} extra  ${p.kind} "${p.quote}"`);
  }
}

const drafts = report("drafts (the rules were written against these: flattering)", COACH_SETS.drafts());
// Only the training set's: reading a held-out set's misses would be tuning on it.
if (process.argv.includes("--misses")) misses(drafts);
goals(report("held-out (never read or tuned on)", COACH_SETS["held-out"]()));
goals(report("held-out-2 (never read or tuned on; unusual wording)", COACH_SETS["held-out-2"]()));
