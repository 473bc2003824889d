import { describe, expect, it } from "vitest";
import {
  FREE_DAILY_MESSAGES,
  availablePersonas,
  dailyLimitError,
  freeHistoryStart,
  hasLifetimePro,
  hasPro,
  historySince,
  memoryLimit,
  messagesToday,
  secondsToNextUtcDay,
  utcToday,
} from "@/lib/limits/plan-limits";
import { FREE_PERSONAS, PERSONAS } from "@/lib/personas/personas";

const NOW = new Date("2026-03-14T15:09:26.500Z");
const at = (iso: string) => ({ proEndsAt: new Date(iso) });
const FREE = { proEndsAt: null };
const PRO = at("2026-04-14T00:00:00Z");

describe("the plan rules at their edges", () => {
  it("has Pro until the entitlement's end, not at it, and never without one", () => {
    expect(hasPro({ proEndsAt: new Date(NOW.getTime() + 1) }, NOW)).toBe(true);
    expect(hasPro({ proEndsAt: NOW }, NOW)).toBe(false);
    expect(hasPro({ proEndsAt: new Date(NOW.getTime() - 1) }, NOW)).toBe(false);
    expect(hasPro(FREE, NOW)).toBe(false);
  });

  it("calls Pro lifetime only when it ends in the year 9999 and has not ended", () => {
    expect(hasLifetimePro(at("9999-12-31T00:00:00Z"), NOW)).toBe(true);
    expect(hasLifetimePro(at("9998-12-31T00:00:00Z"), NOW)).toBe(false);
    expect(hasLifetimePro(PRO, NOW)).toBe(false);
    expect(hasLifetimePro(FREE, NOW)).toBe(false);
    expect(hasLifetimePro(at("9999-12-31T00:00:00Z"), new Date("9999-12-31T00:00:01Z"))).toBe(false);
  });

  it("keeps one day of history on the free plan and all of it with Pro", () => {
    expect(freeHistoryStart(NOW)).toEqual(new Date("2026-03-13T15:09:26.500Z"));
    expect(historySince(FREE, NOW)).toEqual(new Date("2026-03-13T15:09:26.500Z"));
    expect(historySince(PRO, NOW)).toBeUndefined();
  });

  it("keeps 20 remembered items on the free plan and 200 with Pro", () => {
    expect(memoryLimit(FREE, NOW)).toBe(20);
    expect(memoryLimit(PRO, NOW)).toBe(200);
  });

  it("offers the free personas on the free plan and all twelve with Pro", () => {
    expect(availablePersonas(FREE)).toEqual(FREE_PERSONAS);
    expect(availablePersonas(at("9999-12-31T00:00:00Z"))).toEqual(PERSONAS.map((p) => p.id));
    expect(availablePersonas(at("9999-12-31T00:00:00Z"))).toHaveLength(12);
  });

  it("counts the day in UTC, restarting at the next UTC midnight, never in less than a second", () => {
    expect(utcToday(NOW)).toBe("2026-03-14");
    expect(utcToday(new Date("2026-03-14T23:59:59.999Z"))).toBe("2026-03-14");
    expect(secondsToNextUtcDay(NOW)).toBe(8 * 3600 + 50 * 60 + 34);
    expect(secondsToNextUtcDay(new Date("2026-03-14T23:59:59.900Z"))).toBe(1);
    expect(secondsToNextUtcDay(new Date("2026-03-14T00:00:00.000Z"))).toBe(86_400);
    expect(secondsToNextUtcDay(new Date("2026-12-31T23:00:00.000Z"))).toBe(3600);
  });

  it("says over the daily allowance with the limit, where to upgrade and when it starts again", () => {
    const error = dailyLimitError(NOW);
    expect(error.code).toBe("daily_limit");
    expect(error.fields).toEqual({
      limit: FREE_DAILY_MESSAGES,
      upgradeUrl: "/subscription",
      waitTime: secondsToNextUtcDay(NOW),
    });
    expect(FREE_DAILY_MESSAGES).toBe(50);
  });

  it("counts today's messages only when they were counted today", () => {
    expect(messagesToday({ adviceRequestsToday: 7, lastRequestDate: "2026-03-14" }, NOW)).toBe(7);
    expect(messagesToday({ adviceRequestsToday: 7, lastRequestDate: "2026-03-13" }, NOW)).toBe(0);
    expect(messagesToday({ adviceRequestsToday: 7, lastRequestDate: null }, NOW)).toBe(0);
  });
});
