/**
 * The value a growing JSON prefix stands for so far (open containers closed, dangling keys dropped, `tr` → true),
 * or undefined. Equals the AI SDK's parsePartialJson (tests/unit/partial-json.test.ts compares every prefix)
 * without loading the SDK into the advice page.
 */
export function parsePartialJson(text: string): unknown {
  const repaired = completed(text);
  if (repaired === undefined) return undefined;
  try {
    // A "__proto__" key is dropped rather than kept as an own property that a later merge could turn into a prototype.
    return JSON.parse(repaired, (key, value: unknown) => (key === "__proto__" ? undefined : value)) as unknown;
  } catch {
    return undefined;
  }
}

type Frame = { closer: "}" | "]"; expects: "key" | "colon" | "value" | "comma" };

const LITERALS = ["true", "false", "null"];

/** The text, cut back to its last complete value and closed; undefined when no value has begun. */
function completed(text: string): string | undefined {
  const stack: Frame[] = [];
  const closers = () =>
    stack
      .map((frame) => frame.closer)
      .reverse()
      .join("");
  // The longest beginning known to stand for a value once closed, and what closes it.
  let safe: string | undefined;
  const valueEnded = (end: number) => {
    const frame = stack.at(-1);
    if (frame) frame.expects = "comma";
    safe = text.slice(0, end) + closers();
  };

  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    const frame = stack.at(-1);
    if (/\s/.test(char)) {
      i++;
    } else if (char === "{" || char === "[") {
      stack.push({ closer: char === "{" ? "}" : "]", expects: char === "{" ? "key" : "value" });
      i++;
      safe = text.slice(0, i) + closers();
    } else if (char === "}" || char === "]") {
      stack.pop();
      i++;
      valueEnded(i);
    } else if (char === ":") {
      if (frame) frame.expects = "value";
      i++;
    } else if (char === ",") {
      if (frame) frame.expects = frame.closer === "}" ? "key" : "value";
      i++;
    } else if (char === '"') {
      const end = stringEnd(text, i);
      const isKey = frame?.closer === "}" && frame.expects === "key";
      if (end === undefined) {
        // Cut short: a value's text so far is kept (without a half-written escape); a key's is not.
        if (!isKey) safe = text.slice(0, i) + closedString(text.slice(i)) + closers();
        return safe;
      }
      i = end;
      if (isKey) frame.expects = "colon";
      else valueEnded(i);
    } else {
      const token = /^[^\s,\]}:]*/.exec(text.slice(i))![0];
      const whole = i + token.length < text.length;
      const literal = LITERALS.find((word) => word.startsWith(token));
      // A number cut short is taken up to its last digit (`1.` and `1e` are not numbers yet).
      const number = /^.*\d/.exec(token)?.[0];
      if (whole) {
        i += token.length;
        valueEnded(i);
      } else if (literal) {
        safe = text.slice(0, i) + literal + closers();
        return safe;
      } else if (number) {
        safe = text.slice(0, i) + number + closers();
        return safe;
      } else return safe;
    }
  }
  return safe;
}

/** Where the string starting at `start` (its opening quote) ends: after its closing quote; undefined if it does not. */
function stringEnd(text: string, start: number): number | undefined {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === '"') return i + 1;
  }
  return undefined;
}

/** An unfinished string (from its opening quote) closed, a trailing escape cut short dropped. */
function closedString(open: string): string {
  const escape = /\\(u[0-9a-fA-F]{0,3})?$/.exec(open);
  const body = escape && isEscapeStart(open, escape.index) ? open.slice(0, escape.index) : open;
  return `${body}"`;
}

/** Whether the backslash at `index` starts an escape (it is not itself escaped). */
function isEscapeStart(text: string, index: number): boolean {
  let backslashes = 0;
  for (let i = index - 1; i >= 0 && text[i] === "\\"; i--) backslashes++;
  return backslashes % 2 === 0;
}
