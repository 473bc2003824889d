import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { DELETE as forget } from "@/app/api/memory/[id]/route";
import { GET as list, POST as add } from "@/app/api/memory/route";
import { GET as conversation } from "@/app/api/conversations/[id]/route";
import { PATCH as settings } from "@/app/api/settings/route";
import { getDb } from "@/db/client";
import { memories } from "@/db/schema";
import { sendChat, waitForMessages } from "../helpers/chat";
import type { TestBrowser } from "../helpers/http";
import { makeIdentity } from "../helpers/identities";
import { startOpenAiStandIn, type StandInBehaviour } from "../helpers/openai-stand-in";

// The real @ai-sdk/openai provider against a local OpenAI-compatible server that records what it is sent.
const standIn = await startOpenAiStandIn();
vi.stubEnv("OPENAI_BASE_URL", standIn.baseURL);
vi.stubEnv("AI_MODEL_BALANCED", "stand-in-balanced");

afterAll(() => standIn.close());

type Sent = { messages: { role: string; content: string }[] };
const lastSystemPrompt = () => (standIn.requests.at(-1) as Sent).messages[0]!.content;

async function chatOnce(
  browser: TestBrowser,
  text: string,
  chunks = ["Noted."],
  more: Omit<StandInBehaviour, "chunks"> = {},
) {
  standIn.behave({ chunks, ...more });
  const conversationId = crypto.randomUUID();
  const reply = await sendChat(browser, { conversationId, text });
  expect(reply.status).toBe(200);
  await waitForMessages(conversationId, (rows) => rows.some((r) => r.role === "assistant" && r.status === "complete"));
  return { conversationId, reply };
}

async function storedTexts(userId: string) {
  const rows = await (await getDb()).select().from(memories).where(eq(memories.userId, userId));
  return rows.map((row) => row.text);
}

/** Learning runs after the reply is stored: wait for it to have written (or not). */
async function settledMemory(userId: string, expected: number) {
  for (let i = 0; i < 50 && (await storedTexts(userId)).length < expected; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return storedTexts(userId);
}

describe("memory in the chat's prompt, through an OpenAI-compatible server", () => {
  it("an added item is in the very next prompt, and gone from the one after its deletion", async () => {
    const { browser } = await makeIdentity("pro");
    const added = await browser.call(add, { path: "/api/memory", body: { text: "Sam works nights", kind: "topic" } });
    expect(added.status).toBe(201);

    await chatOnce(browser, "Sam was grumpy again when he came home.");
    expect(lastSystemPrompt()).toContain("- [m1] Sam works nights");

    const id = (added.body.item as { id: string }).id;
    const gone = await browser.call(forget, {
      path: `/api/memory/${id}`,
      method: "DELETE",
      context: { params: Promise.resolve({ id }) },
    });
    expect(gone.status).toBe(200);
    await chatOnce(browser, "Sam was grumpy again.");
    expect(lastSystemPrompt()).not.toContain("Sam works nights");
    expect(lastSystemPrompt()).not.toContain("[m1]");
  });

  it("learns from what the person wrote after the reply, and uses it in the next conversation", async () => {
    const { browser, userId } = await makeIdentity("pro");
    await chatOnce(browser, "My partner's name is Jordan and our anniversary is March 3");
    const learned = await settledMemory(userId!, 2);
    expect(learned.join("\n")).toContain("Jordan");
    expect(learned.join("\n")).toContain("March 3");
    const items = (await browser.call(list, { path: "/api/memory" })).body.items as { source: string }[];
    expect(items.every((item) => item.source === "conversation")).toBe(true);

    await chatOnce(browser, "How do I plan something for Jordan?");
    expect(lastSystemPrompt()).toMatch(/\[m\d\] .*Jordan/);
  });

  it("takes the model's memory tags out of the stream and the stored reply, and marks the item used", async () => {
    const { browser, userId } = await makeIdentity("pro");
    await browser.call(add, {
      path: "/api/memory",
      body: { text: "What helped: a walk before talking", kind: "helped" },
    });
    const { conversationId, reply } = await chatOnce(browser, "We fought again. What helped before?", [
      "Try the walk again ",
      "[m",
      "1]. It helped before [m1][m9].",
    ]);
    expect(lastSystemPrompt()).toContain("- [m1] What helped: a walk before talking");
    expect(reply.text).toBe("Try the walk again. It helped before.");
    const rows = await waitForMessages(conversationId, (r) => r.some((m) => m.status === "complete"));
    expect(rows.find((m) => m.role === "assistant")!.content).toBe("Try the walk again. It helped before.");
    const [item] = await (await getDb()).select().from(memories).where(eq(memories.userId, userId!));
    expect(item!.lastUsedAt).not.toBeNull();

    // The "remembered" line: sent as the reply ends, and with the conversation after a reload, until forgotten.
    const remembered = [{ id: item!.id, text: "What helped: a walk before talking" }];
    expect(reply.events).toContainEqual({ type: "message-metadata", messageMetadata: { remembered } });
    const events = reply.events.map((e) => e.type);
    expect(events.indexOf("message-metadata")).toBe(events.indexOf("finish") - 1);
    const page = () =>
      browser.call(conversation, {
        path: `/api/conversations/${conversationId}`,
        context: { params: Promise.resolve({ id: conversationId }) },
      });
    const assistantOf = async () =>
      ((await page()).body.messages as { role: string; remembered: unknown }[]).find((m) => m.role === "assistant")!;
    expect((await assistantOf()).remembered).toEqual(remembered);
    await browser.call(forget, {
      path: `/api/memory/${item!.id}`,
      method: "DELETE",
      context: { params: Promise.resolve({ id: item!.id }) },
    });
    expect((await assistantOf()).remembered).toBeNull();
  });

  it("a reply that used no memory carries no remembered line", async () => {
    const { browser } = await makeIdentity("pro");
    await browser.call(add, { path: "/api/memory", body: { text: "Sam works nights" } });
    const { reply } = await chatOnce(browser, "Sam works nights and I miss him.", ["Plan a morning together."]);
    expect(lastSystemPrompt()).toContain("[m1] Sam works nights");
    expect(reply.events.some((e) => e.type === "message-metadata")).toBe(false);
  });

  it("with a model, its facts are stored; it is told the known topics, and the same topic again updates its item", async () => {
    const { browser, userId } = await makeIdentity("pro");
    const mother = { kind: "topic", text: "Keeps coming up: his mother", topic: "topic:his mother" };
    standIn.memoryRequests.length = 0;
    await chatOnce(browser, "We fought about his mother again.", ["Noted."], { memoryFacts: [mother] });
    expect(await settledMemory(userId!, 1)).toEqual(["Keeps coming up: his mother"]);
    const asked = standIn.memoryRequests[0] as { messages: { content: string }[] };
    expect(asked.messages.at(-1)!.content).toContain("We fought about his mother again.");

    const visits = { ...mother, text: "Keeps coming up: his mother's visits" };
    await chatOnce(browser, "His mother is visiting again and we fought.", ["Noted."], { memoryFacts: [visits] });
    for (let i = 0; i < 50 && (await storedTexts(userId!))[0] !== visits.text; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await storedTexts(userId!)).toEqual([visits.text]);
    const again = standIn.memoryRequests[1] as { messages: { content: string }[] };
    expect(again.messages.at(-1)!.content).toContain("- topic:his mother: Keeps coming up: his mother");
  });

  it("when the model's extraction fails, the offline extractor still learns", async () => {
    const { browser, userId } = await makeIdentity("pro");
    await chatOnce(browser, "My partner's name is Jordan.", ["Noted."], { memoryFacts: "fail" });
    expect(await settledMemory(userId!, 1)).toEqual(["Partner's name: Jordan"]);
  });

  it("paused: no item is sent and nothing is learned", async () => {
    const { browser, userId } = await makeIdentity("pro");
    await browser.call(add, { path: "/api/memory", body: { text: "Sam works nights" } });
    const paused = await browser.call(settings, {
      path: "/api/settings",
      method: "PATCH",
      body: { memoryEnabled: false },
    });
    expect(paused.status).toBe(200);

    await chatOnce(browser, "My partner's name is Jordan.");
    expect(lastSystemPrompt()).not.toContain("Sam works nights");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await storedTexts(userId!)).toEqual(["Sam works nights"]);
  });

  it("never learns from a message the safety check found urgent", async () => {
    const { browser, userId } = await makeIdentity("pro");
    await chatOnce(browser, "My partner's name is Jordan and he said he will kill me tonight.");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await storedTexts(userId!)).toEqual([]);
  });
});
