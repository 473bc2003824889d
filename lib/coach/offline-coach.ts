import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { clausesOf, type Clause } from "./clauses";
import { detectMarkers } from "./detect";
import { MARKER_KINDS, type Marker } from "./kinds";
import { findRequest, requestClauses, unmarked, wantLine, type CoachRequest } from "./request";
import { WORDING } from "./wording";

export type CoachInput = { draft: string; want?: string; recipient?: string; locale: Locale };
export type CoachResult = { markers: Marker[]; request: CoachRequest; rewrite: string | null; notes: string[] };

const COMMA = /^[\s,，、]+$/;
const overlaps = (m: Marker, c: Clause) => m.start < c.end && m.end > c.start;

/**
 * The draft without what carries its markers: a clause with a marker goes (a threat takes its whole sentence
 * but the request it carries), an asking clause keeps what follows the marker. Nothing is added.
 */
function withoutMarkers(draft: string, locale: Locale, markers: Marker[]): string {
  const clauses = clausesOf(draft);
  const asking = new Set(requestClauses(draft, locale, markers).map((c) => c.start));
  const threatened = new Set(
    clauses.filter((c) => markers.some((m) => m.kind === "threat" && overlaps(m, c))).map((c) => c.sentence),
  );
  const { sentenceEnd, gap, asRequest } = WORDING[locale];
  const text = clauses.map((c) => {
    const own = draft.slice(c.start, c.end).trim();
    const marked = markers.some((m) => overlaps(m, c));
    if (threatened.has(c.sentence))
      return marked ? askedBefore(draft, c, markers, locale) : (asRequest(own) ?? askedBefore(draft, c, [], locale));
    if (!marked) return own.replace(/[^\p{L}\p{N}]/gu, "").length >= 2 ? own : undefined;
    return asking.has(c.start) ? unmarked(draft, c, markers) : undefined;
  });
  let out = "";
  clauses.forEach((c, i) => {
    if (text[i] === undefined) return;
    let separator = draft.slice(c.end, c.after);
    const rest = clauses.slice(i + 1).filter((d) => d.sentence === c.sentence);
    const sentenceCut = rest.length > 0 && rest.every((d) => text[clauses.indexOf(d)] === undefined);
    if (sentenceCut || (i === clauses.length - 1 && separator.trim() === "")) {
      const last = rest.at(-1) ?? c;
      const end = draft.slice(last.end, last.after).trim();
      separator = (end && !COMMA.test(end) ? end : sentenceEnd) + gap;
    }
    out += text[i] + separator;
  });
  return out.trim();
}

const CONNECTIVE = /(?:\s*(?:\bor(?: else)?|\band|\bso|否则|否則|不然|要不然|要不|[,，、]))+\s*$/i;

/** "Come home tonight or don't come back": the request an ultimatum opens with, without the ultimatum. */
function askedBefore(draft: string, c: Clause, markers: Marker[], locale: Locale): string | undefined {
  const first = Math.min(c.end, ...markers.filter((m) => overlaps(m, c)).map((m) => m.start));
  const before = draft.slice(c.start, Math.max(c.start, first)).replace(CONNECTIVE, "").trim();
  return before && requestClauses(before, locale, []).length > 0 ? before : undefined;
}

/** What is left of a clause opens a sentence in the rewrite: "…, can you" becomes "Can you". */
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const withEnd = (text: string, locale: Locale) =>
  /[.!?。！？…]$|\p{Extended_Pictographic}$/u.test(text) ? text : text + WORDING[locale].sentenceEnd;

/**
 * The softer version built from the draft's own parts: an "I" statement for the first kind found, the draft's
 * unmarked clauses, and what the person wants. At most twice the draft's length and itself marker-free, or null.
 */
function rewriteOf(
  draft: string,
  locale: Locale,
  markers: Marker[],
  request: CoachRequest,
  want?: string,
): string | null {
  const w = WORDING[locale];
  const kind = MARKER_KINDS.find((k) => markers.some((m) => m.kind === k))!;
  const body = withoutMarkers(draft, locale, markers);
  const wanted = want?.trim();
  const missing = wanted && !request.keep.every((k) => body.toLowerCase().includes(k.toLowerCase()));
  const tail = upperFirst([body, missing ? withEnd(wantLine(wanted, locale), locale) : ""].filter(Boolean).join(w.gap));
  const candidates = [[w.lead[kind], tail], [tail], [tail ? "" : w.shortLead]].map((parts) =>
    parts.filter(Boolean).join(w.gap),
  );
  return (
    candidates.find(
      (text) => text.length > 0 && text.length <= 2 * draft.length && detectMarkers(text, locale).length === 0,
    ) ?? null
  );
}

/** The coach without a model: the markers, what the draft asks for, a plain rewrite when one is needed, and notes. */
export function offlineCoach({ draft, want, locale }: CoachInput): CoachResult {
  const w = WORDING[locale];
  const markers = detectMarkers(draft, locale);
  const request = findRequest(draft, locale, markers, want);
  if (markers.length === 0) return { markers, request, rewrite: null, notes: [w.fine] };
  const rewrite = rewriteOf(draft, locale, markers, request, want);
  const notes = [
    ...(request.line ? [w.kept(request.line)] : []),
    ...[...new Set(markers.map((m) => m.quote))].map(w.left),
    ...(rewrite === null ? [w.noRewrite] : []),
  ];
  return { markers, request, rewrite, notes };
}
