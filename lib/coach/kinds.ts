/** The marker kinds in precedence order: when one span fits two kinds, the earlier one names it. */
export const MARKER_KINDS = [
  "threat",
  "contempt",
  "sarcasm",
  "stonewalling",
  "defensiveness",
  "blame",
  "absolute",
  "criticism",
] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

/**
 * A span of a draft that will likely start or worsen a fight: `start`/`end` are JavaScript string offsets
 * into the draft as the person wrote it, `quote` is `draft.slice(start, end)`.
 */
export type Marker = { kind: MarkerKind; quote: string; start: number; end: number; why: string };
