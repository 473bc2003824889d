import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as chat } from "@/app/api/chat/route";
import { POST as addMemory } from "@/app/api/memory/route";
import { getDb } from "@/db/client";
import { memories } from "@/db/schema";
import { signedUpBrowser } from "../helpers/accounts";
import { readUiStream, sendChat, waitForMessages } from "../helpers/chat";
import type { TestBrowser } from "../helpers/http";
import { startOpenAiStandIn } from "../helpers/openai-stand-in";
import { plant } from "../helpers/planted";
import { userOf } from "../helpers/users";

// The real @ai-sdk/openai provider against a local OpenAI-compatible server that records what it is sent.
const standIn = await startOpenAiStandIn();
vi.stubEnv("OPENAI_BASE_URL", standIn.baseURL);
vi.stubEnv("AI_MODEL_BALANCED", "stand-in-balanced");

afterAll(() => standIn.close());

type Sent = { messages: { role: string; content: string }[] };
const lastRequest = () => standIn.requests.at(-1) as Sent;

function privateBody(text: string, history: { role: string; content: string }[] = []) {
  plant(text, ...history.map((turn) => turn.content));
  return { private: true, messageId: crypto.randomUUID(), text, history };
}

const sendPrivate = async (browser: TestBrowser, text: string, history?: { role: string; content: string }[]) =>
  readUiStream(await browser.send(chat, { body: privateBody(text, history) }));

/** Opens a private reply from a slow model and reads it until its first text has arrived. */
async function privateReplyUnderWay(browser: TestBrowser, signal?: AbortSignal) {
  standIn.behave({ chunks: Array.from({ length: 40 }, (_, i) => `word${i} `), delayMs: 100 });
  const response = await browser.send(chat, { body: privateBody("Tell me a long story please"), signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  while (!seen.includes('"text-delta"')) seen += decoder.decode((await reader.read()).value, { stream: true });
  return reader;
}

describe("a private chat through an OpenAI-compatible server", () => {
  it("sends the model exactly the history sent and the new message, under the chat's system prompt without memory", async () => {
    const { browser } = await signedUpBrowser({ nickname: "Ari" });
    const added = await browser.call(addMemory, {
      path: "/api/memory",
      body: { text: "Sam works nights", kind: "topic" },
    });
    expect(added.status).toBe(201);
    const text = "Sam works nights and I miss him.";
    const privateText = "Sam works nights and I miss him a lot lately.";

    // A saved chat's prompt has the memory…
    standIn.behave({ chunks: ["Plan a morning together."] });
    const conversationId = crypto.randomUUID();
    expect((await sendChat(browser, { conversationId, text })).status).toBe(200);
    await waitForMessages(conversationId, (rows) => rows.length === 2);
    const saved = lastRequest().messages[0]!.content;
    expect(saved).toContain("What you remember");
    expect(saved).toContain("Sam works nights");
    const [item] = await (
      await getDb()
    )
      .select()
      .from(memories)
      .where(eq(memories.userId, (await userOf(browser)).id));

    // …a private chat's has the same prompt without it, and the model gets the history as the browser sent it.
    standIn.behave({ chunks: ["Try ", "a morning ", "walk."] });
    const history = [
      { role: "user", content: "We barely see each other." },
      { role: "assistant", content: "That sounds lonely. **What** does a good week look like?" },
      { role: "user", content: "One where we eat together twice." },
      { role: "assistant", content: "Then let's plan for that." },
    ];
    const reply = await sendPrivate(browser, privateText, history);
    expect(reply.status).toBe(200);
    expect(reply.text).toBe("Try a morning walk.");
    const sent = lastRequest().messages;
    expect(sent.slice(1)).toEqual([...history, { role: "user", content: privateText }]);
    expect(sent[0]!.role).toBe("system");
    expect(sent[0]!.content).not.toContain("What you remember");
    expect(sent[0]!.content).not.toContain("Sam works nights");
    expect(saved.startsWith(sent[0]!.content)).toBe(true);

    // Nothing is learned from it (learning would ask the model about the message), and no memory item is marked used.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(standIn.requests.filter((request) => JSON.stringify(request).includes("a lot lately"))).toHaveLength(1);
    const after = await (
      await getDb()
    )
      .select()
      .from(memories)
      .where(eq(memories.userId, (await userOf(browser)).id));
    expect(after).toEqual([item]);
  });

  it("the browser going away aborts the model call", async () => {
    const { browser } = await signedUpBrowser();
    const cutOff = standIn.cutOff.length;
    const reader = await privateReplyUnderWay(browser);
    await reader.cancel();
    await expect.poll(() => standIn.cutOff.length, { timeout: 5_000 }).toBe(cutOff + 1);
  });

  it("the request ending (Stop closes it) aborts the model call", async () => {
    const { browser } = await signedUpBrowser();
    const cutOff = standIn.cutOff.length;
    const stop = new AbortController();
    await privateReplyUnderWay(browser, stop.signal);
    stop.abort();
    await expect.poll(() => standIn.cutOff.length, { timeout: 5_000 }).toBe(cutOff + 1);
  });

  it("a model that fails part way says so, and nothing of the message is logged", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: ["Half ", "an ", "answer"], failAfter: 2 });
    const reply = await sendPrivate(browser, "Help me with this please");
    expect(reply.status).toBe(200);
    expect(reply.events.find((e) => e.type === "error")).toMatchObject({
      errorText: "Failed to send message. Please try again.",
    });
    expect(reply.events.some((e) => e.type === "finish")).toBe(false);
  });
});
