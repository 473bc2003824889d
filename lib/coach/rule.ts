import type { MarkerKind } from "./kinds";

/** One pattern of the detector, matched against the normalized draft (lower case, contractions written out, simplified Chinese). */
export type CoachRule = { kind: MarkerKind; pattern: RegExp };

export const rule = (kind: MarkerKind, source: string): CoachRule => ({ kind, pattern: new RegExp(source, "gu") });
