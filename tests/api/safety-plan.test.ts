import { eq, lt, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as guestLogin } from "@/app/api/guest-login/route";
import { POST as logout } from "@/app/api/logout/route";
import { POST as register } from "@/app/api/register/route";
import { DELETE, GET, PATCH, POST, PUT } from "@/app/api/safety-plan/route";
import { DELETE as deleteAccount } from "@/app/api/user/delete/route";
import { POST as verifyEmail } from "@/app/api/verify-email/route";
import { getDb } from "@/db/client";
import { safetyPlans, userSessions } from "@/db/schema";
import { runScheduledJob } from "@/lib/jobs/scheduled";
import { PLAN_LINE_MAX, PLAN_LINES_MAX, type SafetyPlanLines } from "@/lib/safety/safety-plan-sections";
import { latestCode, signedUpBrowser, uniqueEmail } from "../helpers/accounts";
import { TestBrowser } from "../helpers/http";
import { plant } from "../helpers/planted";
import { userOf } from "../helpers/users";

const PATH = "/api/safety-plan";

const PLAN: SafetyPlanLines = {
  warningSigns: ["I stop answering my friends", "I lie awake after we fight"],
  coping: ["A walk around the block"],
  people: ["My sister Ana: 0400 000 000"],
  professionals: ["Emergency: 999", "Samaritans: 116 123"],
  safer: ["Keep a bag packed with my documents"],
};
plant(...Object.values(PLAN).flat());

const read = (browser: TestBrowser) => browser.call(GET, { path: PATH });
const put = (browser: TestBrowser, body: unknown) => browser.call(PUT, { path: PATH, method: "PUT", body });
const remove = (browser: TestBrowser) => browser.call(DELETE, { path: PATH, method: "DELETE" });

async function storedPlans(userId: string) {
  return (await getDb()).select().from(safetyPlans).where(eq(safetyPlans.userId, userId));
}

/** A guest signed in on a browser of its own, as the demo button makes one. */
async function guestBrowser() {
  const browser = new TestBrowser(`198.51.100.${Math.floor(Math.random() * 250)}`);
  expect((await browser.call(guestLogin, { body: { adultAttested: true } })).status).toBe(200);
  return browser;
}

describe("GET and PUT /api/safety-plan", () => {
  it("has no plan at first; PUT saves the whole plan, normalised, and GET reads it back", async () => {
    const { browser } = await signedUpBrowser();
    expect(await read(browser)).toMatchObject({ status: 200, body: { plan: null } });

    const saved = await put(browser, {
      ...PLAN,
      coping: ["  A walk around the block\u0000 ", "Cafe\u0301 on the corner"],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Safety plan saved");
    const plan = saved.body.plan as SafetyPlanLines & { updatedAt: string };
    expect(plan).toMatchObject({ ...PLAN, coping: ["A walk around the block", "Café on the corner"] });
    expect(Math.abs(new Date(plan.updatedAt).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await read(browser)).body.plan).toEqual(plan);
  });

  it("replaces the plan whole, and the same plan sent again changes nothing, not even its date", async () => {
    const { browser } = await signedUpBrowser();
    const first = (await put(browser, PLAN)).body.plan as { updatedAt: string };
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await put(browser, PLAN);
    expect(again.status).toBe(200);
    expect(again.body.plan).toEqual(first);

    const smaller = { ...PLAN, warningSigns: [], safer: ["Stay at Ana's on Fridays"] };
    const replaced = (await put(browser, smaller)).body.plan as SafetyPlanLines & { updatedAt: string };
    expect(replaced).toMatchObject(smaller);
    expect(new Date(replaced.updatedAt).getTime()).toBeGreaterThan(new Date(first.updatedAt).getTime());
    expect(await storedPlans((await userOf(browser)).id)).toHaveLength(1);
  });

  it("takes the longest plan there can be, in Chinese, within the body limit", async () => {
    const { browser } = await signedUpBrowser();
    const lines = Array.from({ length: PLAN_LINES_MAX }, () => "安".repeat(PLAN_LINE_MAX));
    const longest = { warningSigns: lines, coping: lines, people: lines, professionals: lines, safer: lines };
    const reply = await put(browser, longest);
    expect(reply.status).toBe(200);
    expect(reply.body.plan).toMatchObject(longest);
  });

  const tooMany = Array.from({ length: PLAN_LINES_MAX + 1 }, (_, i) => `Line ${i + 1}`);
  it.each([
    [
      "an empty plan",
      { ...PLAN, warningSigns: [], coping: [], people: [], professionals: [], safer: [] },
      "_",
      "Write at least one line before saving",
    ],
    ["a blank line", { ...PLAN, coping: ["Breathe", " \u0007 "] }, "coping.1", "A line cannot be empty"],
    [
      "a line too long",
      { ...PLAN, people: ["x".repeat(PLAN_LINE_MAX + 1)] },
      "people.0",
      "Each line can be at most 300 characters",
    ],
    ["too many lines", { ...PLAN, safer: tooMany }, "safer", "Each list can have at most 12 lines"],
    ["a list left out", { ...PLAN, safer: undefined }, "safer", "Invalid input. Please check your information."],
    [
      "a line that is not text",
      { ...PLAN, warningSigns: [42] },
      "warningSigns.0",
      "Invalid input. Please check your information.",
    ],
  ])("refuses %s with a clear 400 and changes nothing", async (_name, body, field, message) => {
    const { browser } = await signedUpBrowser();
    const before = (await put(browser, PLAN)).body.plan;
    const reply = await put(browser, body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "invalid_input", message, fieldErrors: { [field]: message } });
    expect((await read(browser)).body.plan).toEqual(before);
  });

  it("refuses a body that is not JSON (400) or not sent as JSON (415), and makes no plan", async () => {
    const { browser } = await signedUpBrowser();
    const broken = await browser.call(PUT, { path: PATH, method: "PUT", rawBody: "{not json" });
    expect(broken).toMatchObject({ status: 400, body: { code: "invalid_json" } });
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const form = await PUT(
      new Request(`http://localhost${PATH}`, {
        method: "PUT",
        headers: { cookie, "content-type": "text/plain" },
        body: JSON.stringify(PLAN),
      }),
      undefined,
    );
    expect(form.status).toBe(415);
    expect((await read(browser)).body.plan).toBeNull();
  });

  it("answers in the caller's language", async () => {
    const { browser } = await signedUpBrowser();
    const zh = new TestBrowser(browser.address, "zh-TW");
    for (const [name, value] of browser.cookies) zh.cookies.set(name, value);
    expect((await put(zh, PLAN)).body.message).toBe("已儲存安全計畫");
    const refused = await put(zh, { ...PLAN, coping: ["x".repeat(PLAN_LINE_MAX + 1)] });
    expect(refused.body.message).toBe("每一行最多 300 個字元");
  });

  it("has only the methods it needs", async () => {
    const { browser } = await signedUpBrowser();
    for (const handler of [POST, PATCH]) {
      const reply = await browser.call(handler, { path: PATH, body: PLAN });
      expect(reply.status).toBe(405);
      expect(reply.headers.get("allow")).toBe("GET, PUT, DELETE");
    }
  });
});

describe("DELETE /api/safety-plan", () => {
  it("deletes the plan; deleting again answers the same, with nothing deleted", async () => {
    const { browser } = await signedUpBrowser();
    await put(browser, PLAN);
    expect(await remove(browser)).toMatchObject({
      status: 200,
      body: { deleted: true, message: "Safety plan deleted" },
    });
    expect((await read(browser)).body.plan).toBeNull();
    expect(await remove(browser)).toMatchObject({ status: 200, body: { deleted: false } });
    expect(await storedPlans((await userOf(browser)).id)).toEqual([]);
  });
});

describe("whose plan", () => {
  it("is the signed-in user's alone: another user neither sees, replaces nor deletes it", async () => {
    const owner = await signedUpBrowser();
    const other = await signedUpBrowser();
    const mine = (await put(owner.browser, PLAN)).body.plan;

    expect((await read(other.browser)).body.plan).toBeNull();
    const theirs = { ...PLAN, warningSigns: ["Someone else's sign"] };
    expect((await put(other.browser, theirs)).status).toBe(200);
    expect((await remove(other.browser)).body.deleted).toBe(true);

    expect((await read(owner.browser)).body.plan).toEqual(mine);
    expect((await read(other.browser)).body.plan).toBeNull();
  });

  it("needs a session: signed out, every method is a 401 and nothing is stored", async () => {
    const count = async () => (await (await getDb()).execute(sql`select count(*)::int as n from safety_plan`)).rows[0];
    const before = await count();
    const anonymous = new TestBrowser();
    for (const reply of [await read(anonymous), await put(anonymous, PLAN), await remove(anonymous)]) {
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe("signed_out");
    }
    expect(await count()).toEqual(before);
  });

  it("goes with the account when it is deleted", async () => {
    const { browser } = await signedUpBrowser();
    const { id } = await userOf(browser);
    await put(browser, PLAN);
    expect((await browser.call(deleteAccount, { method: "DELETE" })).status).toBe(200);
    expect(await storedPlans(id)).toEqual([]);
  });
});

describe("a guest's plan", () => {
  it("ends with the guest session: at logout", async () => {
    const guest = await guestBrowser();
    const { id } = await userOf(guest);
    expect((await put(guest, PLAN)).status).toBe(200);
    expect((await guest.call(logout)).status).toBe(200);
    expect(await storedPlans(id)).toEqual([]);
  });

  it("is an account's to keep: signing out leaves it", async () => {
    const { browser } = await signedUpBrowser();
    const { id } = await userOf(browser);
    expect((await put(browser, PLAN)).status).toBe(200);
    expect((await browser.call(logout)).status).toBe(200);
    expect(await storedPlans(id)).toHaveLength(1);
  });

  it("ends with the guest session: once it has expired, the scheduled job removes it, and only guests'", async () => {
    const guest = await guestBrowser();
    const member = await signedUpBrowser();
    const live = await guestBrowser();
    const ids = await Promise.all([guest, member.browser, live].map(async (b) => (await userOf(b)).id));
    for (const browser of [guest, member.browser, live]) expect((await put(browser, PLAN)).status).toBe(200);
    const db = await getDb();
    const past = new Date(Date.now() - 1000);
    for (const userId of ids.slice(0, 2))
      await db.update(userSessions).set({ expiresAt: past }).where(eq(userSessions.userId, userId));

    const expired = await db.select().from(userSessions).where(lt(userSessions.expiresAt, new Date()));
    // The job counts what it removed: the expired sessions and the one guest's plan.
    expect(await runScheduledJob("expired-sessions")).toEqual({ job: "expired-sessions", deleted: expired.length + 1 });
    expect(await storedPlans(ids[0]!)).toEqual([]);
    // An account's plan stays whatever its sessions do; a guest still signed in keeps theirs.
    expect(await storedPlans(ids[1]!)).toHaveLength(1);
    expect(await storedPlans(ids[2]!)).toHaveLength(1);
  });

  it("is kept when the guest creates an account from the guest session", async () => {
    const guest = await guestBrowser();
    const { id: guestId } = await userOf(guest);
    const plan = (await put(guest, PLAN)).body.plan as SafetyPlanLines;

    const email = uniqueEmail("kept");
    plant("secret1");
    const registered = await guest.call(register, {
      body: { username: email, nickname: "Ari", password: "secret1", adultAttested: true },
    });
    expect(registered.status).toBe(201);
    expect(await storedPlans(guestId)).toHaveLength(1);
    expect((await guest.call(verifyEmail, { body: { email, code: await latestCode(email) } })).status).toBe(200);

    const account = await userOf(guest);
    expect(account).toMatchObject({ email, isGuest: false });
    expect((await read(guest)).body.plan).toMatchObject(PLAN);
    expect((await read(guest)).body.plan).toEqual(plan);
    expect(await storedPlans(guestId)).toEqual([]);
  });

  it("never moves from a browser without the guest's session, nor from an account", async () => {
    const guest = await guestBrowser();
    await put(guest, PLAN);
    const { id: guestId } = await userOf(guest);
    const elsewhere = await signedUpBrowser();
    expect((await read(elsewhere.browser)).body.plan).toBeNull();
    expect(await storedPlans(guestId)).toHaveLength(1);

    // A signed-in account that verifies another address in its browser keeps its own plan.
    const member = await signedUpBrowser();
    const { id: memberId } = await userOf(member.browser);
    await put(member.browser, PLAN);
    const email = uniqueEmail("second");
    await member.browser.call(register, {
      body: { username: email, nickname: "Kit", password: "secret1", adultAttested: true },
    });
    expect((await member.browser.call(verifyEmail, { body: { email, code: await latestCode(email) } })).status).toBe(
      200,
    );
    expect((await read(member.browser)).body.plan).toBeNull();
    expect(await storedPlans(memberId)).toHaveLength(1);
  });
});
