import { describe, expect, it } from "vitest";
import { NO_MATCH, checkFrom, type SafetyCheck } from "@/lib/safety/categories";
import { fromModeration } from "@/lib/safety/moderation";
import { lateEscalation } from "@/lib/safety/safe-run";

describe("a moderation answer read as the safety check's categories", () => {
  it.each([
    [{ "self-harm/intent": true }, [["self_harm", "urgent"]]],
    [{ "self-harm/instructions": true }, [["self_harm", "urgent"]]],
    [{ "self-harm": true }, [["self_harm", "concern"]]],
    [{ "self-harm": true, "self-harm/intent": true }, [["self_harm", "urgent"]]],
    [{ violence: true }, [["violence", "concern"]]],
    [{ "violence/graphic": true }, [["violence", "concern"]]],
    [{ "harassment/threatening": true }, [["violence", "concern"]]],
    [{ "sexual/minors": true }, [["sexual_coercion", "concern"]]],
    [
      { "self-harm/intent": true, violence: true, "sexual/minors": true },
      [
        ["self_harm", "urgent"],
        ["violence", "concern"],
        ["sexual_coercion", "concern"],
      ],
    ],
  ])("%j → %j", (categories, expected) => {
    const check = fromModeration(categories);
    expect(check.flagged).toBe(true);
    expect(check.matches.map((m) => [m.category, m.severity])).toEqual(expected);
  });

  it.each([
    [{}],
    [{ sexual: true, harassment: true, hate: true }],
    [{ "self-harm": null, violence: false, "sexual/minors": null }],
  ])("%j is no match: sexual content, insults and unset categories alone are no risk", (categories) => {
    expect(fromModeration(categories)).toEqual(NO_MATCH);
  });
});

describe("a late triage answer", () => {
  const concern = checkFrom([{ category: "violence", severity: "concern" }]);
  const urgent = checkFrom([{ category: "self_harm", severity: "urgent" }]);

  it("makes an unflagged or concerning verdict urgent, keeping what it had", () => {
    expect(lateEscalation(NO_MATCH, urgent)).toEqual(urgent);
    const both: SafetyCheck | undefined = lateEscalation(concern, urgent);
    expect(both?.severity).toBe("urgent");
    expect(both?.matches.map((m) => m.category)).toEqual(["self_harm", "violence"]);
  });

  it("adds nothing when it is missing, only concerning, or the verdict is urgent already", () => {
    expect(lateEscalation(NO_MATCH, undefined)).toBeUndefined();
    expect(lateEscalation(NO_MATCH, concern)).toBeUndefined();
    expect(lateEscalation(urgent, checkFrom([{ category: "violence", severity: "urgent" }]))).toBeUndefined();
  });
});
