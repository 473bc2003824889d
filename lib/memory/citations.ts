/** A memory tag the model writes after what it drew from an item: `[m1]`, `[m12]`, with the space before it. */
const TAG = / ?\[m(\d{1,2})\]/g;
/** The end of a text that may still become a tag: " ", "[", " [m", "[m1", " [m12" (the longest, 5 characters). */
const OPEN = / ?(?:\[(?:m\d{0,2})?)?$/;

export type CitationStripper = { push(delta: string): string; end(): string; cited(): number[] };

/**
 * Strips memory tags from a streamed reply, delta by delta, and collects the items they cite (first-cited order).
 * Only what may still become a tag is held back, so the output equals stripping the whole text at once.
 */
export function citationStripper(): CitationStripper {
  let held = "";
  const numbers = new Set<number>();
  return {
    push(delta) {
      const text = held + delta;
      let out = "";
      let at = 0;
      for (const match of text.matchAll(TAG)) {
        out += text.slice(at, match.index);
        at = match.index + match[0].length;
        numbers.add(Number(match[1]));
      }
      const rest = text.slice(at);
      const open = rest.search(OPEN);
      held = rest.slice(open);
      return out + rest.slice(0, open);
    },
    end() {
      const rest = held;
      held = "";
      return rest;
    },
    cited: () => [...numbers],
  };
}

/** A whole text without its memory tags, and the items it cites. */
export function stripCitations(text: string): { text: string; cited: number[] } {
  const stripper = citationStripper();
  const stripped = stripper.push(text) + stripper.end();
  return { text: stripped, cited: stripper.cited() };
}
