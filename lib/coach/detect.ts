import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { LoadedModel } from "@/lib/linear-model/linear-model";
import { normalize, rawRange, type Mapped } from "@/lib/safety/normalize";
import { clausesOf, type Clause } from "./clauses";
import { MARKER_KINDS, type Marker, type MarkerKind } from "./kinds";
import { clauseKind, coachModel } from "./model/classifier";
import { RULES_EN } from "./rules-en";
import { RULES_ZH } from "./rules-zh";
import { WORDING } from "./wording";

/** Traditional characters the safety check's fold leaves alone but the coach's rules need (one for one, so positions hold). */
const MORE_PAIRS =
  "妳你懶懒噁恶貼贴厲厉繳缴紙纸幹干緒绪賤贱廢废腦脑寶宝矯矫亂乱捨舍選选丟丢緊紧癡痴聯联別别問问連连種种憑凭豬猪" +
  "頒颁獎奖賜赐龜龟囉啰嘮唠頑顽鈍钝訥讷嗇啬摳抠饒饶勳勋駕驾喲哟刪删惡恶風风養养兇凶紅红溫温堅坚牆墙";
const MORE = new Map<string, string>();
for (let i = 0; i + 1 < MORE_PAIRS.length; i += 2) MORE.set(MORE_PAIRS[i]!, MORE_PAIRS[i + 1]!);

export function coachFold(draft: string): Mapped {
  const mapped = normalize(draft);
  let text = "";
  for (let i = 0; i < mapped.text.length; i++) text += MORE.get(mapped.text[i]!) ?? mapped.text[i]!;
  return { ...mapped, text };
}

// English words inside a Chinese draft are read too: a draft meets each rule set whose script it contains.
const LATIN = /[a-z]/;
const HAN = /[\u4e00-\u9fff]/;
const RANK = new Map<MarkerKind, number>(MARKER_KINDS.map((kind, i) => [kind, i]));
const QUOTES = /“[^”]*”|「[^」]*」|『[^』]*』|"[^"\n]*"|«[^»]*»/g;
const PUNCT = "[\\s,.!?，。！？、;；:：~～]+";
const LEADING = new RegExp(`^${PUNCT}`);
const TRAILING = new RegExp(`${PUNCT}$`);

/** A scare quote ("help", 「幫忙」) is the writer's own irony, not someone else's words. */
const SCARE = /^.(?:[\p{Script=Latin}'-]+(?: [\p{Script=Latin}'-]+)?|\p{Script=Han}{1,4}).$/u;

/** What the writer quotes (someone else's words) is not theirs: no marker inside quotation marks. */
function quotedRanges(draft: string): [number, number][] {
  return [...draft.matchAll(QUOTES)].filter((m) => !SCARE.test(m[0])).map((m) => [m.index, m.index + m[0].length]);
}

type Found = { kind: MarkerKind; start: number; end: number };

const PRAISE =
  /(?<![a-z])(?:thank(?!s? to)|thanks(?! to)|love|loved|happy|happier|better|smile|laugh|sweet|kind|thoughtful|grateful|proud|lucky|wonderful|best|adore|gorgeous|beautiful|handsome|cute|amazing|safe|hug|hugs|miss(?:ed)? you)(?![a-z])|谢谢|感谢|感动|开心|喜欢|爱你|幸福|体贴|贴心|温柔|温暖|好棒|真好|想你|辛苦了|心疼|礼物|惊喜|[❤♥🥰😊😍💕]/u;
const TURN =
  /(?<![a-z])(?:but|though|yet|again|ruin\w*|hate|angry|mad|tired of|sick of)(?![a-z])|但|可是|不过|却|又|烦|气死|受够|迟到/;
const NEGATIVE = /never|n't|not|不|没/;

/**
 * "You always make me laugh", 你总是这么体贴, "I'm happy because of you": an absolute or blame inside praise
 * (a sentence with a word of thanks or love, no "but" or "again", no other marker) is not a marker. "Never" always is.
 */
function inPraise(draft: string, clauses: Clause[], found: Found, all: Found[]): boolean {
  if (found.kind !== "absolute" && found.kind !== "blame") return false;
  if (NEGATIVE.test(coachFold(draft.slice(found.start, found.end)).text)) return false;
  const own = clauses.find((c) => c.start <= found.start && found.start < c.after);
  if (!own) return false;
  const sentence = clauses.filter((c) => c.sentence === own.sentence);
  const from = sentence[0]!.start;
  const to = sentence.at(-1)!.after;
  const text = coachFold(draft.slice(from, to)).text;
  const others = all.some((f) => f.kind !== found.kind && f.start < to && f.end > from);
  return PRAISE.test(text) && !TURN.test(text) && !others;
}

/** Trims white space and punctuation from a raw range's ends. */
function tidy(draft: string, start: number, end: number): { start: number; end: number } {
  const text = draft.slice(start, end);
  const lead = text.length - text.replace(LEADING, "").length;
  const trail = text.length - text.replace(TRAILING, "").length;
  return { start: start + lead, end: Math.max(start + lead, end - trail) };
}

/**
 * The clauses the learned model reads: trimmed, outside anything quoted, each with its part of the draft's
 * folded text (the characters that came from the clause; the draft is folded once).
 */
export function modelClauses(
  draft: string,
  clauses = clausesOf(draft),
  quoted = quotedRanges(draft),
  mapped = coachFold(draft),
): { start: number; end: number; folded: string }[] {
  let from = 0;
  return clauses.flatMap((c) => {
    const { start, end } = tidy(draft, c.start, c.end);
    if (end <= start || quoted.some(([a, b]) => start < b && end > a)) return [];
    while (from < mapped.text.length && mapped.starts[from]! < start) from++;
    let to = from;
    while (to < mapped.text.length && mapped.ends[to]! <= end) to++;
    return [{ start, end, folded: mapped.text.slice(from, to).trim() }];
  });
}

/**
 * The spans of a draft that will likely start a fight, each with its kind, its range in the draft as written
 * and why it lands badly (in `locale`). Overlapping matches collapse to the kind first in MARKER_KINDS; the rules
 * come before the learned `model` (null: the rules alone, as the trainer scores them).
 */
export function detectMarkers(draft: string, locale: Locale, model: LoadedModel | null = coachModel()): Marker[] {
  const mapped = coachFold(draft);
  const quoted = quotedRanges(draft);
  const found: Found[] = [];
  const rules = [...(LATIN.test(mapped.text) ? RULES_EN : []), ...(HAN.test(mapped.text) ? RULES_ZH : [])];
  for (const { kind, pattern } of rules) {
    for (const match of mapped.text.matchAll(pattern)) {
      if (match[0].length === 0) continue;
      const raw = rawRange(mapped, match.index, match.index + match[0].length);
      const { start, end } = tidy(draft, raw.start, raw.end);
      if (end <= start || quoted.some(([from, to]) => start < to && end > from)) continue;
      found.push({ kind, start, end });
    }
  }
  const clauses = clausesOf(draft);
  const meant = found.filter((f) => !inPraise(draft, clauses, f, found));
  meant.sort((a, b) => RANK.get(a.kind)! - RANK.get(b.kind)! || a.start - b.start || b.end - a.end);
  const kept: Found[] = [];
  for (const f of meant) if (!kept.some((k) => f.start < k.end && f.end > k.start)) kept.push(f);
  // A clause no rule matched (nor read as praise), the learned model reads: wording no pattern lists.
  for (const c of modelClauses(draft, clauses, quoted, mapped)) {
    if (!model || found.some((f) => c.start < f.end && c.end > f.start)) continue;
    const kind = clauseKind(c.folded, model);
    if (!kind) continue;
    // Words of praise read as such unless the model calls them sarcasm: "你是我见过最贴心的人".
    const praise = PRAISE.test(c.folded) && !TURN.test(c.folded);
    if (kind === "sarcasm" || !praise) kept.push({ kind, start: c.start, end: c.end });
  }
  const why = WORDING[locale].why;
  return kept
    .sort((a, b) => a.start - b.start)
    .map(({ kind, start, end }) => ({ kind, quote: draft.slice(start, end), start, end, why: why[kind] }));
}
