import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getConversation } from "@/app/api/conversations/[id]/route";
import { POST as createConversation } from "@/app/api/conversations/route";
import { getDb } from "@/db/client";
import { images, messages } from "@/db/schema";
import en from "@/messages/en.json" with { type: "json" };
import zhTW from "@/messages/zh-TW.json" with { type: "json" };
import { signedUpBrowser } from "../helpers/accounts";
import type { TestBrowser } from "../helpers/http";
import { proFor30Days, setUser, userOf } from "../helpers/users";

type Page = { messages: { id: string; content: string; imageIds: string[] }[]; olderCursor: string | null };

const open = (browser: TestBrowser, id: string, query = "", language?: string) =>
  browser.call(getConversation, {
    path: `/api/conversations/${id}${query}`,
    context: { params: Promise.resolve({ id }) },
    headers: language ? { "accept-language": language } : undefined,
  });

/**
 * A conversation of `count` messages "Message 1" … "Message N", oldest first, `spacingMs` apart and ending
 * now. Pairs of a user message and its reply share a millisecond (the reply is 1 µs later), as acceptTurn
 * writes them: the cursor must keep microseconds.
 */
async function conversationOf(browser: TestBrowser, count: number, { spacingMs = 1000 } = {}) {
  const id = crypto.randomUUID();
  expect((await browser.call(createConversation, { body: { id } })).status).toBe(201);
  const { id: userId } = await userOf(browser);
  const end = Date.now() - 1000;
  const rows = Array.from({ length: count }, (_, i) => {
    const pair = Math.floor(i / 2);
    const at = new Date(end - (Math.ceil(count / 2) - pair) * spacingMs);
    return {
      id: `m${i + 1}`,
      conversationId: id,
      userId,
      role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
      content: `Message ${i + 1}`,
      timestamp: at,
    };
  });
  const db = await getDb();
  await db.insert(messages).values(rows);
  // The reply of each pair 1 µs after its message, as in production.
  await db.execute(
    sql`update message set timestamp = timestamp + interval '1 microsecond' where conversation_id = ${id} and role = 'assistant'`,
  );
  return id;
}

async function readAll(browser: TestBrowser, id: string, limit: number) {
  const pages: Page[] = [];
  let query = `?limit=${limit}`;
  for (;;) {
    const reply = await open(browser, id, query);
    expect(reply.status).toBe(200);
    const page = reply.body as unknown as Page;
    pages.push(page);
    if (!page.olderCursor) return pages;
    query = `?limit=${limit}&before=${encodeURIComponent(page.olderCursor)}`;
  }
}

describe("GET /api/conversations/{id}: messages page by page", () => {
  it("answers the newest 50 first, oldest first within the page, with a cursor for the rest", async () => {
    const { browser } = await signedUpBrowser();
    await setUser(browser, proFor30Days());
    const id = await conversationOf(browser, 120);
    const first = (await open(browser, id)).body as unknown as Page;
    expect(first.messages.map((m) => m.content)).toEqual(Array.from({ length: 50 }, (_, i) => `Message ${i + 71}`));
    expect(first.olderCursor).toEqual(expect.any(String));
    expect(first.messages.every((m) => Array.isArray(m.imageIds))).toBe(true);
  });

  it("walks back to the oldest message with the cursor: every message once, in order, across tied milliseconds", async () => {
    const { browser } = await signedUpBrowser();
    await setUser(browser, proFor30Days());
    const id = await conversationOf(browser, 37);
    const pages = await readAll(browser, id, 4);
    expect(pages).toHaveLength(10);
    const all = [...pages].reverse().flatMap((page) => page.messages.map((m) => m.content));
    expect(all).toEqual(Array.from({ length: 37 }, (_, i) => `Message ${i + 1}`));
    expect(pages.at(-1)!.messages.map((m) => m.content)).toEqual(["Message 1"]);
  });

  it("a short conversation comes whole, with no cursor", async () => {
    const { browser } = await signedUpBrowser();
    const id = await conversationOf(browser, 6);
    const page = (await open(browser, id)).body as unknown as Page;
    expect(page.messages).toHaveLength(6);
    expect(page.olderCursor).toBeNull();
  });

  it("carries the images of the messages on the page only", async () => {
    const { browser } = await signedUpBrowser();
    await setUser(browser, proFor30Days());
    const id = await conversationOf(browser, 10);
    const { id: userId } = await userOf(browser);
    const [oldImage, newImage] = await (
      await getDb()
    )
      .insert(images)
      .values(
        ["m1", "m9"].map((messageId) => ({
          userId,
          conversationId: id,
          messageId,
          mediaType: "image/jpeg",
          width: 1,
          height: 1,
          data: Buffer.from([0xff, 0xd8, 0xff]),
        })),
      )
      .returning({ id: images.id });
    const newest = (await open(browser, id, "?limit=4")).body as unknown as Page;
    expect(newest.messages.find((m) => m.id === "m9")!.imageIds).toEqual([newImage!.id]);
    expect(newest.messages.flatMap((m) => m.imageIds)).not.toContain(oldImage!.id);
    const pages = await readAll(browser, id, 4);
    expect(pages.at(-1)!.messages.find((m) => m.id === "m1")!.imageIds).toEqual([oldImage!.id]);
  });

  it("keeps the free plan's one-day window on older pages too", async () => {
    const { browser } = await signedUpBrowser();
    // 60 messages an hour apart in pairs: the oldest 10 pairs are more than a day old.
    const id = await conversationOf(browser, 60, { spacingMs: 3600_000 });
    const pages = await readAll(browser, id, 20);
    const seen = pages.flatMap((page) => page.messages.map((m) => m.content));
    expect(seen).toHaveLength(46);
    expect(seen).not.toContain("Message 14");
    expect(seen).toContain("Message 60");
    expect(pages.at(-1)!.olderCursor).toBeNull();

    await setUser(browser, proFor30Days());
    expect((await readAll(browser, id, 20)).flatMap((page) => page.messages)).toHaveLength(60);
  });

  it("refuses a bad cursor with a translated 400 and another user's conversation with 404", async () => {
    const { browser } = await signedUpBrowser();
    const id = await conversationOf(browser, 8);
    for (const before of ["not a cursor!", "x".repeat(37), "no-such-message"]) {
      const reply = await open(browser, id, `?before=${encodeURIComponent(before)}`);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: "invalid_cursor", message: en.errors.invalidInput });
    }
    expect((await open(browser, id, "?before=no-such-message", "zh-TW")).body.message).toBe(zhTW.errors.invalidInput);
    expect((await open(browser, id, "?limit=0")).status).toBe(400);
    expect((await open(browser, id, "?limit=101")).status).toBe(400);

    const { browser: stranger } = await signedUpBrowser();
    expect((await open(stranger, id)).status).toBe(404);
    expect((await open(stranger, id, "?before=m3")).status).toBe(404);
  });

  it("takes a cursor only from the conversation it pages", async () => {
    const { browser } = await signedUpBrowser();
    await setUser(browser, proFor30Days());
    const long = await conversationOf(browser, 8);
    const short = await conversationOf(browser, 4);
    expect((await open(browser, long, "?before=m7")).body.messages).toHaveLength(6);
    expect((await open(browser, short, "?before=m7")).status).toBe(400);
    expect((await open(browser, short, "?before=m3")).body).toMatchObject({
      messages: [{ id: "m1" }, { id: "m2" }],
      olderCursor: null,
    });
  });
});
