import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { foldText } from "@/lib/safety/normalize";
import { clausesOf, type Clause } from "./clauses";
import type { Marker } from "./kinds";
import { WORDING } from "./wording";

/** What a draft asks for: one line, and the phrases (one to three) a rewrite must still contain. */
export type CoachRequest = { line: string; keep: string[] };

const ASKS_EN =
  /\?|\b(?:can|could|would|will|wanna|want to) (?:you|u|we)\b|\b(?:please|pls|plz)\b|\bi (?:need|want) (?:you|u|us) to\b|\bi(?:'d| would) (?:like|love)\b|\blet'?s\b|\bnext time\b|^(?:just |and |so |but )?(?:call|take|send|wash|pay|come|give|answer|fold|turn|check|be|save|pick|do|text|put|set|keep|get|book|bring|tell|figure|clean|go|stay|help|remember|try|meet)\b/;
const ASKS_ZH =
  /[?？]|吗|好不好|可以|能不能|能否|请|拜托|麻烦|希望你|我需要你|下次|记得|别再|不要再|一下|(?:吧|啦|呗)$|^(?:今天|今晚|明天|现在)?(?:把|去|来|给|帮|打|买|发|交|叫|定|设)/;
const LEAD_IN_EN =
  /^(?:i (?:really )?(?:want|need|would like|'d like)(?: (?:you|us))?(?: to)? |i hope (?:you|we)(?: can)? )/i;
const LEAD_IN_ZH = /^(?:我(?:真的)?(?:希望|想要?|需要)(?:你|我们|我們)?)/;
/** "I want you to", 我希望你: how a line that says what the person wants opens. */
const leadIn = (locale: Locale) => (locale === "en" ? LEAD_IN_EN : LEAD_IN_ZH);

/** What is left of an asking clause once its marker is cut must ask for more than "ok?" or "好嗎". */
const PARTICLES = /好不好|好吗|好嗎|行吗|行嗎|可以吗|可以嗎|吧|啦|呢|啊|喔|哦|呗|ok|okay|pls|please|right/gi;

function asks(text: string, locale: Locale): boolean {
  const folded = foldText(text);
  return locale === "en" ? ASKS_EN.test(folded) : ASKS_ZH.test(folded) || ASKS_EN.test(folded);
}

/** The clause's text with any marker inside it cut out, keeping what follows the last one. */
export function unmarked(draft: string, clause: Clause, markers: Marker[]): string {
  const inside = markers.filter((m) => m.start < clause.end && m.end > clause.start);
  const from = inside.length ? Math.max(...inside.map((m) => m.end)) : clause.start;
  return draft
    .slice(Math.max(from, clause.start), clause.end)
    .replace(/^[\s,，、:：]+/, "")
    .trim();
}

/** Clauses that ask for something (a question, "can you", "please", an imperative; 可以, 吗, 吧…), last three at most. */
export function requestClauses(draft: string, locale: Locale, markers: Marker[]): Clause[] {
  return clausesOf(draft)
    .filter((clause) => asks(draft.slice(clause.start, clause.end), locale))
    .filter(
      (clause) =>
        unmarked(draft, clause, markers)
          .replace(PARTICLES, "")
          .replace(/[^\p{L}\p{N}]/gu, "").length >= 3,
    )
    .slice(-3);
}

/** What the person wants as a line of their message: as given when it asks or says "I want…", else as their wish. */
export function wantLine(want: string, locale: Locale): string {
  const own = leadIn(locale).test(want) || asks(want, locale);
  return own ? want : WORDING[locale].wish(want);
}

/** The request: from `want` when the person gave one, else from the draft's asking clauses. */
export function findRequest(draft: string, locale: Locale, markers: Marker[], want?: string): CoachRequest {
  const wanted = want?.trim();
  if (wanted) {
    const core = wanted.replace(leadIn(locale), "").trim();
    return { line: wanted, keep: [core || wanted] };
  }
  const keep = requestClauses(draft, locale, markers).map((clause) => unmarked(draft, clause, markers));
  return { line: keep.join(locale === "en" ? " " : "，"), keep };
}
