/**
 * How a listening turn ended: the words heard (empty if none), how long it listened, whether any sound came,
 * and the error it ended with: the recogniser's code (SpeechRecognitionErrorEvent.error) or a media
 * error's DOMException name.
 */
export type TurnEnd = { text: string; ms: number; sound: boolean; error?: string };

/** Why voice chat stopped listening, each named to the person with what they can do. */
export type VoiceProblem = "denied" | "noMicrophone" | "speechUnavailable" | "unreachable" | "quiet";

export type ListenState = {
  /** Failed starts in a row: a network error, or a turn that ended at once having heard nothing. */
  failures: number;
  /** Turns in a row that ended without words, and how long they listened in all. */
  misses: number;
  silentMs: number;
};

export type AfterTurn =
  | { action: "send"; text: string }
  | { action: "listen"; afterMs: number; notice?: "notHeard" | "reconnecting" }
  | { action: "stop"; problem: VoiceProblem };

export const FRESH: ListenState = { failures: 0, misses: 0, silentMs: 0 };

const DENIED = new Set(["not-allowed", "NotAllowedError", "SecurityError"]);
const NO_MICROPHONE = new Set(["audio-capture", "NotFoundError", "NotReadableError", "OverconstrainedError"]);
const UNAVAILABLE = new Set(["service-not-allowed", "language-not-supported", "bad-grammar"]);
/** The recogniser ends a turn with these when nobody spoke, or when it was stopped: a silent turn. */
const SILENT = new Set(["no-speech", "aborted"]);

/** A turn shorter than this that heard nothing was no real listening: it counts as a failed start. */
export const QUICK_END_MS = 1000;
/** Failed starts are retried after 1 s, 2 s and 4 s; the next failure stops. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000];
/** "I did not catch that" once a sound came without words, or nothing came for this long. */
export const NOT_HEARD_AFTER_MS = 8000;
/** Listening pauses after this long without words, or after this many silent turns in a row. */
export const PAUSE_AFTER_MS = 60_000;
export const PAUSE_AFTER_MISSES = 6;

/**
 * What voice chat does once a turn has ended: send the words; listen again, at once or after a pause; or
 * stop and name the problem. A microphone that cannot be used stops at once, a network error is retried
 * a few times with growing pauses, and silence restarts quietly until it has lasted a while.
 */
export function afterTurn(state: ListenState, end: TurnEnd): { state: ListenState; next: AfterTurn } {
  const text = end.text.trim();
  if (text) return { state: FRESH, next: { action: "send", text } };
  const { error } = end;
  if (error && DENIED.has(error)) return stop("denied");
  if (error && NO_MICROPHONE.has(error)) return stop("noMicrophone");
  if (error && UNAVAILABLE.has(error)) return stop("speechUnavailable");
  if (error && !SILENT.has(error)) return retry(state, "unreachable", "reconnecting");
  if (end.ms < QUICK_END_MS && !end.sound) return retry(state, "noMicrophone");

  const missed = { failures: 0, misses: state.misses + 1, silentMs: state.silentMs + end.ms };
  if (missed.misses >= PAUSE_AFTER_MISSES || missed.silentMs >= PAUSE_AFTER_MS) return stop("quiet");
  const notHeard = end.sound || missed.silentMs >= NOT_HEARD_AFTER_MS;
  return { state: missed, next: { action: "listen", afterMs: 0, ...(notHeard ? { notice: "notHeard" } : {}) } };
}

/** Why the microphone could not be opened (getUserMedia's DOMException name): refused, or not usable. */
export function microphoneProblem(name: string): VoiceProblem {
  return DENIED.has(name) ? "denied" : "noMicrophone";
}

function stop(problem: VoiceProblem) {
  return { state: FRESH, next: { action: "stop", problem } as const };
}

/** The next try after a growing pause or, once the tries are used up, the named problem. */
function retry(state: ListenState, problem: VoiceProblem, notice?: "reconnecting") {
  const afterMs = RETRY_DELAYS_MS[state.failures];
  if (afterMs === undefined) return stop(problem);
  const next: AfterTurn = { action: "listen", afterMs, ...(notice ? { notice } : {}) };
  return { state: { ...state, failures: state.failures + 1 }, next };
}
