import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { DELETE as deleteConversation } from "@/app/api/conversations/[id]/route";
import { GET as list, POST as add } from "@/app/api/memory/route";
import { getDb } from "@/db/client";
import { memories, users } from "@/db/schema";
import type { Language } from "@/db/schema";
import { askAdvice } from "../helpers/advice";
import { sendChat, waitForMessages } from "../helpers/chat";
import { askCoach } from "../helpers/coach";
import type { TestBrowser } from "../helpers/http";
import { makeIdentity } from "../helpers/identities";

// No model configured: the built-in offline advisor answers, and memory is learned by the offline extractor.
vi.stubEnv("OFFLINE_ADVISOR_TOKEN_MS", "0");

async function chat(browser: TestBrowser, text: string) {
  const conversationId = crypto.randomUUID();
  const reply = await sendChat(browser, { conversationId, text });
  expect(reply.status).toBe(200);
  await waitForMessages(conversationId, (rows) => rows.some((r) => r.role === "assistant" && r.status === "complete"));
  return reply;
}

async function itemsOf(userId: string, expected: number) {
  const read = () => (async () => (await getDb()).select().from(memories).where(eq(memories.userId, userId)))();
  for (let i = 0; i < 50 && (await read()).length < expected; i++) await new Promise((r) => setTimeout(r, 20));
  return read();
}

const remembered = (reply: Awaited<ReturnType<typeof chat>>) =>
  (
    reply.events.find((e) => e.type === "message-metadata") as
      { messageMetadata?: { remembered?: unknown } } | undefined
  )?.messageMetadata?.remembered as { id: string; text: string }[] | undefined;

const CASES: [Language, string, string, string][] = [
  [
    "en",
    "My partner's name is Jordan and our anniversary is March 3",
    "March 3",
    "How can I surprise them this weekend?",
  ],
  ["zh-TW", "我伴侶叫Jordan，我們的紀念日是3月3日", "3月3日", "這個週末我可以怎麼給對方驚喜？"],
  ["zh-CN", "我伴侣叫Jordan，我们的纪念日是3月3日", "3月3日", "这个周末我可以怎么给对方惊喜？"],
];

describe("memory with the offline advisor", () => {
  for (const [language, told, date, next] of CASES) {
    it(`${language}: a name and an anniversary become items, and the next conversation's reply uses the name`, async () => {
      const { browser, userId } = await makeIdentity("pro");
      await (
        await getDb()
      )
        .update(users)
        .set({ aiLanguage: language, partnerNickname: null })
        .where(eq(users.id, userId!));
      await chat(browser, told);
      const items = await itemsOf(userId!, 2);
      expect(items.map((item) => item.kind).sort()).toEqual(["date", "person"]);
      expect(items.find((item) => item.kind === "person")!.text).toContain("Jordan");
      expect(items.find((item) => item.kind === "date")!.text).toContain(date);

      const reply = await chat(browser, next);
      expect(reply.text).toContain("Jordan");
      expect(reply.text).not.toMatch(/\[m\d/);
      const person = items.find((item) => item.kind === "person")!;
      expect(remembered(reply)).toEqual([{ id: person.id, text: person.text }]);
    });
  }

  it("recalls what helped before at the start of a conversation, and cites it", async () => {
    const { browser } = await makeIdentity("pro");
    const added = await browser.call(add, {
      path: "/api/memory",
      body: { text: "What helped: a walk before talking", kind: "helped" },
    });
    const reply = await chat(browser, "We argued about chores again last night.");
    expect(reply.text).toContain("Last time, this helped: a walk before talking.");
    expect(remembered(reply)).toEqual([
      { id: (added.body.item as { id: string }).id, text: "What helped: a walk before talking" },
    ]);
  });

  it("with saving conversations turned off, nothing is learned", async () => {
    const { browser, userId } = await makeIdentity("pro");
    await (await getDb()).update(users).set({ saveConversations: false }).where(eq(users.id, userId!));
    await chat(browser, "My partner's name is Jordan and our anniversary is March 3");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await itemsOf(userId!, 0)).toEqual([]);
  });

  it("the profile's partner name wins: nothing is learned of it and the profile's name is used", async () => {
    const { browser, userId } = await makeIdentity("pro");
    await (await getDb()).update(users).set({ partnerNickname: "Sam" }).where(eq(users.id, userId!));
    await chat(browser, "My partner's name is Jordan.");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await itemsOf(userId!, 0)).toEqual([]);
  });

  it("learns from an advice request and a coach request too, each item naming its source", async () => {
    const { browser, userId } = await makeIdentity("pro");
    const { id: adviceId } = await askAdvice(browser, {
      situation: "My boyfriend's name is Sam. We argued about chores again after dinner.",
    });
    const [fromAdvice] = await itemsOf(userId!, 1);
    expect(fromAdvice).toMatchObject({ kind: "person", source: "advice", sourceId: adviceId });
    expect(fromAdvice!.text).toContain("Sam");

    const { id: coachId } = await askCoach(browser, {
      draft: "You never call when you say you will.",
      want: "What helped was a quick text when he runs late.",
    });
    const items = await itemsOf(userId!, 2);
    expect(items.find((item) => item.kind === "helped")).toMatchObject({ source: "coach", sourceId: coachId });
  });

  it("never learns from an advice request the safety check flagged", async () => {
    const { browser, userId } = await makeIdentity("pro");
    const { reply } = await askAdvice(browser, {
      situation: "My boyfriend's name is Sam. He said he will kill me if I leave tonight.",
    });
    expect(reply.helpCard).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await itemsOf(userId!, 0)).toEqual([]);
  });

  it("deleting a conversation keeps what it taught, as from a deleted conversation, unless asked to forget it", async () => {
    const { browser, userId } = await makeIdentity("pro");
    const remove = (conversationId: string, forget: boolean) =>
      browser.call(deleteConversation, {
        path: `/api/conversations/${conversationId}?forgetMemory=${forget}`,
        method: "DELETE",
        context: { params: Promise.resolve({ id: conversationId }) },
      });
    const kept = await chat(browser, "My partner's name is Jordan.");
    const taught = await chat(browser, "Our anniversary is March 3.");
    const [first, second] = [kept, taught].map(
      (reply) =>
        (reply.events.find((e) => e.type === "start") as { messageMetadata: { conversationId: string } })
          .messageMetadata.conversationId,
    );
    expect(await itemsOf(userId!, 2)).toHaveLength(2);

    expect((await remove(first!, false)).status).toBe(200);
    const listed = (await browser.call(list, { path: "/api/memory" })).body.items as {
      kind: string;
      sourceGone: boolean;
    }[];
    expect(listed.find((item) => item.kind === "person")).toMatchObject({ sourceGone: true });
    expect(listed.find((item) => item.kind === "date")).toMatchObject({ sourceGone: false });

    expect((await remove(second!, true)).status).toBe(200);
    expect((await itemsOf(userId!, 0)).map((item) => item.kind)).toEqual(["person"]);
    expect((await remove("not-mine", true)).status).toBe(404);
  });
});
