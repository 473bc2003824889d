import {
  parseJsonEventStream,
  readUIMessageStream,
  uiMessageChunkSchema,
  type UIMessage,
  type UIMessageChunk,
} from "ai";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as chat } from "@/app/api/chat/route";
import {
  DELETE as deleteConversation,
  GET as getConversation,
  PATCH as renameConversation,
} from "@/app/api/conversations/[id]/route";
import { GET as listConversations, POST as createConversation } from "@/app/api/conversations/route";
import { POST as guestLogin } from "@/app/api/guest-login/route";
import { POST as logout } from "@/app/api/logout/route";
import { POST as feedback } from "@/app/api/messages/[id]/feedback/route";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { acceptTurn } from "@/db/queries/chat-turns";
import { insertSession } from "@/db/queries/sessions";
import { findUserById } from "@/db/queries/users";
import { conversations, messages, users, userSessions } from "@/db/schema";
import { sweepIdleTemporaryConversations } from "@/lib/chat/conversations";
import { secondsToNextUtcDay, utcToday } from "@/lib/limits/plan-limits";
import { signedUpBrowser } from "../helpers/accounts";
import { readUiStream, sendChat, storedMessages, waitForMessages } from "../helpers/chat";
import { TestBrowser } from "../helpers/http";
import { plant } from "../helpers/planted";
import { statementsDuring } from "../helpers/statements";

// A slow offline advisor (a few ms a token) so a stream can be cut off half way.
vi.stubEnv("OFFLINE_ADVISOR_TOKEN_MS", "3");

const ctx = (id: string) => ({ context: { params: Promise.resolve({ id }) } });
const userIdOf = async (browser: TestBrowser) => (await browser.call(getUser)).body.id as string;
const setUser = async (id: string, values: Partial<typeof users.$inferInsert>) =>
  (await getDb()).update(users).set(values).where(eq(users.id, id));

async function conversationWithReply(browser: TestBrowser, text = "We argued about chores again.") {
  const conversationId = crypto.randomUUID();
  const reply = await sendChat(browser, { conversationId, text });
  expect(reply.status).toBe(200);
  await waitForMessages(conversationId, (rows) => rows.some((r) => r.role === "assistant"));
  return conversationId;
}

describe("POST /api/chat", () => {
  it("reads the user back in the schema's own shape: every column, timestamps as dates", async () => {
    const { browser } = await signedUpBrowser();
    const id = await userIdOf(browser);
    await setUser(id, { proUntil: new Date("2030-01-02T03:04:05Z"), lastRequestDate: "2026-11-20" });
    const conversationId = crypto.randomUUID();
    await browser.call(createConversation, { body: { id: conversationId } });
    const stored = await findUserById({ id });
    const sessionId = crypto.randomUUID();
    await insertSession({ id: sessionId, userId: id, expiresAt: new Date(Date.now() + 60_000) });
    const turn = await acceptTurn({
      userId: id,
      sessionId,
      conversationId,
      messageId: crypto.randomUUID(),
      replyId: crypto.randomUUID(),
      content: "Hello",
      imageIds: [],
      today: "2026-11-20",
      dailyLimit: 50,
      historyRows: 10,
      memoryLimits: { free: 20, pro: 200 },
    });
    expect(turn?.outcome).toBe("accepted");
    const user = turn?.outcome === "accepted" ? turn.user : undefined;
    expect(user).toEqual({ ...stored, adviceRequestsToday: stored!.adviceRequestsToday + 1 });
    expect(user?.proUntil).toEqual(new Date("2030-01-02T03:04:05Z"));
  });

  it("stores the message, creates the conversation with a short title, streams the reply and stores it", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    const messageId = crypto.randomUUID();
    const reply = await sendChat(browser, {
      conversationId,
      messageId,
      text: "My partner and I keep fighting about money and savings, what should we do about it?",
    });
    expect(reply.status).toBe(200);
    expect(reply.text.length).toBeGreaterThan(100);
    const start = reply.events.find((e) => e.type === "start") as {
      messageId: string;
      messageMetadata: Record<string, unknown>;
    };
    expect(start.messageMetadata).toMatchObject({
      conversationId,
      offline: true,
      persona: "therapist",
      replyTo: messageId,
    });

    const rows = await waitForMessages(conversationId, (r) => r.length === 2);
    expect(rows.map((r) => [r.role, r.status])).toEqual([
      ["user", "complete"],
      ["assistant", "complete"],
    ]);
    expect(rows[0]!.id).toBe(messageId);
    expect(rows[1]!.id).toBe(start.messageId);
    expect(rows[1]!.content).toBe(reply.text);
    const [conversation] = await (
      await getDb()
    )
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(conversation!.title).toBe("My partner and I keep fighting about money and savings,…");
  });

  it.each([
    [{ conversationId: "c1", messageId: "m1", text: "   " }, "Message cannot be empty"],
    [{ conversationId: "../etc", messageId: "m1", text: "hi" }, "This link or id is not valid"],
    [{ conversationId: "c1", text: "hi" }, "Invalid input. Please check your information."],
  ])("refuses %j with a 400 and stores nothing", async (body, message) => {
    const { browser } = await signedUpBrowser();
    const reply = await browser.call(chat, { body });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
    expect(
      await (
        await getDb()
      )
        .select()
        .from(conversations)
        .where(eq(conversations.userId, await userIdOf(browser))),
    ).toHaveLength(0);
  });

  it("is 401 when signed out, and 404 in someone else's conversation (nothing stored, nothing counted)", async () => {
    const { browser: owner } = await signedUpBrowser();
    const { browser: other } = await signedUpBrowser();
    const conversationId = await conversationWithReply(owner);

    expect(
      (await new TestBrowser().call(chat, { body: { conversationId, messageId: "m-x", text: "hi" } })).status,
    ).toBe(401);
    // The session is checked before the input: a signed-out caller learns nothing about the schema.
    expect((await new TestBrowser().call(chat, { body: {} })).body).toMatchObject({ code: "signed_out" });
    const intruder = await other.call(chat, {
      body: { conversationId, messageId: crypto.randomUUID(), text: "let me in" },
    });
    expect(intruder.status).toBe(404);
    expect(await storedMessages(conversationId)).toHaveLength(2);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(users)
      .where(eq(users.id, await userIdOf(other)));
    expect(row!.adviceRequestsToday).toBe(0);
  });

  it("sending the same message id again is answered with the stored reply: stored, counted and written once", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    const conversationId = crypto.randomUUID();
    const messageId = crypto.randomUUID();
    const first = await sendChat(browser, { conversationId, messageId, text: "How do we talk about trust?" });
    await waitForMessages(conversationId, (r) => r.length === 2);
    const again = await sendChat(browser, { conversationId, messageId, text: "How do we talk about trust?" });
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    const rows = await storedMessages(conversationId);
    expect(rows.map((r) => [r.role, r.valid, r.status])).toEqual([
      ["user", true, "complete"],
      ["assistant", true, "complete"],
    ]);
    // The replayed reply carries the stored reply's id, so feedback on it lands on the stored row.
    expect(again.events[0]).toMatchObject({ type: "start", messageId: rows[1]!.id });
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, userId));
    expect(row!.adviceRequestsToday).toBe(1);
  });

  it("the same id with other text is a 409 and changes nothing; the same id in another user's conversation is theirs alone", async () => {
    const { browser } = await signedUpBrowser();
    const { browser: other } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    const messageId = crypto.randomUUID();
    await sendChat(browser, { conversationId, messageId, text: "First words" });
    await waitForMessages(conversationId, (r) => r.length === 2);
    const changed = await sendChat(browser, { conversationId, messageId, text: "Other words" });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ code: "conflict" });
    expect((await storedMessages(conversationId)).map((r) => r.content)[0]).toBe("First words");

    // Another user choosing the same message id (in their own conversation) is stored, counted and answered.
    const theirs = crypto.randomUUID();
    const reply = await sendChat(other, { conversationId: theirs, messageId, text: "My own words" });
    expect(reply.status).toBe(200);
    const rows = await waitForMessages(theirs, (r) => r.length === 2);
    expect(rows[0]).toMatchObject({ id: messageId, content: "My own words" });
    expect((await storedMessages(conversationId)).map((r) => r.content)[0]).toBe("First words");
  });

  it("free users have one conversation: a second one is refused with 403", async () => {
    const { browser } = await signedUpBrowser();
    await conversationWithReply(browser);
    const second = await sendChat(browser, { conversationId: crypto.randomUUID(), text: "A new topic" });
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({ code: "conversation_limit" });
    // The refusal leaves the account's row as it was, to the millisecond of its updated_at.
    const account = await findUserById({ id: await userIdOf(browser) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await browser.call(createConversation, { body: { id: crypto.randomUUID() } })).status).toBe(403);
    expect(await findUserById({ id: account!.id })).toEqual(account);
  });

  it("the daily limit holds under concurrency: 20 parallel sends at 49 → exactly one accepted", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = await conversationWithReply(browser);
    const userId = await userIdOf(browser);
    await setUser(userId, { adviceRequestsToday: 49, lastRequestDate: utcToday() });

    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sendChat(browser, { conversationId, text: `Parallel message ${i}` })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.status === 429);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.body).toMatchObject({
      code: "daily_limit",
      message: "You have reached your daily advice limit",
    });
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, userId));
    expect(row!.adviceRequestsToday).toBe(50);
    expect((await storedMessages(conversationId)).filter((m) => m.role === "user")).toHaveLength(2);
  });

  it("over the allowance: 429 with waitTime, the seconds to the next UTC day, and the same Retry-After", async () => {
    expect(secondsToNextUtcDay(new Date("2025-05-29T23:59:30.000Z"))).toBe(30);
    expect(secondsToNextUtcDay(new Date("2025-05-29T00:00:00.000Z"))).toBe(86_400);
    const { browser } = await signedUpBrowser();
    const conversationId = await conversationWithReply(browser);
    await setUser(await userIdOf(browser), { adviceRequestsToday: 50, lastRequestDate: utcToday() });
    const response = await browser.send(chat, {
      body: { conversationId, messageId: crypto.randomUUID(), text: "one more" },
    });
    const body = (await response.json()) as { code: string; waitTime: number };
    expect([response.status, body.code]).toEqual([429, "daily_limit"]);
    expect(Math.abs(body.waitTime - secondsToNextUtcDay())).toBeLessThanOrEqual(2);
    expect(response.headers.get("retry-after")).toBe(String(body.waitTime));
  });

  it("a new UTC day restarts the count; Pro is unlimited; test mode counts like any other message", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = await conversationWithReply(browser);
    const userId = await userIdOf(browser);

    await setUser(userId, { adviceRequestsToday: 50, lastRequestDate: "2020-01-01" });
    expect((await sendChat(browser, { conversationId, text: "new day" })).status).toBe(200);
    let [row] = await (await getDb()).select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ adviceRequestsToday: 1, lastRequestDate: utcToday() });

    // Test mode's offline replies are advice like any other: they do not lift the limit.
    await setUser(userId, { adviceRequestsToday: 49, lastRequestDate: utcToday(), testMode: true });
    expect((await sendChat(browser, { conversationId, text: "testing" })).status).toBe(200);
    [row] = await (await getDb()).select().from(users).where(eq(users.id, userId));
    expect(row!.adviceRequestsToday).toBe(50);
    expect((await sendChat(browser, { conversationId, text: "testing again" })).status).toBe(429);

    await setUser(userId, { testMode: false, isPro: true });
    expect((await sendChat(browser, { conversationId, text: "pro" })).status).toBe(200);
    expect((await sendChat(browser, { conversationId: crypto.randomUUID(), text: "second conversation" })).status).toBe(
      200,
    );

    // Pro that has run out is free again at once, in the chat's SQL as in every other gate.
    await setUser(userId, { proUntil: new Date(Date.now() - 1000) });
    expect((await sendChat(browser, { conversationId, text: "lapsed" })).status).toBe(429);
    expect((await browser.call(getUser)).body).toMatchObject({ isPro: false });
  });

  it("a client that disconnects mid-stream still gets the whole reply stored", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    const abort = new AbortController();
    const response = await browser.send(chat, {
      body: {
        conversationId,
        messageId: crypto.randomUUID(),
        text: "We live in different countries and miss each other.",
      },
      signal: abort.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    abort.abort();
    await reader.cancel();

    const rows = await waitForMessages(conversationId, (r) => r.some((m) => m.role === "assistant"));
    const replyRow = rows.find((m) => m.role === "assistant")!;
    expect(replyRow.status).toBe("complete");
    expect(replyRow.content.length).toBeGreaterThan(200);
  });

  it("answers in the AI response language and uses the profile's nicknames", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    for (const [language, cjk] of [
      ["zh-TW", true],
      ["zh-CN", true],
      ["en", false],
    ] as const) {
      await setUser(userId, { aiLanguage: language, nickname: "Mei", partnerNickname: "Jun", isPro: true });
      const reply = await sendChat(browser, {
        conversationId: crypto.randomUUID(),
        text: "We keep arguing about small things",
      });
      expect(reply.text).toContain("Mei");
      expect(reply.text).toContain("Jun");
      expect(/[\u4e00-\u9fff]/.test(reply.text)).toBe(cjk);
    }
  });
});

describe("accepting a message", () => {
  const send = (browser: TestBrowser, conversationId: string, text: string) => {
    plant(text);
    return browser.send(chat, { body: { conversationId, messageId: crypto.randomUUID(), text } });
  };

  it("is one statement: the first message of a new conversation (which it opens) as every later one", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    const first = await statementsDuring(() => send(browser, conversationId, "We keep missing each other after work."));
    expect(first.statements).toHaveLength(1);
    expect(first.statements[0]).toContain("insert into conversation");
    expect((await readUiStream(first.result)).status).toBe(200);
    await waitForMessages(conversationId, (rows) => rows.length === 2);
    const [conversation] = await (
      await getDb()
    )
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(conversation).toMatchObject({ title: "We keep missing each other after work.", isTemporary: false });

    const later = await statementsDuring(() => send(browser, conversationId, "And on weekends too."));
    expect(later.statements).toEqual(first.statements);
    expect((await readUiStream(later.result)).status).toBe(200);
    await waitForMessages(conversationId, (rows) => rows.length === 4);
  });

  it("a first message that is refused opens nothing: over the allowance, another user's id, or an ended session", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    await setUser(userId, { adviceRequestsToday: 50, lastRequestDate: utcToday() });
    const overAllowance = crypto.randomUUID();
    const refused = await readUiStream(await send(browser, overAllowance, "One more before the day ends."));
    expect([refused.status, refused.body?.code]).toEqual([429, "daily_limit"]);
    const theirs = await (await getDb()).select().from(conversations).where(eq(conversations.userId, userId));
    expect(theirs).toEqual([]);

    await setUser(userId, { adviceRequestsToday: 0 });
    const { browser: other } = await signedUpBrowser();
    const taken = await conversationWithReply(other);
    const intruder = await readUiStream(await send(browser, taken, "Is this one mine now?"));
    expect([intruder.status, intruder.body?.code]).toEqual([404, "not_found"]);
    const [row] = await (await getDb()).select().from(conversations).where(eq(conversations.id, taken));
    expect(row!.userId).toBe(await userIdOf(other));
    expect(await storedMessages(taken)).toHaveLength(2);

    // The cookie is still sent; its session row has expired.
    await (
      await getDb()
    )
      .update(userSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userSessions.userId, userId));
    const ended = await readUiStream(await send(browser, crypto.randomUUID(), "Still there after the session ended?"));
    expect([ended.status, ended.body?.code]).toEqual([401, "unauthorized"]);
    expect(await (await getDb()).select().from(conversations).where(eq(conversations.userId, userId))).toEqual([]);
  });
});

describe("conversations API", () => {
  it("lists the user's conversations newest first with a preview, searches, and pages", async () => {
    const { browser } = await signedUpBrowser();
    await setUser(await userIdOf(browser), { isPro: true });
    const first = await conversationWithReply(browser, "Jealousy about an ex");
    const second = await conversationWithReply(browser, "Planning a weekend together");
    const page = await browser.call(listConversations, { path: "/api/conversations" });
    const list = page.body.conversations as { id: string; title: string; preview: string }[];
    expect(list.map((c) => c.id)).toEqual([second, first]);
    expect(list[0]!.preview.length).toBeGreaterThan(10);

    const found = await browser.call(listConversations, { path: "/api/conversations?q=jealous" });
    expect((found.body.conversations as { id: string }[]).map((c) => c.id)).toEqual([first]);

    const one = await browser.call(listConversations, { path: "/api/conversations?limit=1" });
    expect((one.body.conversations as { id: string }[]).map((c) => c.id)).toEqual([second]);
    const next = await browser.call(listConversations, {
      path: `/api/conversations?limit=1&cursor=${one.body.nextCursor}`,
    });
    expect((next.body.conversations as { id: string }[]).map((c) => c.id)).toEqual([first]);
    expect(next.body.nextCursor).toBeNull();

    expect((await browser.call(listConversations, { path: "/api/conversations?cursor=garbage" })).status).toBe(400);
    expect((await new TestBrowser().call(listConversations, { path: "/api/conversations" })).status).toBe(401);
  });

  it("a conversation's preview is its last message as one line of plain text, in the list and in search results", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = await conversationWithReply(browser, "Someone is scaring me");
    const reply = (await storedMessages(conversationId)).find((row) => row.role === "assistant")!;
    await (
      await getDb()
    )
      .update(messages)
      .set({
        content: "**If you are in danger, call now** — see the card.\n\n- *Stay* near [people](https://example.org)",
      })
      .where(eq(messages.id, reply.id));
    const plain = "If you are in danger, call now — see the card. Stay near people";
    for (const path of ["/api/conversations", "/api/conversations?q=scaring"]) {
      const list = await browser.call(listConversations, { path });
      expect((list.body.conversations as { preview: string }[]).map((c) => c.preview)).toEqual([plain]);
    }
  });

  it("free users see only the last day of history", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = await conversationWithReply(browser);
    await (
      await getDb()
    )
      .update(conversations)
      .set({ updatedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(conversations.id, conversationId));
    const list = await browser.call(listConversations, { path: "/api/conversations" });
    expect(list.body.conversations).toEqual([]);
  });

  it("the ownership matrix: owner, other user, guest, signed out", async () => {
    const { browser: owner } = await signedUpBrowser();
    const { browser: other } = await signedUpBrowser();
    const guest = new TestBrowser("198.51.100.77");
    await guest.call(guestLogin, { body: { adultAttested: true } });
    const conversationId = await conversationWithReply(owner);
    const replyId = (await storedMessages(conversationId)).find((m) => m.role === "assistant")!.id;

    for (const stranger of [other, guest]) {
      expect((await stranger.call(getConversation, ctx(conversationId))).status).toBe(404);
      expect(
        (await stranger.call(renameConversation, { ...ctx(conversationId), method: "PATCH", body: { title: "mine" } }))
          .status,
      ).toBe(404);
      expect((await stranger.call(deleteConversation, { ...ctx(conversationId), method: "DELETE" })).status).toBe(404);
      expect((await stranger.call(feedback, { ...ctx(replyId), body: { helpful: false } })).status).toBe(404);
    }
    const anonymous = new TestBrowser();
    expect((await anonymous.call(getConversation, ctx(conversationId))).status).toBe(401);
    expect(
      (await anonymous.call(renameConversation, { ...ctx(conversationId), method: "PATCH", body: { title: "x" } }))
        .status,
    ).toBe(401);
    expect((await anonymous.call(deleteConversation, { ...ctx(conversationId), method: "DELETE" })).status).toBe(401);
    expect((await anonymous.call(feedback, { ...ctx(replyId), body: { helpful: true } })).status).toBe(401);

    // The guest's own conversation works like anyone's.
    const guestConversation = await conversationWithReply(guest);
    expect((await guest.call(getConversation, ctx(guestConversation))).status).toBe(200);

    const [row] = await storedMessages(conversationId);
    expect(row!.feedback).toBeNull();
    expect((await owner.call(getConversation, ctx(conversationId))).status).toBe(200);
  });

  it("renames, records feedback and deletes, validating input", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = await conversationWithReply(browser);
    const replyId = (await storedMessages(conversationId)).find((m) => m.role === "assistant")!.id;

    const badTitle = await browser.call(renameConversation, {
      ...ctx(conversationId),
      method: "PATCH",
      body: { title: "  " },
    });
    expect(badTitle.status).toBe(400);
    expect(badTitle.body.message).toBe("Please enter a name for the chat");
    expect(
      (await browser.call(renameConversation, { ...ctx(conversationId), method: "PATCH", body: { title: "Chores" } }))
        .body,
    ).toMatchObject({ title: "Chores" });

    const noHelpful = await browser.call(feedback, { ...ctx(replyId), body: {} });
    expect(noHelpful.status).toBe(400);
    expect((await browser.call(feedback, { ...ctx(replyId), body: { helpful: true } })).body).toMatchObject({
      feedback: true,
    });
    const userMessage = (await storedMessages(conversationId)).find((m) => m.role === "user")!.id;
    expect((await browser.call(feedback, { ...ctx(userMessage), body: { helpful: true } })).status).toBe(404);
    const loaded = await browser.call(getConversation, ctx(conversationId));
    expect(
      (loaded.body.messages as { id: string; feedback: boolean | null }[]).find((m) => m.id === replyId)!.feedback,
    ).toBe(true);

    expect((await browser.call(deleteConversation, { ...ctx(conversationId), method: "DELETE" })).status).toBe(200);
    expect(await storedMessages(conversationId)).toEqual([]);
    expect((await browser.call(getConversation, ctx(conversationId))).status).toBe(404);
  });

  it("with saving off, conversations are temporary: gone at logout (the user's alone), swept after a day idle", async () => {
    const { browser } = await signedUpBrowser();
    const userId = await userIdOf(browser);
    await setUser(userId, { saveConversations: false, isPro: true });
    const other = await signedUpBrowser();
    await setUser(await userIdOf(other.browser), { saveConversations: false });
    const others = await conversationWithReply(other.browser);
    const kept = await conversationWithReply(browser);
    const [row] = await (await getDb()).select().from(conversations).where(eq(conversations.id, kept));
    expect(row!.isTemporary).toBe(true);

    const idle = await conversationWithReply(browser);
    await (
      await getDb()
    )
      .update(conversations)
      .set({ updatedAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(conversations.id, idle));
    // Reading the list hides it but deletes nothing (reads have no side effects); the scheduled sweep deletes it.
    const list = await browser.call(listConversations, { path: "/api/conversations" });
    expect((list.body.conversations as { id: string }[]).map((c) => c.id)).toEqual([kept]);
    expect(await storedMessages(idle)).toHaveLength(2);
    await sweepIdleTemporaryConversations();
    expect(await storedMessages(idle)).toEqual([]);
    expect(await storedMessages(kept)).toHaveLength(2);

    await browser.call(logout, { body: {} });
    expect(await (await getDb()).select().from(conversations).where(eq(conversations.userId, userId))).toEqual([]);
    expect(await (await getDb()).select().from(messages).where(eq(messages.conversationId, kept))).toEqual([]);
    expect(await storedMessages(others)).toHaveLength(2);
  });
});

describe("the UI stream format", () => {
  it("is a server-sent event stream of UI message parts", async () => {
    const { browser } = await signedUpBrowser();
    const response = await browser.send(chat, {
      body: { conversationId: crypto.randomUUID(), messageId: crypto.randomUUID(), text: "hello" },
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const { events } = await readUiStream(response);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(["start", "text-start", "text-delta", "text-end", "finish"]),
    );
  });

  it("reads back as useChat reads it: every part valid, one assistant message with the text and the metadata", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    const messageId = crypto.randomUUID();
    const response = await browser.send(chat, { body: { conversationId, messageId, text: "hello" } });
    const chunks = parseJsonEventStream({ stream: response.body!, schema: uiMessageChunkSchema }).pipeThrough(
      new TransformStream<{ success: boolean; value?: UIMessageChunk; error?: unknown }, UIMessageChunk>({
        transform(parsed, controller) {
          if (!parsed.success) throw parsed.error;
          controller.enqueue(parsed.value!);
        },
      }),
    );
    let message: UIMessage | undefined;
    for await (const snapshot of readUIMessageStream({ stream: chunks })) message = snapshot;

    const rows = await waitForMessages(conversationId, (r) => r.length === 2);
    expect(message).toMatchObject({
      id: rows[1]!.id,
      role: "assistant",
      metadata: { conversationId, replyTo: messageId, offline: true },
    });
    expect(message!.parts).toEqual([{ type: "step-start" }, { type: "text", text: rows[1]!.content, state: "done" }]);
  });
});
