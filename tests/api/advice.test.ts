import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { DELETE as deleteAdvice, GET as getAdvice } from "@/app/api/advice/[id]/route";
import { POST as discuss } from "@/app/api/advice/[id]/discuss/route";
import { POST as feedback } from "@/app/api/advice/[id]/feedback/route";
import { POST as followUp } from "@/app/api/advice/[id]/follow-up/route";
import { GET as listAdvice, POST as ask } from "@/app/api/advice/route";
import { GET as getConversation } from "@/app/api/conversations/[id]/route";
import { POST as guestLogin } from "@/app/api/guest-login/route";
import { GET as usage } from "@/app/api/usage/route";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { adviceRequests, users } from "@/db/schema";
import { utcToday } from "@/lib/limits/plan-limits";
import { signedUpBrowser } from "../helpers/accounts";
import { askAdvice, moment, readAnalysis, sendFollowUp, storedAdvice, waitForAdvice } from "../helpers/advice";
import { sendChat, storedMessages, waitForMessages } from "../helpers/chat";
import { TestBrowser } from "../helpers/http";

// A slow offline advisor (a few ms a token) so a stream can be cut off half way.
vi.stubEnv("OFFLINE_ADVISOR_TOKEN_MS", "2");

const ctx = (id: string) => ({ context: { params: Promise.resolve({ id }) } });
const userIdOf = async (browser: TestBrowser) => (await browser.call(getUser)).body.id as string;
const setUser = async (id: string, values: Partial<typeof users.$inferInsert>) =>
  (await getDb()).update(users).set(values).where(eq(users.id, id));
const countOf = async (id: string) =>
  (await (await getDb()).select().from(users).where(eq(users.id, id)))[0]!.adviceRequestsToday;

describe("POST /api/advice", () => {
  it("stores the request before the model runs, streams a structured analysis and stores it whole", async () => {
    const { browser } = await signedUpBrowser({ nickname: "Mei" });
    const userId = await userIdOf(browser);
    await setUser(userId, { partnerNickname: "Jun" });
    const { id, reply } = await askAdvice(browser);

    expect(reply.status).toBe(200);
    expect(reply.broken).toBe(false);
    expect(reply.analysis).toBeDefined();
    // "In short" sums the moment up for the profile's partner; it greets no one.
    expect(reply.analysis!.opening).toContain("Jun");
    expect(reply.analysis!.opening).not.toContain("Mei");
    expect(reply.analysis!.script).toContain("Jun");
    const row = await waitForAdvice(id, (r) => r.status === "complete");
    expect(row).toMatchObject({
      userId,
      situation: moment.situation,
      action: moment.action,
      reaction: moment.reaction,
      persona: "therapist",
      offline: true,
      helpful: null,
    });
    expect(row.analysis).toEqual(reply.analysis);
    expect(await countOf(userId)).toBe(1);
    expect((await browser.call(usage)).body).toMatchObject({ count: 1, limit: 50 });
  });

  it.each([
    ["no situation", { action: "I said sorry." }, "Situation is required", "situation"],
    ["a blank situation", { situation: "   ", action: "I said sorry." }, "Situation is required", "situation"],
    ["no action", { situation: "We argued." }, "Your action/statement is required", "action"],
    ["a blank action", { situation: "We argued.", action: " " }, "Your action/statement is required", "action"],
    [
      "a situation over 2000",
      { situation: "x".repeat(2001), action: "I said sorry." },
      "This is too long",
      "situation",
    ],
    ["an action over 1000", { situation: "We argued.", action: "x".repeat(1001) }, "This is too long", "action"],
    [
      "a reaction over 1000",
      { situation: "We argued.", action: "I said sorry.", reaction: "x".repeat(1001) },
      "This is too long",
      "reaction",
    ],
  ])("refuses %s with the spec's message and stores nothing", async (_label, fields, message, field) => {
    const { browser } = await signedUpBrowser();
    const reply = await browser.call(ask, { body: { id: crypto.randomUUID(), ...fields } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
    expect(reply.body.fieldErrors).toMatchObject({ [field]: message });
    const rows = await (
      await getDb()
    )
      .select()
      .from(adviceRequests)
      .where(eq(adviceRequests.userId, await userIdOf(browser)));
    expect(rows).toEqual([]);
  });

  it("takes the reaction as optional (left out or blank) and refuses an invalid id", async () => {
    const { browser } = await signedUpBrowser();
    const withoutReaction = await askAdvice(browser, { reaction: undefined });
    expect(withoutReaction.reply.status).toBe(200);
    expect((await storedAdvice(withoutReaction.id))!.reaction).toBeNull();
    const blank = await askAdvice(browser, { reaction: "   " });
    expect(blank.reply.status).toBe(200);
    expect((await storedAdvice(blank.id))!.reaction).toBeNull();
    const badId = await browser.call(ask, { body: { ...moment, id: "../etc/passwd" } });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe("This link or id is not valid");
    expect((await browser.call(ask, { body: { ...moment } })).body.message).toBe(
      "Invalid input. Please check your information.",
    );
  });

  it("the same id twice is stored and counted once: the second answer is the stored analysis", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    const first = await askAdvice(browser);
    await waitForAdvice(first.id, (r) => r.status === "complete");
    const again = await askAdvice(browser, { id: first.id, situation: "Something else entirely" });
    expect(again.reply.status).toBe(200);
    expect(again.reply.analysis).toEqual(first.reply.analysis);
    const rows = await (await getDb()).select().from(adviceRequests).where(eq(adviceRequests.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.situation).toBe(moment.situation);
    expect(await countOf(userId)).toBe(1);
  });

  it("a second send of an id whose run is still under way waits its turn (409), counting nothing", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    const id = crypto.randomUUID();
    const response = await browser.send(ask, { body: { ...moment, id } });
    const second = await browser.call(ask, { body: { ...moment, id } });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe("reply_in_progress");
    expect((await readAnalysis(response)).analysis).toBeDefined();
    expect(await countOf(userId)).toBe(1);
  });

  it("a client that disconnects mid-stream still gets the whole analysis stored", async () => {
    const { browser } = await signedUpBrowser();
    const id = crypto.randomUUID();
    const abort = new AbortController();
    const response = await browser.send(ask, { body: { ...moment, id }, signal: abort.signal });
    const reader = response.body!.getReader();
    await reader.read();
    abort.abort();
    await reader.cancel();

    const row = await waitForAdvice(id, (r) => r.status !== "streaming");
    expect(row.status).toBe("complete");
    expect(row.analysis!.doDifferently.length).toBeGreaterThanOrEqual(2);
    expect(row.analysis!.reflectionQuestion).toMatch(/\?$/);
  });

  it("answers in the AI response language", async () => {
    const { browser } = await signedUpBrowser({ nickname: "Mei" });
    await setUser(await userIdOf(browser), { aiLanguage: "zh-TW", partnerNickname: "Jun" });
    const { reply } = await askAdvice(browser, {
      situation: "我們昨天又為了家事吵架。",
      action: "我跟他說他從來不幫忙。",
      reaction: "他很生氣，直接走開。",
    });
    expect(reply.analysis!.opening).toMatch(/Jun.*[\u4e00-\u9fff]/);
    expect(reply.analysis!.theirSide).toMatch(/Jun.*[\u4e00-\u9fff]/);
  });
});

describe("the daily allowance shared with chat", () => {
  it("at 49, 10 parallel advice requests and 10 parallel chat messages: exactly one is accepted", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    const conversationId = crypto.randomUUID();
    expect((await sendChat(browser, { conversationId, text: "Hello" })).status).toBe(200);
    await waitForMessages(conversationId, (rows) => rows.some((r) => r.role === "assistant"));
    await setUser(userId, { adviceRequestsToday: 49, lastRequestDate: utcToday() });

    const [advice, chats] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, (_, i) => askAdvice(browser, { situation: `Parallel moment ${i}` }))),
      Promise.all(
        Array.from({ length: 10 }, (_, i) => sendChat(browser, { conversationId, text: `Parallel message ${i}` })),
      ),
    ]);
    const statuses = [...advice.map((a) => a.reply.status), ...chats.map((c) => c.status)];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    const refused = advice.find((a) => a.reply.status === 429)!.reply.body;
    expect(refused).toMatchObject({
      code: "daily_limit",
      message: "You have reached your daily advice limit",
      upgradeUrl: "/subscription",
      waitTime: expect.any(Number),
    });
    expect(await countOf(userId)).toBe(50);
    const stored = await (await getDb()).select().from(adviceRequests).where(eq(adviceRequests.userId, userId));
    const userMessages = (await storedMessages(conversationId)).filter((m) => m.role === "user");
    expect(stored.length + userMessages.length - 1).toBe(1);
  });

  it("Pro is unlimited, test mode counts like any request (and uses the offline advisor), a lapsed Pro is limited again", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    await setUser(userId, { adviceRequestsToday: 50, lastRequestDate: utcToday() });
    expect((await askAdvice(browser)).reply.status).toBe(429);

    await setUser(userId, { isPro: true });
    for (let i = 0; i < 3; i++) expect((await askAdvice(browser)).reply.status).toBe(200);
    expect(await countOf(userId)).toBe(53);

    await setUser(userId, { isPro: false, testMode: true });
    expect((await askAdvice(browser)).reply.status).toBe(429);
    await setUser(userId, { adviceRequestsToday: 10 });
    const test = await askAdvice(browser);
    expect(test.reply.status).toBe(200);
    expect((await waitForAdvice(test.id, (r) => r.status === "complete")).offline).toBe(true);
    expect(await countOf(userId)).toBe(11);

    await setUser(userId, {
      testMode: false,
      isPro: true,
      proUntil: new Date(Date.now() - 1000),
      adviceRequestsToday: 50,
    });
    expect((await askAdvice(browser)).reply.status).toBe(429);
  });

  it("a follow-up counts against the same allowance", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    const { id } = await askAdvice(browser);
    await waitForAdvice(id, (r) => r.status === "complete");
    await setUser(userId, { adviceRequestsToday: 50, lastRequestDate: utcToday() });
    const refused = await sendFollowUp(browser, id, "It went better.");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "daily_limit" });
    await setUser(userId, { adviceRequestsToday: 49 });
    expect((await sendFollowUp(browser, id, "It went better.")).status).toBe(200);
    expect(await countOf(userId)).toBe(50);
  });
});

describe("follow-up", () => {
  it("records how it went and answers in the same structure, kept on the same record, once", async () => {
    const { browser } = await signedUpBrowser({ nickname: "Mei" });
    const { id } = await askAdvice(browser);
    await waitForAdvice(id, (r) => r.status === "complete");

    const empty = await browser.call(followUp, { ...ctx(id), body: { text: "  " } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Please tell us how it went");

    const answer = await sendFollowUp(browser, id, "We talked again on Sunday and it went much better.");
    expect(answer.status).toBe(200);
    expect(answer.analysis!.opening).toMatch(/It went better/);
    const row = await waitForAdvice(id, (r) => r.followUpStatus === "complete");
    expect(row.followUp).toBe("We talked again on Sunday and it went much better.");
    expect(row.followUpAnalysis).toEqual(answer.analysis);
    expect(row.analysis).not.toEqual(answer.analysis);

    const detail = await browser.call(getAdvice, ctx(id));
    expect(detail.body).toMatchObject({ followUpStatus: "complete", followUpAnalysis: answer.analysis });
    expect(detail.body).not.toHaveProperty("attempt");
    expect(detail.body).not.toHaveProperty("userId");

    const again = await browser.call(followUp, { ...ctx(id), body: { text: "One more thing" } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("follow_up_recorded");
  });

  it("is refused on a request that has no answer yet", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    const [row] = await (
      await getDb()
    )
      .insert(adviceRequests)
      .values({ userId, situation: "s", action: "a", status: "failed" })
      .returning();
    const reply = await browser.call(followUp, { ...ctx(row!.id), body: { text: "It went fine." } });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe("advice_unanswered");
    expect(await countOf(userId)).toBe(0);
  });
});

describe("advice history and detail", () => {
  it("lists newest first with the situation's first line, searches, pages by cursor", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    const first = await askAdvice(browser, { situation: "Jealousy about an ex\nHe kept texting her." });
    const second = await askAdvice(browser, { situation: "Planning a weekend together" });
    await waitForAdvice(second.id, (r) => r.status === "complete");

    const page = await browser.call(listAdvice, { path: "/api/advice" });
    const list = page.body.requests as { id: string; title: string; persona: string; status: string }[];
    expect(list.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(list[1]).toMatchObject({ title: "Jealousy about an ex", persona: "therapist", status: "complete" });

    const found = await browser.call(listAdvice, { path: "/api/advice?q=jealous" });
    expect((found.body.requests as { id: string }[]).map((r) => r.id)).toEqual([first.id]);
    const byAction = await browser.call(listAdvice, { path: `/api/advice?q=${encodeURIComponent("never helps")}` });
    expect(byAction.body.requests as unknown[]).toHaveLength(2);

    const one = await browser.call(listAdvice, { path: "/api/advice?limit=1" });
    expect((one.body.requests as { id: string }[]).map((r) => r.id)).toEqual([second.id]);
    const next = await browser.call(listAdvice, { path: `/api/advice?limit=1&cursor=${one.body.nextCursor}` });
    expect((next.body.requests as { id: string }[]).map((r) => r.id)).toEqual([first.id]);
    expect(next.body.nextCursor).toBeNull();
    expect((await browser.call(listAdvice, { path: "/api/advice?cursor=garbage" })).status).toBe(400);

    const history = (await browser.call(getUser)).body.adviceHistory as { id: string }[];
    expect(history.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(await countOf(userId)).toBe(2);
  });

  it("free users see the same one-day window as chat; Pro sees everything", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    const { id } = await askAdvice(browser);
    await waitForAdvice(id, (r) => r.status === "complete");
    await (
      await getDb()
    )
      .update(adviceRequests)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(adviceRequests.id, id));

    expect((await browser.call(listAdvice, { path: "/api/advice" })).body.requests).toEqual([]);
    expect((await browser.call(getAdvice, ctx(id))).status).toBe(404);
    expect((await browser.call(feedback, { ...ctx(id), body: { helpful: true } })).status).toBe(404);
    expect((await sendFollowUp(browser, id, "It went well")).status).toBe(404);
    expect((await browser.call(getUser)).body.adviceHistory).toEqual([]);

    await setUser(userId, { isPro: true });
    expect((await browser.call(listAdvice, { path: "/api/advice" })).body.requests).toHaveLength(1);
    expect((await browser.call(getAdvice, ctx(id))).status).toBe(200);
    expect((await sendFollowUp(browser, id, "It went well")).status).toBe(200);
  });

  it("feedback is stored on the request; delete removes it and the count stays", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    const { id } = await askAdvice(browser);
    await waitForAdvice(id, (r) => r.status === "complete");

    const missing = await browser.call(feedback, { ...ctx(id), body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Please say whether the reply was helpful");
    expect((await browser.call(feedback, { ...ctx(id), body: { helpful: false } })).body).toEqual({
      id,
      helpful: false,
    });
    expect((await browser.call(getAdvice, ctx(id))).body).toMatchObject({ helpful: false });
    const listed = (await browser.call(listAdvice, { path: "/api/advice" })).body.requests as { helpful: boolean }[];
    expect(listed[0]!.helpful).toBe(false);

    expect((await browser.call(deleteAdvice, { ...ctx(id), method: "DELETE" })).status).toBe(200);
    expect(await storedAdvice(id)).toBeUndefined();
    expect((await browser.call(getAdvice, ctx(id))).status).toBe(404);
    expect(await countOf(userId)).toBe(1);
  });

  it("the ownership matrix on every route: owner, other user, guest, signed out", async () => {
    const { browser: owner } = await signedUpBrowser();
    const { browser: other } = await signedUpBrowser();
    const guest = new TestBrowser("198.51.100.78");
    await guest.call(guestLogin, { body: { adultAttested: true } });
    const anonymous = new TestBrowser();
    const { id } = await askAdvice(owner);
    await waitForAdvice(id, (r) => r.status === "complete");

    const routes = (caller: TestBrowser) => ({
      get: () => caller.call(getAdvice, ctx(id)),
      remove: () => caller.call(deleteAdvice, { ...ctx(id), method: "DELETE" }),
      feedback: () => caller.call(feedback, { ...ctx(id), body: { helpful: true } }),
      followUp: () => caller.call(followUp, { ...ctx(id), body: { text: "It went well." } }),
      discuss: () => caller.call(discuss, { ...ctx(id), body: { conversationId: crypto.randomUUID() } }),
      ask: () => caller.call(ask, { body: { ...moment, id } }),
    });
    for (const stranger of [other, guest]) {
      for (const [name, call] of Object.entries(routes(stranger))) {
        expect([name, (await call()).status]).toEqual([name, 404]);
      }
      expect((await stranger.call(listAdvice, { path: "/api/advice" })).body.requests).toEqual([]);
    }
    for (const [name, call] of Object.entries(routes(anonymous))) {
      expect([name, (await call()).status]).toEqual([name, 401]);
    }
    expect((await anonymous.call(listAdvice, { path: "/api/advice" })).status).toBe(401);
    // Strangers changed nothing, and were not counted.
    expect(await storedAdvice(id)).toMatchObject({ helpful: null, followUp: null });
    expect(await countOf(await userIdOf(other))).toBe(0);

    // The guest's own requests work like anyone's.
    const mine = await askAdvice(guest);
    expect(mine.reply.status).toBe(200);
    expect((await guest.call(getAdvice, ctx(mine.id))).status).toBe(200);

    const routesOfOwner = routes(owner);
    expect((await routesOfOwner.get()).status).toBe(200);
    expect((await routesOfOwner.feedback()).status).toBe(200);
    expect(
      (await readAnalysis(await owner.send(followUp, { ...ctx(id), body: { text: "It went well." } }))).status,
    ).toBe(200);
    expect((await routesOfOwner.discuss()).status).toBe(201);
    expect((await routesOfOwner.remove()).status).toBe(200);
  });
});

describe("discuss in chat", () => {
  it("opens a new conversation that starts with the request and its analysis", async () => {
    const { browser } = await signedUpBrowser();
    const { id, reply } = await askAdvice(browser);
    await waitForAdvice(id, (r) => r.status === "complete");
    const conversationId = crypto.randomUUID();
    const opened = await browser.call(discuss, { ...ctx(id), body: { conversationId } });
    expect(opened.status).toBe(201);
    expect(opened.body).toEqual({ conversationId });

    const loaded = await browser.call(getConversation, ctx(conversationId));
    expect(loaded.body.conversation).toMatchObject({
      title: "We were tidying the kitchen after dinner and arguing about…",
    });
    const [asked, answered] = loaded.body.messages as { role: string; content: string }[];
    expect(asked).toMatchObject({ role: "user" });
    expect(asked!.content).toContain(moment.situation);
    expect(asked!.content).toContain(`What I did or said: ${moment.action}`);
    expect(answered).toMatchObject({ role: "assistant" });
    expect(answered!.content).toContain("**Something you could say**");
    expect(answered!.content).toContain(reply.analysis!.script);

    // Asking again opens the same conversation; a free user's second conversation is refused.
    expect((await browser.call(discuss, { ...ctx(id), body: { conversationId } })).status).toBe(201);
    expect(await storedMessages(conversationId)).toHaveLength(2);
    const second = await browser.call(discuss, { ...ctx(id), body: { conversationId: crypto.randomUUID() } });
    expect(second.status).toBe(403);
    expect(second.body.code).toBe("conversation_limit");
  });
});
