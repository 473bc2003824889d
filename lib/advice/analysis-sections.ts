import type { AdviceAnalysis } from "./analysis-schema";

/** An advice answer's sections, in order: how the page lays them out as they fill (no zod: pages load this). */
export const ANALYSIS_SECTIONS = [
  "opening",
  "yourSide",
  "theirSide",
  "wentWell",
  "doDifferently",
  "script",
  "reflectionQuestion",
] as const satisfies readonly (keyof AdviceAnalysis)[];
