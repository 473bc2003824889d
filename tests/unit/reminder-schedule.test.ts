import { describe, expect, it } from "vitest";
import { checkinMoment, followUpDueAt, hourIn, instantAt, isQuietHour, quietUntil } from "@/lib/reminders/schedule";

const at = (iso: string) => new Date(iso);

describe("instantAt", () => {
  it("reads a wall-clock hour in the zone it is in", () => {
    expect(instantAt("Asia/Taipei", "2026-12-07", 19).toISOString()).toBe("2026-12-07T11:00:00.000Z");
    expect(instantAt("America/New_York", "2026-12-07", 19).toISOString()).toBe("2026-12-08T00:00:00.000Z");
    expect(instantAt(null, "2026-12-07", 0).toISOString()).toBe("2026-12-07T00:00:00.000Z");
  });

  it("keeps the wall-clock hour across a clock change", () => {
    // New York: summer time ends 2026-11-01 (UTC-4 before, UTC-5 after).
    expect(instantAt("America/New_York", "2026-10-31", 19).toISOString()).toBe("2026-10-31T23:00:00.000Z");
    expect(instantAt("America/New_York", "2026-11-01", 19).toISOString()).toBe("2026-11-02T00:00:00.000Z");
    // 02:00 on 2026-03-08 does not exist there: it comes out an hour later, at 03:00 summer time.
    expect(hourIn("America/New_York", instantAt("America/New_York", "2026-03-08", 2))).toBe(3);
    // 01:00 on 2026-11-01 happens twice there: the first time (summer time) is taken.
    expect(instantAt("America/New_York", "2026-11-01", 1).toISOString()).toBe("2026-11-01T05:00:00.000Z");
  });
});

describe("followUpDueAt", () => {
  it("tomorrow evening is 19:00 of the person's next day, whatever the hour now", () => {
    // 23:30 in Taipei is still the 6th there, though UTC is already… the 6th at 15:30.
    expect(followUpDueAt("tomorrow_evening", "Asia/Taipei", at("2026-12-06T15:30:00Z")).toISOString()).toBe(
      "2026-12-07T11:00:00.000Z",
    );
    // 00:30 on the 7th in Taipei: tomorrow is the 8th.
    expect(followUpDueAt("tomorrow_evening", "Asia/Taipei", at("2026-12-06T16:30:00Z")).toISOString()).toBe(
      "2026-12-08T11:00:00.000Z",
    );
  });

  it("in 2 and in 3 days are that many days from now", () => {
    const now = at("2026-12-06T10:15:00Z");
    expect(followUpDueAt("in_2_days", null, now).toISOString()).toBe("2026-12-08T10:15:00.000Z");
    expect(followUpDueAt("in_3_days", "Asia/Taipei", now).toISOString()).toBe("2026-12-09T10:15:00.000Z");
  });
});

describe("quiet hours", () => {
  it("includes the start and not the end, wrapping midnight", () => {
    const night = { start: 22, end: 8 };
    expect([21, 22, 23, 0, 7, 8].map((hour) => isQuietHour(hour, night))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    const afternoon = { start: 13, end: 15 };
    expect([12, 13, 14, 15].map((hour) => isQuietHour(hour, afternoon))).toEqual([false, true, true, false]);
    expect(isQuietHour(3, { start: null, end: null })).toBe(false);
    expect(isQuietHour(3, { start: 5, end: 5 })).toBe(false);
  });

  it("says when they end, in the person's zone, or null outside them", () => {
    const night = { start: 22, end: 8 };
    // 23:00 in Taipei (15:00 UTC): quiet until 08:00 there the next morning.
    expect(quietUntil("Asia/Taipei", night, at("2026-12-06T15:00:00Z"))?.toISOString()).toBe(
      "2026-12-07T00:00:00.000Z",
    );
    // 02:00 in Taipei: until 08:00 the same day.
    expect(quietUntil("Asia/Taipei", night, at("2026-12-06T18:00:00Z"))?.toISOString()).toBe(
      "2026-12-07T00:00:00.000Z",
    );
    expect(quietUntil("Asia/Taipei", night, at("2026-12-06T04:00:00Z"))).toBeNull();
    expect(quietUntil(null, { start: null, end: null }, at("2026-12-06T23:00:00Z"))).toBeNull();
  });
});

describe("checkinMoment", () => {
  it("is this ISO week's chosen weekday and hour in the person's zone", () => {
    // Sunday 2026-12-06 is in 2026-W49 (Monday 2026-11-30).
    expect(checkinMoment("Asia/Taipei", { day: 7, hour: 19 }, at("2026-12-06T05:00:00Z"))).toEqual({
      week: "2026-W49",
      dueAt: at("2026-12-06T11:00:00Z"),
    });
    expect(checkinMoment(null, { day: 1, hour: 9 }, at("2026-12-06T05:00:00Z"))).toEqual({
      week: "2026-W49",
      dueAt: at("2026-11-30T09:00:00Z"),
    });
    // Late Sunday in UTC is already Monday of the next week in Taipei.
    expect(checkinMoment("Asia/Taipei", { day: 1, hour: 9 }, at("2026-12-06T20:00:00Z")).week).toBe("2026-W50");
  });
});
