import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DELETE as deleteOne } from "@/app/api/checkins/[id]/route";
import { DELETE, GET, PATCH, POST, PUT } from "@/app/api/checkins/route";
import { PATCH as patchSettings } from "@/app/api/settings/route";
import { DELETE as deleteAccount } from "@/app/api/user/delete/route";
import { getDb } from "@/db/client";
import { checkins } from "@/db/schema";
import { addDays, dayIn, isoWeekOf } from "@/lib/checkins/weeks";
import { makeIdentity } from "../helpers/identities";
import type { TestBrowser } from "../helpers/http";
import { plant } from "../helpers/planted";
import { userOf } from "../helpers/users";

const PATH = "/api/checkins";
const ANSWERS = { satisfaction: 4, closeness: 5, heard: 3, conflict: 2, fun: 6 };
const NOTE = "We finally took that Sunday walk by the river";
plant(NOTE);

const post = (browser: TestBrowser, body: unknown, headers?: Record<string, string>) =>
  browser.call(POST, { path: PATH, body, headers });
const list = (browser: TestBrowser, query = "") => browser.call(GET, { path: `${PATH}${query}` });
const remove = (browser: TestBrowser, id: string) =>
  browser.call(deleteOne, { path: `${PATH}/${id}`, method: "DELETE", context: { params: Promise.resolve({ id }) } });
const setTimeZone = (browser: TestBrowser, timeZone: unknown) =>
  browser.call(patchSettings, { path: "/api/settings", method: "PATCH", body: { timeZone } });

async function stored(userId: string) {
  return (await getDb()).select().from(checkins).where(eq(checkins.userId, userId)).orderBy(checkins.week);
}

const todayUtc = () => dayIn(null, new Date());

afterEach(() => {
  vi.useRealTimers();
});

describe("/api/checkins", () => {
  it("stores the answers, the note and today's day by default; lists it; answers {id, week}", async () => {
    const { browser, userId } = await makeIdentity("free");
    expect(await list(browser)).toMatchObject({ status: 200, body: { checkins: [] } });

    const today = todayUtc();
    const created = await post(browser, { answers: ANSWERS, note: `  ${NOTE}\u0000 ` });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      week: isoWeekOf(today),
      replaced: false,
      message: "Check-in saved.",
    });
    expect(created.body.week).toMatch(/^\d{4}-W\d{2}$/);
    expect(await stored(userId!)).toMatchObject([
      { id: created.body.id, week: isoWeekOf(today), date: today, ...ANSWERS, note: NOTE },
    ]);
    expect((await list(browser)).body.checkins).toEqual([
      {
        id: created.body.id,
        week: isoWeekOf(today),
        date: today,
        answers: ANSWERS,
        note: NOTE,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
  });

  it("refuses bad answers, notes and days with translated field errors, and stores nothing", async () => {
    const { browser, userId } = await makeIdentity("free");
    const today = todayUtc();
    const cases: [body: unknown, field: string, message: string][] = [
      [{}, "answers", "Answer all five questions"],
      [{ answers: { ...ANSWERS, fun: 7 } }, "answers.fun", "Choose a number from 0 to 6"],
      [{ answers: { ...ANSWERS, heard: -1 } }, "answers.heard", "Choose a number from 0 to 6"],
      [{ answers: { ...ANSWERS, closeness: 2.5 } }, "answers.closeness", "Choose a number from 0 to 6"],
      [{ answers: { ...ANSWERS, conflict: "3" } }, "answers.conflict", "Choose a number from 0 to 6"],
      [{ answers: { ...ANSWERS, satisfaction: undefined } }, "answers.satisfaction", "Choose a number from 0 to 6"],
      [{ answers: { ...ANSWERS, trust: 3 } }, "answers", "Answer all five questions"],
      [{ answers: ANSWERS, note: "x".repeat(281) }, "note", "Keep it to one sentence"],
      [{ answers: ANSWERS, date: "2026-02-30" }, "date", "Choose a day"],
      [{ answers: ANSWERS, date: "tomorrow" }, "date", "Choose a day"],
      [{ answers: ANSWERS, date: addDays(today, 1) }, "date", "A check-in can't be dated in the future"],
      [{ answers: ANSWERS, date: addDays(today, -8) }, "date", "Choose today or a day in the last 7 days"],
      [{ answers: ANSWERS, date: "2020-01-01" }, "date", "Choose today or a day in the last 7 days"],
      [{ answers: ANSWERS, replace: "yes" }, "replace", ""],
      [{ answers: ANSWERS, userId: "someone-else" }, "", ""],
    ];
    for (const [body, field, message] of cases) {
      const reply = await post(browser, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code, JSON.stringify(body)).toBe("invalid_input");
      expect(typeof reply.body.message).toBe("string");
      if (field) expect(Object.keys(reply.body.fieldErrors as object), JSON.stringify(body)).toContain(field);
      if (message)
        expect((reply.body.fieldErrors as Record<string, string>)[field], JSON.stringify(body)).toContain(message);
    }
    expect((await browser.call(POST, { path: PATH, rawBody: "{not json" })).body.code).toBe("invalid_json");
    expect(await stored(userId!)).toEqual([]);

    const zh = await post(browser, { answers: ANSWERS, date: addDays(today, 1) }, { "accept-language": "zh-TW" });
    expect((zh.body.fieldErrors as Record<string, string>).date).toBe("回顧的日期不能在未來");
    const cn = await post(browser, { answers: { ...ANSWERS, fun: 9 } }, { "accept-language": "zh-CN" });
    expect((cn.body.fieldErrors as Record<string, string>)["answers.fun"]).toBe("请选择 0 到 6 的数字");
    expect(await stored(userId!)).toEqual([]);
  });

  it("takes a day up to seven days back, counted in that day's ISO week", async () => {
    const { browser, userId } = await makeIdentity("free");
    const today = todayUtc();
    const lastWeek = addDays(today, -7);
    const reply = await post(browser, { answers: ANSWERS, date: lastWeek });
    expect(reply).toMatchObject({ status: 201, body: { week: isoWeekOf(lastWeek) } });
    expect(isoWeekOf(lastWeek)).not.toBe(isoWeekOf(today));
    expect((await post(browser, { answers: ANSWERS, date: today })).status).toBe(201);
    expect((await stored(userId!)).map((row) => row.date)).toEqual([lastWeek, today]);
  });

  it("keeps one per week: a second is 409 checkin_exists with its week; `replace` takes its place and keeps the id", async () => {
    const { browser, userId } = await makeIdentity("free");
    const today = todayUtc();
    const first = await post(browser, { answers: ANSWERS, note: NOTE });
    expect(first.status).toBe(201);

    const again = await post(browser, { answers: { ...ANSWERS, fun: 1 }, date: today });
    expect(again).toMatchObject({
      status: 409,
      body: { code: "checkin_exists", week: isoWeekOf(today), message: "You already checked in this week." },
    });
    expect((await post(browser, { answers: ANSWERS }, { "accept-language": "zh-CN" })).body.message).toBe(
      "你这周已经做过回顾了。",
    );
    expect(await stored(userId!)).toMatchObject([{ id: first.body.id, fun: 6, note: NOTE }]);

    const replaced = await post(browser, { answers: { ...ANSWERS, fun: 1 }, replace: true });
    expect(replaced).toMatchObject({
      status: 200,
      body: {
        id: first.body.id,
        week: isoWeekOf(today),
        replaced: true,
        message: "This week's check-in was replaced.",
      },
    });
    const rows = await stored(userId!);
    expect(rows).toMatchObject([{ id: first.body.id, fun: 1, note: null }]);
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.createdAt.getTime());

    // `replace` on a week without one simply stores it.
    const other = await makeIdentity("free");
    expect((await post(other.browser, { answers: ANSWERS, replace: true })).body).toMatchObject({ replaced: false });
  });

  it("many sent at once store one row: the rest are 409s; many replacing at once leave one row too", async () => {
    const { browser, userId } = await makeIdentity("free");
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(browser, { answers: { ...ANSWERS, fun: i % 7 } })),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(7);
    expect(replies.every((reply) => reply.status === 201 || reply.body.code === "checkin_exists")).toBe(true);
    expect(await stored(userId!)).toHaveLength(1);

    const replacing = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(browser, { answers: { ...ANSWERS, fun: i % 7 }, replace: true })),
    );
    expect(replacing.map((reply) => reply.status)).toEqual(Array(8).fill(200));
    const rows = await stored(userId!);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(replies.find((reply) => reply.status === 201)!.body.id);
  });

  it("counts the week in the person's time zone: just after midnight on Monday in Taipei is still Sunday in UTC", async () => {
    const taipei = await makeIdentity("free");
    const utc = await makeIdentity("free");
    expect(await setTimeZone(taipei.browser, "Asia/Taipei")).toMatchObject({
      status: 200,
      body: { user: { timeZone: "Asia/Taipei" } },
    });
    expect((await userOf(utc.browser)).timeZone).toBeNull();

    // The next Sunday 16:30 UTC at least an hour away: 00:30 on Monday in Taipei (UTC+8, no daylight saving).
    const now = new Date();
    const sunday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 16, 30));
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7));
    if (sunday.getTime() < now.getTime() + 3_600_000) sunday.setUTCDate(sunday.getUTCDate() + 7);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(sunday);

    const sundayDay = sunday.toISOString().slice(0, 10);
    const mondayDay = addDays(sundayDay, 1);
    expect(isoWeekOf(mondayDay)).not.toBe(isoWeekOf(sundayDay));

    const inTaipei = await post(taipei.browser, { answers: ANSWERS });
    expect(inTaipei).toMatchObject({ status: 201, body: { week: isoWeekOf(mondayDay) } });
    expect(await stored(taipei.userId!)).toMatchObject([{ date: mondayDay }]);

    const inUtc = await post(utc.browser, { answers: ANSWERS });
    expect(inUtc).toMatchObject({ status: 201, body: { week: isoWeekOf(sundayDay) } });
    expect(await stored(utc.userId!)).toMatchObject([{ date: sundayDay }]);

    // Monday is today in Taipei and the future in UTC; the Sunday a week back is in the window in UTC only.
    const future = await post(utc.browser, { answers: ANSWERS, date: mondayDay, replace: true });
    expect(future.body.fieldErrors).toEqual({ date: "A check-in can't be dated in the future" });
    const weekBack = addDays(sundayDay, -7);
    expect((await post(taipei.browser, { answers: ANSWERS, date: weekBack })).body.fieldErrors).toEqual({
      date: "Choose today or a day in the last 7 days",
    });
    expect((await post(utc.browser, { answers: ANSWERS, date: weekBack })).status).toBe(201);
    expect((await post(taipei.browser, { answers: ANSWERS, date: addDays(mondayDay, -7) })).status).toBe(201);
  });

  it("lists a range of ISO weeks, both ends included, oldest first; a range that is no range is a 400", async () => {
    const { browser } = await makeIdentity("free");
    const today = todayUtc();
    const [lastWeek, thisWeek] = [isoWeekOf(addDays(today, -7)), isoWeekOf(today)];
    await post(browser, { answers: { ...ANSWERS, fun: 1 }, date: addDays(today, -7) });
    await post(browser, { answers: { ...ANSWERS, fun: 2 } });
    const weeks = async (query: string) =>
      ((await list(browser, query)).body.checkins as { week: string }[]).map((checkin) => checkin.week);

    expect(await weeks("")).toEqual([lastWeek, thisWeek]);
    expect(await weeks(`?from=${lastWeek}&to=${thisWeek}`)).toEqual([lastWeek, thisWeek]);
    expect(await weeks(`?from=${thisWeek}`)).toEqual([thisWeek]);
    expect(await weeks(`?to=${lastWeek}`)).toEqual([lastWeek]);
    expect(await weeks(`?from=${thisWeek}&to=${thisWeek}`)).toEqual([thisWeek]);
    expect(await weeks("?from=2000-W01&to=2000-W52")).toEqual([]);

    for (const query of [
      "?from=2026-W00",
      "?from=2025-W53",
      "?to=2026-5",
      "?from=last",
      `?from=${thisWeek}&to=${lastWeek}`,
    ]) {
      const reply = await list(browser, query);
      expect(reply.status, query).toBe(400);
      expect(reply.body.code, query).toBe("invalid_input");
    }
    expect((await list(browser, "?from=2026-W53")).status).toBe(200);
    expect((await list(browser, `?from=${thisWeek}&to=${lastWeek}`)).body.fieldErrors).toEqual({
      to: "The first week must come before the last",
    });
  });

  it("deletes one's own check-in; another's id, or one already gone, is a 404 that changes nothing", async () => {
    const owner = await makeIdentity("free");
    const stranger = await makeIdentity("pro");
    const id = (await post(owner.browser, { answers: ANSWERS })).body.id as string;

    expect(await remove(stranger.browser, id)).toMatchObject({ status: 404, body: { code: "not_found" } });
    expect(await stored(owner.userId!)).toHaveLength(1);
    expect(await remove(owner.browser, id)).toMatchObject({
      status: 200,
      body: { deleted: true, message: "Check-in deleted." },
    });
    expect(await stored(owner.userId!)).toEqual([]);
    expect((await remove(owner.browser, id)).status).toBe(404);
    expect((await remove(owner.browser, "../etc")).status).toBe(400);
  });

  it("a time zone is an IANA name, stored as the platform writes it; offsets and unknown names are 400s", async () => {
    const { browser } = await makeIdentity("free");
    expect((await setTimeZone(browser, "asia/taipei")).body).toMatchObject({ user: { timeZone: "Asia/Taipei" } });
    expect((await setTimeZone(browser, "America/New_York")).body).toMatchObject({
      user: { timeZone: "America/New_York" },
    });
    expect((await setTimeZone(browser, "UTC")).body).toMatchObject({ user: { timeZone: "UTC" } });
    for (const zone of ["+08:00", "UTC+8", "GMT+08:00", "Mars/Olympus_Mons", "", "Asia/Taipei; drop table", 8]) {
      const reply = await setTimeZone(browser, zone);
      expect(reply.status, String(zone)).toBe(400);
      expect(reply.body.fieldErrors, String(zone)).toEqual({
        timeZone: "Choose a time zone by its name, such as Asia/Taipei",
      });
    }
    expect((await userOf(browser)).timeZone).toBe("UTC");
  });

  it("guests are refused (403) and keep none; the account's deletion takes its check-ins", async () => {
    const guest = await makeIdentity("guest");
    const refused = await post(guest.browser, { answers: ANSWERS });
    expect(refused).toMatchObject({
      status: 403,
      body: { code: "guest_checkins", message: expect.stringContaining("Check-ins need an account") },
    });
    expect(await list(guest.browser)).toMatchObject({ status: 200, body: { checkins: [] } });
    expect(await stored(guest.userId!)).toEqual([]);

    const { browser, userId } = await makeIdentity("free");
    await post(browser, { answers: ANSWERS, date: addDays(todayUtc(), -7) });
    await post(browser, { answers: ANSWERS });
    expect(await stored(userId!)).toHaveLength(2);
    expect(
      (await browser.call(deleteAccount, { path: "/api/user/delete", method: "DELETE", body: { confirm: true } }))
        .status,
    ).toBe(200);
    expect(await stored(userId!)).toEqual([]);
  });

  it("signed out: 401 for every method, and the others are 405s naming the allowed ones", async () => {
    const anonymous = await makeIdentity("anonymous");
    expect(await list(anonymous.browser)).toMatchObject({ status: 401, body: { code: "signed_out" } });
    expect((await post(anonymous.browser, { answers: ANSWERS })).status).toBe(401);
    expect((await remove(anonymous.browser, "some-id")).status).toBe(401);

    const { browser } = await makeIdentity("free");
    for (const handler of [PUT, PATCH, DELETE]) {
      const reply = await browser.call(handler, { path: PATH, method: "PUT" });
      expect(reply).toMatchObject({ status: 405, body: { code: "method_not_allowed" } });
      expect(reply.headers.get("allow")).toBe("GET, POST");
    }
  });
});
