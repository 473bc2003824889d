import { CHECKIN_QUESTIONS, type CheckinAnswers, type CheckinQuestion } from "./questions";
import { weeksBetween } from "./weeks";

/** The latest check-in is compared with one at least this many weeks older. */
export const SUMMARY_MIN_WEEKS = 4;
/** Only a move of a whole point or more is named. */
export const SUMMARY_MIN_MOVE = 1;

export type TrendMove = { question: CheckinQuestion; from: number; to: number; change: number };

type Compared = {
  /** The two check-ins compared: the latest, and the newest one at least four weeks before it. */
  latest: { week: string; date: string };
  earlier: { week: string; date: string };
  weeks: number;
};

/**
 * What the page's summary sentence may say, computed from the check-ins alone: nothing yet; too soon to
 * compare; no answer moved a whole point; or the answers that rose and fell, largest move first.
 */
export type TrendSummary =
  | { kind: "none" }
  | { kind: "tooSoon"; count: number }
  | ({ kind: "steady" } & Compared)
  | ({ kind: "moved"; ups: TrendMove[]; downs: TrendMove[] } & Compared);

type Point = { week: string; date: string; answers: CheckinAnswers };

export function trendSummary(checkins: readonly Point[]): TrendSummary {
  if (checkins.length === 0) return { kind: "none" };
  const sorted = [...checkins].sort((a, b) => (a.week < b.week ? -1 : a.week > b.week ? 1 : 0));
  const latest = sorted.at(-1)!;
  const earlier = sorted.findLast((point) => weeksBetween(point.week, latest.week) >= SUMMARY_MIN_WEEKS);
  if (!earlier) return { kind: "tooSoon", count: sorted.length };

  const compared: Compared = {
    latest: { week: latest.week, date: latest.date },
    earlier: { week: earlier.week, date: earlier.date },
    weeks: weeksBetween(earlier.week, latest.week),
  };
  const moves = CHECKIN_QUESTIONS.map((question) => ({
    question,
    from: earlier.answers[question],
    to: latest.answers[question],
    change: latest.answers[question] - earlier.answers[question],
  }))
    .filter((move) => Math.abs(move.change) >= SUMMARY_MIN_MOVE)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
  if (moves.length === 0) return { kind: "steady", ...compared };
  return {
    kind: "moved",
    ...compared,
    ups: moves.filter((move) => move.change > 0),
    downs: moves.filter((move) => move.change < 0),
  };
}
