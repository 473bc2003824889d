import { createFormatter, createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { trendSentence } from "@/components/insights/trend-sentence";
import { checkinRangeSchema, checkinWindow } from "@/lib/checkins/checkin-schema";
import type { CheckinAnswers } from "@/lib/checkins/questions";
import { meanOf } from "@/lib/checkins/questions";
import { trendSummary } from "@/lib/checkins/summary";
import { canonicalTimeZone } from "@/lib/checkins/time-zone";
import { addDays, dayIn, isDay, isIsoWeek, isoWeekOf, mondayOf, weeksBetween } from "@/lib/checkins/weeks";
import type { Locale } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";

const answers = (values: Partial<CheckinAnswers> = {}): CheckinAnswers => ({
  satisfaction: 3,
  closeness: 3,
  heard: 3,
  conflict: 3,
  fun: 3,
  ...values,
});

/** A check-in on the Monday `weeksAgo` weeks before the week of 2026-03-02. */
const point = (weeksAgo: number, values: Partial<CheckinAnswers> = {}) => {
  const date = addDays("2026-03-02", -7 * weeksAgo);
  return { week: isoWeekOf(date), date, answers: answers(values) };
};

describe("ISO weeks", () => {
  it.each([
    ["2026-01-01", "2026-W01"], // a Thursday: week 1 is its week
    ["2025-12-29", "2026-W01"], // the Monday of that week, still in 2025
    ["2025-12-28", "2025-W52"],
    ["2027-01-01", "2026-W53"], // 2026 has 53 weeks (it starts on a Thursday)
    ["2027-01-03", "2026-W53"],
    ["2027-01-04", "2027-W01"],
    ["2024-12-30", "2025-W01"],
    ["2021-01-03", "2020-W53"],
    ["2024-02-29", "2024-W09"],
  ])("%s is in %s", (day, week) => {
    expect(isoWeekOf(day)).toBe(week);
    expect(isIsoWeek(week)).toBe(true);
    expect(isoWeekOf(mondayOf(week))).toBe(week);
  });

  it("knows which weeks exist and which days are days", () => {
    expect(mondayOf("2026-W01")).toBe("2025-12-29");
    expect(mondayOf("2026-W10")).toBe("2026-03-02");
    for (const week of ["2025-W53", "2026-W00", "2026-W54", "2026-W1", "2026W01", "26-W01", ""])
      expect(isIsoWeek(week), week).toBe(false);
    expect(isIsoWeek("2026-W53")).toBe(true);
    for (const day of ["2026-02-29", "2026-13-01", "2026-1-1", "2026-02-30", "today", ""])
      expect(isDay(day), day).toBe(false);
    expect(isDay("2024-02-29")).toBe(true);
    expect(weeksBetween("2025-W50", "2026-W02")).toBe(4);
    expect(weeksBetween("2026-W02", "2025-W50")).toBe(-4);
    expect(weeksBetween("2026-W50", "2027-W02")).toBe(5);
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("finds the day of an instant in a time zone: Monday 00:30 in Taipei is Sunday in UTC", () => {
    const instant = new Date("2026-03-01T16:30:00Z");
    expect(dayIn("Asia/Taipei", instant)).toBe("2026-03-02");
    expect(dayIn(null, instant)).toBe("2026-03-01");
    expect(dayIn("America/Los_Angeles", instant)).toBe("2026-03-01");
    expect(isoWeekOf(dayIn("Asia/Taipei", instant))).toBe("2026-W10");
    expect(isoWeekOf(dayIn(null, instant))).toBe("2026-W09");
  });

  it("allows today and the seven days before it, never the future", () => {
    const window = checkinWindow("2026-03-02");
    expect(window.safeParse({ date: "2026-03-02" }).success).toBe(true);
    expect(window.safeParse({ date: "2026-02-23" }).success).toBe(true);
    expect(window.safeParse({ date: "2026-02-22" }).error?.issues[0]?.message).toBe("validation.checkinDateTooOld");
    expect(window.safeParse({ date: "2026-03-03" }).error?.issues[0]?.message).toBe("validation.checkinDateFuture");
    expect(checkinRangeSchema.safeParse({ from: "2026-W10", to: "2026-W09" }).success).toBe(false);
    expect(checkinRangeSchema.safeParse({ from: "2025-W52", to: "2026-W01" }).success).toBe(true);
  });
});

describe("time zones", () => {
  it("takes IANA names, as the platform writes them, and refuses offsets and unknown names", () => {
    expect(canonicalTimeZone("Asia/Taipei")).toBe("Asia/Taipei");
    expect(canonicalTimeZone("asia/taipei")).toBe("Asia/Taipei");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    expect(canonicalTimeZone("Etc/GMT-8")).toBe("Etc/GMT-8");
    for (const name of [
      "+08:00",
      "-05:00",
      "UTC+8",
      "GMT+08:00",
      "Z",
      "Mars/Olympus_Mons",
      "",
      "Asia/Taipei ",
      "a".repeat(80),
    ])
      expect(canonicalTimeZone(name), name).toBeNull();
  });
});

describe("the summary sentence's facts", () => {
  it("says nothing of an empty history, and that it is too soon before four weeks apart", () => {
    expect(trendSummary([])).toEqual({ kind: "none" });
    expect(trendSummary([point(0)])).toEqual({ kind: "tooSoon", count: 1 });
    expect(trendSummary([point(3, { closeness: 0 }), point(1), point(0, { closeness: 6 })])).toEqual({
      kind: "tooSoon",
      count: 3,
    });
  });

  it("compares the latest with the newest check-in at least four weeks older, naming whole-point moves only", () => {
    const summary = trendSummary([
      point(8, { closeness: 6 }),
      point(5, { closeness: 1, fun: 2, heard: 4, conflict: 3.5 as number }),
      point(4, { closeness: 2, fun: 2, heard: 4, satisfaction: 3 }),
      point(2, { closeness: 0 }),
      point(0, { closeness: 5, fun: 3, heard: 2, satisfaction: 3.5 as number }),
    ]);
    expect(summary).toEqual({
      kind: "moved",
      latest: { week: "2026-W10", date: "2026-03-02" },
      earlier: { week: "2026-W06", date: "2026-02-02" },
      weeks: 4,
      ups: [
        { question: "closeness", from: 2, to: 5, change: 3 },
        { question: "fun", from: 2, to: 3, change: 1 },
      ],
      downs: [{ question: "heard", from: 4, to: 2, change: -2 }],
    });
  });

  it("uses what the data holds, in any order, across gaps; steady when nothing moved a whole point", () => {
    const steady = trendSummary([point(0, { fun: 4 }), point(6, { fun: 3.5 as number }), point(9, { fun: 0 })]);
    expect(steady).toMatchObject({ kind: "steady", weeks: 6, earlier: { date: "2026-01-19" } });

    const apart = trendSummary([point(12, { satisfaction: 6 }), point(0, { satisfaction: 2 })]);
    expect(apart).toMatchObject({
      kind: "moved",
      weeks: 12,
      ups: [],
      downs: [{ question: "satisfaction", change: -4 }],
    });
  });

  it("takes the mean of the five answers", () => {
    expect(meanOf(answers({ satisfaction: 6, fun: 0 }))).toBe(3);
    expect(meanOf({ satisfaction: 1, closeness: 2, heard: 3, conflict: 4, fun: 6 })).toBe(3.2);
  });
});

describe("the summary sentence, in each language", () => {
  const history = [
    point(5, { closeness: 2, heard: 4, fun: 2 }),
    point(0, { closeness: 4, heard: 3, fun: 3, satisfaction: 3.5 as number }),
  ];
  const sentence = (locale: Locale, points: Parameters<typeof trendSummary>[0]) =>
    trendSentence(
      trendSummary(points),
      createTranslator({ locale, messages: MESSAGES[locale], namespace: "insights" }),
      createFormatter({ locale }),
    );

  it("names the whole-point moves against the check-in compared, and says when it is too soon", () => {
    expect(sentence("en", history)).toBe(
      "Compared with 5 weeks earlier (Jan 26, 2026): closer (+2), more fun together (+1), and less heard (-1).",
    );
    expect(sentence("zh-TW", history)).toBe(
      "和 5 週前（2026年1月26日）相比：更親近（+2）、一起更開心（+1）和比較不覺得被理解（-1）。",
    );
    expect(sentence("zh-CN", history)).toBe(
      "和 5 周前（2026年1月26日）相比：更亲近（+2）、一起更开心（+1）和不那么觉得被理解（-1）。",
    );
    expect(sentence("en", [point(5), point(0, { fun: 3.5 as number })])).toBe(
      "About the same as 5 weeks earlier (Jan 26, 2026): no answer moved by a whole point.",
    );
    expect(sentence("en", [point(1), point(0)])).toBe(
      "2 check-ins so far. After four weeks of check-ins, this will say how things have moved.",
    );
    expect(sentence("zh-TW", [point(0)])).toBe("目前有 1 次回顧。累積四週的回顧後，這裡會說明事情的變化。");
    expect(sentence("en", [])).toBeNull();
  });
});

describe("data rights", () => {
  it("the privacy policy and Settings list the weekly check-ins among what the export holds and deletion removes", () => {
    const checkins = { en: "weekly check-ins", "zh-TW": "每週回顧", "zh-CN": "每周回顾" };
    for (const locale of ["en", "zh-TW", "zh-CN"] as const) {
      const { sections } = MESSAGES[locale].legal.privacy;
      expect(sections.export.items.contents).toContain(checkins[locale]);
      expect(sections.retention.body).toContain(checkins[locale]);
      expect(MESSAGES[locale].dataExport.explain).toContain(checkins[locale]);
    }
  });
});
