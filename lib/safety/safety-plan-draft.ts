import { SAFETY_PLAN_SECTIONS, type SafetyPlanLines, type SafetyPlanSection } from "./safety-plan-sections";

/** A line as the editor holds it: an id that stays with it while lines are added and removed around it. */
export type DraftRow = { id: string; text: string };
export type Draft = Record<SafetyPlanSection, DraftRow[]>;

let rows = 0;
export const draftRow = (text = ""): DraftRow => ({ id: `plan-line-${++rows}`, text });

/** The editor's lines for a plan; a list with nothing in it gets one empty line to type in. */
export function draftFrom(lines: SafetyPlanLines): Draft {
  const entries = SAFETY_PLAN_SECTIONS.map((section) => {
    const texts = lines[section].length > 0 ? lines[section] : [""];
    return [section, texts.map((text) => draftRow(text))];
  });
  return Object.fromEntries(entries) as Draft;
}

/** What would be saved: each list's lines that have text, and which editor line each one came from. */
export function linesOf(draft: Draft): { lines: SafetyPlanLines; rowIds: Record<SafetyPlanSection, string[]> } {
  const lines = {} as SafetyPlanLines;
  const rowIds = {} as Record<SafetyPlanSection, string[]>;
  for (const section of SAFETY_PLAN_SECTIONS) {
    const kept = draft[section].filter((row) => row.text.trim() !== "");
    lines[section] = kept.map((row) => row.text.trim());
    rowIds[section] = kept.map((row) => row.id);
  }
  return { lines, rowIds };
}

export function sameLines(a: SafetyPlanLines, b: SafetyPlanLines): boolean {
  return SAFETY_PLAN_SECTIONS.every(
    (section) => a[section].length === b[section].length && a[section].every((line, i) => line === b[section][i]),
  );
}

export const isEmptyPlan = (lines: SafetyPlanLines) => SAFETY_PLAN_SECTIONS.every((s) => lines[s].length === 0);

/**
 * Puts validation errors where they belong: a line's (path `[section, index]` of the saved lines) on its
 * editor line's id, a list's on the section's name, anything else on `plan`. The first error for a place wins.
 */
export function placeErrors(
  errors: [path: readonly PropertyKey[], message: string][],
  rowIds: Record<SafetyPlanSection, string[]>,
): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [path, message] of errors) {
    const [section, index] = path;
    const ids = SAFETY_PLAN_SECTIONS.includes(section as SafetyPlanSection)
      ? rowIds[section as SafetyPlanSection]
      : undefined;
    const at = !ids ? "plan" : index === undefined ? String(section) : (ids[Number(index)] ?? String(section));
    placed[at] ??= message;
  }
  return placed;
}
