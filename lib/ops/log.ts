import { AsyncLocalStorage } from "node:async_hooks";
import { errorSummary } from "./error-summary";

type Level = "info" | "warn" | "error";
/** What a log line may carry: names, counts, ids and codes; never what a person wrote. */
type Fields = Record<string, string | number | boolean | null | undefined>;

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs one request's work with its id, which every line logged while it runs carries (streams included). */
export function withRequestId<T>(requestId: string, run: () => T): T {
  return requestScope.run({ requestId }, run);
}

/** The id of the request being handled, if any. */
export const currentRequestId = (): string | undefined => requestScope.getStore()?.requestId;

/** An e-mail address anywhere in a text (tests/setup.ts holds the whole log to it too). */
export const EMAIL_ADDRESS = /[^\s"'<>@]+@[^\s"'<>@]+\.[a-z]{2,}/gi;
const MAX_FIELD = 2000;

/** A last guard, in case an error summary or a code ever quotes an address: the line keeps the fact, not it. */
const scrub = (value: string) => value.replace(EMAIL_ADDRESS, "[email]").slice(0, MAX_FIELD);

function write(level: Level, event: string, fields: Fields = {}) {
  const line: Record<string, unknown> = { time: new Date().toISOString(), level, event };
  const requestId = currentRequestId();
  if (requestId) line.requestId = requestId;
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) line[key] = typeof value === "string" ? scrub(value) : value;
  }
  const text = JSON.stringify(line);
  if (level === "error") console.error(text);
  else if (level === "warn") console.warn(text);
  else console.info(text);
}

/**
 * The one logger: a JSON line per event on stdout/stderr (what serverless hosts collect), with the request's
 * id. `error` takes the thrown value and logs only its summary (lib/ops/error-summary.ts), never its message.
 */
export const log = {
  info: (event: string, fields?: Fields) => write("info", event, fields),
  warn: (event: string, fields?: Fields) => write("warn", event, fields),
  error: (event: string, error: unknown, fields?: Fields) =>
    write("error", event, { ...fields, error: errorSummary(error) }),
};
