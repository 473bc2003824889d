import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listConversations } from "@/app/api/conversations/route";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { conversations, messages, users } from "@/db/schema";
import { signedUpBrowser } from "../helpers/accounts";
import type { TestBrowser } from "../helpers/http";

type Listed = { id: string; title: string };

async function proUser() {
  const { browser } = await signedUpBrowser();
  const userId = (await browser.call(getUser)).body.id as string;
  await (await getDb()).update(users).set({ isPro: true }).where(eq(users.id, userId));
  return { browser, userId };
}

/** Conversations of `userId`, the first given the newest; each holds the given texts (user, reply, user…). */
async function seed(userId: string, talks: { title?: string; texts: string[] }[]) {
  const db = await getDb();
  const ids: string[] = [];
  for (const [i, talk] of talks.entries()) {
    const id = crypto.randomUUID();
    const at = new Date(Date.now() - (i + 1) * 60_000);
    await db.insert(conversations).values({ id, userId, title: talk.title ?? `Talk ${i}`, updatedAt: at });
    if (talk.texts.length)
      await db.insert(messages).values(
        talk.texts.map((content, k) => ({
          conversationId: id,
          userId,
          role: k % 2 ? ("assistant" as const) : ("user" as const),
          content,
          timestamp: new Date(at.getTime() - 1000 + k),
        })),
      );
    ids.push(id);
  }
  return ids;
}

async function search(browser: TestBrowser, q: string, limit = 30) {
  const reply = await browser.call(listConversations, {
    path: `/api/conversations?q=${encodeURIComponent(q)}&limit=${limit}`,
  });
  expect(reply.status).toBe(200);
  return (reply.body.conversations as Listed[]).map((c) => c.id);
}

/** Every page of a search, following the cursor; the ids in the order they came. */
async function allPages(browser: TestBrowser, q: string, limit: number) {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const path: string = `/api/conversations?q=${encodeURIComponent(q)}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
    const reply = await browser.call(listConversations, { path });
    expect(reply.status).toBe(200);
    const page = reply.body.conversations as Listed[];
    expect(page.length).toBeLessThanOrEqual(limit);
    seen.push(...page.map((c) => c.id));
    cursor = reply.body.nextCursor as string | null;
  } while (cursor);
  return seen;
}

// The database opens (and migrates) once, in the hook's longer time limit, not in the first test's.
beforeAll(async () => {
  await getDb();
});

describe("searching conversations", () => {
  it("matches English case-insensitively and Chinese substrings of 1, 2 and 3+ characters, in titles too", async () => {
    const { browser, userId } = await proUser();
    const [english, chinese, titled, other] = await seed(userId, [
      { texts: ["I felt JEALOUS last night.", "That sounds hard."] },
      { texts: ["我们昨天又因为家务吵架了，我觉得很累。", "先冷静下来。"] },
      { title: "异地恋的计划", texts: [] },
      { texts: ["Nothing to see here."] },
    ]);
    expect(await search(browser, "jealous")).toEqual([english]);
    expect(await search(browser, "Jealous last")).toEqual([english]);
    expect(await search(browser, "累")).toEqual([chinese]);
    expect(await search(browser, "吵架")).toEqual([chinese]);
    expect(await search(browser, "因为家务")).toEqual([chinese]);
    expect(await search(browser, "冷静下来")).toEqual([chinese]);
    expect(await search(browser, "异地")).toEqual([titled]);
    expect(await search(browser, "异地恋")).toEqual([titled]);
    expect(await search(browser, "xylophone")).toEqual([]);
    expect(await search(browser, "猫")).toEqual([]);
    expect(other).toBeDefined();
  });

  it("finds only the user's own conversations", async () => {
    const { browser, userId } = await proUser();
    const { userId: strangerId } = await proUser();
    await seed(strangerId, [{ texts: ["A kaleidoscope of feelings.", "吵架之后"] }]);
    const [mine] = await seed(userId, [{ texts: ["My kaleidoscope too.", "没有吵架"] }]);
    expect(await search(browser, "kaleidoscope")).toEqual([mine]);
    expect(await search(browser, "吵架")).toEqual([mine]);
    expect(await search(browser, "feelings")).toEqual([]);
    expect(await search(browser, "之后")).toEqual([]);
  });

  it("takes % and _ literally", async () => {
    const { browser, userId } = await proUser();
    const [percent, , underscore] = await seed(userId, [
      { texts: ["It was 50% my fault."] },
      { texts: ["It was 500 times."] },
      { texts: ["see file_name here"] },
      { texts: ["see filexname here"] },
    ]);
    expect(await search(browser, "50%")).toEqual([percent]);
    expect(await search(browser, "file_name")).toEqual([underscore]);
    expect(await search(browser, "%")).toEqual([percent]);
  });

  it("pages through every match exactly once, newest first, whether a word is common, rare or short", async () => {
    const { browser, userId } = await proUser();
    // 40 conversations: every one mentions chores, every seventh a rare word deep in its history, every
    // third a short Chinese word; with 3 a page the rare word's matches lie past what the walk checks first.
    const talks = Array.from({ length: 40 }, (_, i) => ({
      texts: [
        `We split the chores, week ${i}.`,
        "Try naming the feeling first.",
        i % 7 === 3 ? "He mentioned the trombone lessons again." : "Fine.",
        i % 3 === 0 ? "我觉得很累" : "还好",
      ],
    }));
    const ids = await seed(userId, talks);
    const expected = (keep: (i: number) => boolean) => ids.filter((_, i) => keep(i));
    expect(await allPages(browser, "chores", 3)).toEqual(ids);
    expect(await allPages(browser, "trombone", 3)).toEqual(expected((i) => i % 7 === 3));
    expect(await allPages(browser, "累", 3)).toEqual(expected((i) => i % 3 === 0));
    expect(await allPages(browser, "absent", 3)).toEqual([]);
    // The first page alone, larger than the matches.
    expect(await search(browser, "trombone", 30)).toEqual(expected((i) => i % 7 === 3));
  });

  it("hides the free plan's older conversations from search too", async () => {
    const { browser } = await signedUpBrowser();
    const userId = (await browser.call(getUser)).body.id as string;
    const [recent, old] = await seed(userId, [{ texts: ["jealous today"] }, { texts: ["jealous long ago"] }]);
    await (
      await getDb()
    )
      .update(conversations)
      .set({ updatedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(conversations.id, old!));
    expect(await search(browser, "jealous")).toEqual([recent]);
  });
});

describe("the message search index", () => {
  it("exists: the user's id and the text's trigrams in one GIN index", async () => {
    const { rows } = await (
      await getDb()
    ).execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'message' and indexname = 'message_user_content_trgm_idx'`,
    );
    expect(rows[0]?.indexdef).toMatch(/USING gin \(user_id, content gin_trgm_ops\)/);
  });

  it("keeps a message's user the conversation's owner", async () => {
    const { userId } = await proUser();
    const { userId: strangerId } = await proUser();
    const [mine] = await seed(userId, [{ texts: [] }]);
    await expect(
      (await getDb())
        .insert(messages)
        .values({ conversationId: mine!, userId: strangerId, role: "user", content: "not theirs" }),
    ).rejects.toThrow();
  });
});
