/**
 * What the safety check looks for. `violence` covers a partner's (or family member's) violence and
 * threats; `coercive_control` covers tracking, controlling money, isolating and stalking; `image_abuse`
 * covers sharing or threatening to share intimate images, and demands made against them (sextortion).
 */
export const SAFETY_CATEGORIES = [
  "self_harm",
  "violence",
  "coercive_control",
  "sexual_coercion",
  "image_abuse",
  "immediate_danger",
  "under_18",
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

/** `urgent`: a risk to someone's life or safety now (the help card stays pinned); `concern`: the rest. */
export type Severity = "concern" | "urgent";

export type SafetyMatch = { category: SafetyCategory; severity: Severity };

export type SafetyCheck = {
  flagged: boolean;
  /** The highest severity among the matches; null when nothing matched. */
  severity: Severity | null;
  /** One entry per category, in SAFETY_CATEGORIES order. */
  matches: SafetyMatch[];
};

export const NO_MATCH: SafetyCheck = { flagged: false, severity: null, matches: [] };

export function hasCategory(check: SafetyCheck, category: SafetyCategory): boolean {
  return check.matches.some((match) => match.category === category);
}

/** Both checks' matches together (the local classifier and a remote moderation call), the higher severity winning. */
export function unionOf(a: SafetyCheck, b: SafetyCheck): SafetyCheck {
  return checkFrom([...a.matches, ...b.matches]);
}

export function checkFrom(matches: SafetyMatch[]): SafetyCheck {
  const severity = new Map<SafetyCategory, Severity>();
  for (const { category, severity: level } of matches) {
    if (severity.get(category) !== "urgent") severity.set(category, level);
  }
  const merged = SAFETY_CATEGORIES.filter((c) => severity.has(c)).map((category) => ({
    category,
    severity: severity.get(category)!,
  }));
  if (merged.length === 0) return NO_MATCH;
  return {
    flagged: true,
    severity: merged.some((m) => m.severity === "urgent") ? "urgent" : "concern",
    matches: merged,
  };
}
