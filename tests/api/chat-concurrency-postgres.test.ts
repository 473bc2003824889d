import { eq, sql } from "drizzle-orm";
import { Client } from "pg";
import { describe, expect, it, vi } from "vitest";
import { POST as chat } from "@/app/api/chat/route";
import { POST as createConversation } from "@/app/api/conversations/route";
import { GET as getUser } from "@/app/api/user/route";
import { databaseKindInUse, getDb } from "@/db/client";
import { conversations, messages, users } from "@/db/schema";
import { utcToday } from "@/lib/limits/plan-limits";
import { signedUpBrowser } from "../helpers/accounts";
import { readUiStream, sendChat, storedMessages, waitForMessages } from "../helpers/chat";
import type { TestBrowser } from "../helpers/http";
import { useOwnDatabase } from "../helpers/own-database";
import { statementsDuring } from "../helpers/statements";

// PGlite runs one statement at a time, so only a real server can race requests. scripts/test.mjs starts one.
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn("[postgres] TEST_DATABASE_URL is not set: the chat concurrency tests are SKIPPED.");

// Slow enough that a reply is still being written while the other requests arrive.
vi.stubEnv("OFFLINE_ADVISOR_TOKEN_MS", "4");

/** Waits until `count` of this database's connections are waiting for a lock. */
async function waitingForLocks(count: number) {
  await expect
    .poll(
      async () => {
        const [row] = await (
          await getDb()
        )
          .execute<{ waiting: number }>(
            sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )
          .then((result) => result.rows);
        return row!.waiting;
      },
      { timeout: 10_000, interval: 20 },
    )
    .toBe(count);
}

const counted = async (browser: TestBrowser) => {
  const id = (await browser.call(getUser)).body.id as string;
  const [row] = await (await getDb()).select().from(users).where(eq(users.id, id));
  return row!.adviceRequestsToday;
};

describe.skipIf(!serverUrl)("chat message ids under concurrency, on a real PostgreSQL server", () => {
  const own = useOwnDatabase(serverUrl!, "chat_race");

  it("five parallel sends of one new id: stored once, counted once, answered once (the others wait: 409)", async () => {
    expect(await databaseKindInUse()).toBe("postgres");
    const { browser } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    await sendChat(browser, { conversationId, text: "First, to open the conversation." });
    await waitForMessages(conversationId, (rows) => rows.length === 2);
    const before = await counted(browser);

    const messageId = crypto.randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => sendChat(browser, { conversationId, messageId, text: "Same words, sent 5×" })),
    );
    const written = replies.filter((r) => r.status === 200);
    const waiting = replies.filter((r) => r.status === 409);
    expect(written.length).toBeGreaterThanOrEqual(1);
    expect(written.length + waiting.length).toBe(5);
    expect(new Set(written.map((r) => r.text)).size).toBe(1); // a 200 after the first is the stored reply
    for (const refused of waiting) expect(refused.body).toMatchObject({ code: "reply_in_progress" });

    const rows = (await waitForMessages(conversationId, (r) => r.length === 4)).slice(2);
    expect(rows.map((r) => [r.role, r.status, r.valid])).toEqual([
      ["user", "complete", true],
      ["assistant", "complete", true],
    ]);
    expect(await counted(browser)).toBe(before + 1);

    // A sequential retry afterwards is the stored reply again, not counted.
    const retry = await sendChat(browser, { conversationId, messageId, text: "Same words, sent 5×" });
    expect(retry.text).toBe(rows[1]!.content);
    expect(await counted(browser)).toBe(before + 1);
  });

  it("the daily limit holds: 20 parallel sends of different ids at 49 → exactly one accepted", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    await sendChat(browser, { conversationId, text: "Open the conversation." });
    await waitForMessages(conversationId, (rows) => rows.length === 2);
    const id = (await browser.call(getUser)).body.id as string;
    await (
      await getDb()
    )
      .update(users)
      .set({ adviceRequestsToday: 49, lastRequestDate: utcToday() })
      .where(eq(users.id, id));

    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sendChat(browser, { conversationId, text: `Parallel ${i}` })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(19);
    expect(await counted(browser)).toBe(50);
    const rows = await waitForMessages(conversationId, (r) => r.length === 4);
    expect(rows.filter((m) => m.role === "user")).toHaveLength(2);
  });

  it("accepts the first message of a new conversation in one statement here too", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    const { result, statements } = await statementsDuring(() =>
      browser.send(chat, { body: { conversationId, messageId: crypto.randomUUID(), text: "Opening words." } }),
    );
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain("insert into conversation");
    expect((await readUiStream(result)).status).toBe(200);
    await waitForMessages(conversationId, (rows) => rows.length === 2);
  });

  it("free plan: of five parallel first messages, each opening its own conversation, exactly one opens one", async () => {
    const { browser } = await signedUpBrowser();
    const ids = Array.from({ length: 5 }, () => crypto.randomUUID());
    const replies = await Promise.all(
      ids.map((conversationId, i) => sendChat(browser, { conversationId, text: `First words ${i}` })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.status === 403);
    expect(refused).toHaveLength(4);
    for (const reply of refused) expect(reply.body).toMatchObject({ code: "conversation_limit" });
    const userId = (await browser.call(getUser)).body.id as string;
    const opened = await (await getDb()).select().from(conversations).where(eq(conversations.userId, userId));
    expect(opened).toHaveLength(1);
    expect(await counted(browser)).toBe(1);
  });

  it("free plan: a first message that read the conversations before POST /api/conversations opened one is refused", async () => {
    const { browser } = await signedUpBrowser();
    const { browser: other } = await signedUpBrowser();
    const opened = crypto.randomUUID();
    // Another session's uncommitted conversation under the same id holds POST /api/conversations at its
    // insert, with the user's row already written; the chat message then starts, and waits for that row.
    const holder = new Client({ connectionString: own.url() });
    await holder.connect();
    await holder.query("begin");
    await holder.query("insert into conversation (id, user_id, title) values ($1, $2, 'held')", [
      opened,
      (await other.call(getUser)).body.id,
    ]);
    const created = browser.call(createConversation, { body: { id: opened } });
    await waitingForLocks(1);
    const sent = sendChat(browser, { conversationId: crypto.randomUUID(), text: "Started while it was opening." });
    await waitingForLocks(2);
    await holder.query("rollback");
    await holder.end();

    expect((await created).status).toBe(201);
    const refused = await sent;
    expect([refused.status, refused.body?.code]).toEqual([403, "conversation_limit"]);
    const userId = (await browser.call(getUser)).body.id as string;
    const theirs = await (await getDb()).select().from(conversations).where(eq(conversations.userId, userId));
    expect(theirs.map((c) => c.id)).toEqual([opened]);
  });

  it("parallel first messages with their own ids into one new conversation: all stored there, each counted", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 3 }, (_, i) => sendChat(browser, { conversationId, text: `Together ${i}` })),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await waitForMessages(conversationId, (r) => r.length === 6);
    expect(rows.filter((r) => r.role === "user")).toHaveLength(3);
    expect(await counted(browser)).toBe(3);
  });

  it("Pro: five parallel first messages open five conversations", async () => {
    const { browser } = await signedUpBrowser();
    const userId = (await browser.call(getUser)).body.id as string;
    await (await getDb()).update(users).set({ isPro: true }).where(eq(users.id, userId));
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) => sendChat(browser, { conversationId: crypto.randomUUID(), text: `Pro ${i}` })),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await (await getDb()).select().from(conversations).where(eq(conversations.userId, userId))).toHaveLength(5);
  });

  it("five parallel retries of a failed reply: exactly one writes it again, and none is counted", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    const messageId = crypto.randomUUID();
    await sendChat(browser, { conversationId, messageId, text: "Help us plan." });
    const [, reply] = await waitForMessages(conversationId, (rows) => rows.length === 2);
    await (await getDb()).update(messages).set({ status: "failed", content: "Half" }).where(eq(messages.id, reply!.id));
    const before = await counted(browser);

    const retries = await Promise.all(
      Array.from({ length: 5 }, () => sendChat(browser, { conversationId, messageId, text: "Help us plan." })),
    );
    expect(retries.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    const rows = await waitForMessages(conversationId, (r) => r.length === 3);
    expect(rows.map((r) => [r.role, r.status, r.valid])).toEqual([
      ["user", "complete", true],
      ["assistant", "failed", false],
      ["assistant", "complete", true],
    ]);
    expect(await counted(browser)).toBe(before);
    expect(await storedMessages(conversationId)).toHaveLength(3);
  });
});
