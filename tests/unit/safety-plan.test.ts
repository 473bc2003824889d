import { describe, expect, it } from "vitest";
import { prefilledProfessionals } from "@/lib/safety/safety-plan-contacts";
import { draftFrom, draftRow, isEmptyPlan, linesOf, placeErrors, sameLines } from "@/lib/safety/safety-plan-draft";
import { safetyPlanSchema } from "@/lib/safety/safety-plan-schema";
import type { SafetyPlanLines } from "@/lib/safety/safety-plan-sections";

const wording = {
  emergency: (number: string) => `Emergency: ${number}`,
  service: (name: string, contact: string) => `${name}: ${contact}`,
};

const NONE: SafetyPlanLines = { warningSigns: [], coping: [], people: [], professionals: [], safer: [] };

describe("the professionals list a new plan starts with", () => {
  it("has the emergency number with its note, then the country's services, crisis lines first", () => {
    expect(prefilledProfessionals("GB", "en", wording)).toEqual([
      "Emergency: 999 Can't speak? Call 999, then press 55 when asked.",
      "Samaritans: 116 123",
      "National Domestic Abuse Helpline (Refuge): 0808 2000 247",
      "Men's Advice Line: 0808 801 0327",
    ]);
  });

  it("leaves out services only for young people; keeps those that also serve them", () => {
    const gb = prefilledProfessionals("GB", "en", wording).join("\n");
    expect(gb).not.toContain("Childline");
    expect(prefilledProfessionals("NZ", "en", wording)).toContain("Need to talk? 1737: 1737");
  });

  it("is in the person's language", () => {
    expect(prefilledProfessionals("TW", "zh-TW", wording)[1]).toBe("1925 安心專線: 1925");
  });

  it("points to the international directory's website where there is no country (no emergency number)", () => {
    expect(prefilledProfessionals("INTL", "en", wording)).toEqual([
      "Find A Helpline (free helplines in many countries): https://findahelpline.com",
    ]);
  });
});

describe("the editor's lines", () => {
  it("gives an empty list one line to type in, and keeps the plan's lines in order", () => {
    const draft = draftFrom({ ...NONE, coping: ["Walk", "Music"] });
    expect(draft.coping.map((row) => row.text)).toEqual(["Walk", "Music"]);
    expect(draft.warningSigns.map((row) => row.text)).toEqual([""]);
    expect(new Set(Object.values(draft).flatMap((rows) => rows.map((row) => row.id))).size).toBe(6);
  });

  it("saves only lines with text, trimmed, remembering which editor line each came from", () => {
    const draft = draftFrom(NONE);
    const walk = draftRow("  Walk ");
    const blank = draftRow("   ");
    const music = draftRow("Music");
    draft.coping = [walk, blank, music];
    const { lines, rowIds } = linesOf(draft);
    expect(lines).toEqual({ ...NONE, coping: ["Walk", "Music"] });
    expect(rowIds.coping).toEqual([walk.id, music.id]);
    expect(isEmptyPlan(lines)).toBe(false);
    expect(isEmptyPlan(linesOf(draftFrom(NONE)).lines)).toBe(true);
  });

  it("tells a changed plan from the saved one", () => {
    const saved = { ...NONE, people: ["Ana"] };
    expect(sameLines(saved, { ...NONE, people: ["Ana"] })).toBe(true);
    expect(sameLines(saved, { ...NONE, people: ["Ana", "Leo"] })).toBe(false);
    expect(sameLines(saved, { ...NONE, safer: ["Ana"] })).toBe(false);
  });

  it("puts each error on its editor line, its list, or the plan, as the schema reports them", () => {
    const draft = draftFrom(NONE);
    const ok = draftRow("Fine");
    const skipped = draftRow("");
    const long = draftRow("x".repeat(301));
    draft.people = [ok, skipped, long];
    draft.safer = Array.from({ length: 13 }, (_, i) => draftRow(`Step ${i}`));
    const { lines, rowIds } = linesOf(draft);
    const result = safetyPlanSchema.safeParse(lines);
    expect(result.success).toBe(false);
    const placed = placeErrors(
      result.error!.issues.map((issue) => [issue.path, issue.message]),
      rowIds,
    );
    expect(placed).toEqual({ [long.id]: "validation.planLineTooLong", safer: "validation.planTooManyLines" });

    const empty = safetyPlanSchema.safeParse(NONE);
    expect(
      placeErrors(
        empty.error!.issues.map((issue) => [issue.path, issue.message]),
        rowIds,
      ),
    ).toEqual({
      plan: "validation.planEmpty",
    });
    // The server's field keys ("people.2"), read back as paths.
    expect(placeErrors([[["people", "1"], "Too long"]], rowIds)).toEqual({ [long.id]: "Too long" });
  });
});
