/** SQLSTATE: five digits or capital letters (22021 "invalid byte sequence", 23505 "unique violation"…). */
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Stack frames only; the first lines of a stack repeat the message. */
const FRAME = /^\s+at /;
const MAX_FRAMES = 6;

type Described = { code?: unknown; statement?: unknown; query?: unknown; cause?: unknown };

/** "insert into "message"", "update "user"", "with" …: what kind of statement failed, never its values. */
function statementKind(query: string): string {
  const match = /^\s*(select|insert\s+into|update|delete\s+from|with)\b\s*("?[\w.]+"?)?/i.exec(query);
  if (!match) return "other";
  const verb = match[1]!.toLowerCase().replace(/\s+/g, " ");
  return verb === "with" || verb === "select" || !match[2] ? verb : `${verb} ${match[2]}`;
}

/**
 * What the log may say about an unexpected error: kinds in the cause chain, SQLSTATE, the statement's name and
 * stack frames. Never a message: database errors carry the query's parameters and parser errors quote their
 * input, so private text would land in the log.
 */
export function errorSummary(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") {
      parts.push(typeof current);
      break;
    }
    const { code, statement, query, cause } = current as Described;
    const facts = [current.constructor?.name || "Object"];
    if (typeof code === "string" && SQLSTATE.test(code)) facts.push(`sqlstate ${code}`);
    if (typeof statement === "string") facts.push(`statement "${statement}"`);
    else if (typeof query === "string") facts.push(`statement ${statementKind(query)}`);
    parts.push(facts.join(", "));
    current = cause;
  }
  const stack = error instanceof Error && typeof error.stack === "string" ? error.stack : "";
  const frames = stack
    .split("\n")
    .filter((line) => FRAME.test(line))
    .slice(0, MAX_FRAMES);
  return [parts.join(" ← "), ...frames].join("\n");
}
