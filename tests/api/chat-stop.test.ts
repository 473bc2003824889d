import { strFromU8, unzipSync } from "fflate";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as resume } from "@/app/api/chat/[id]/stream/route";
import { POST as stop } from "@/app/api/chat/[id]/stop/route";
import { POST as chat } from "@/app/api/chat/route";
import { GET as conversation } from "@/app/api/conversations/[id]/route";
import { GET as usage } from "@/app/api/usage/route";
import { GET as download } from "@/app/api/user/export/[id]/route";
import { POST as requestExport } from "@/app/api/user/export/route";
import { getDb } from "@/db/client";
import { messages } from "@/db/schema";
import type { ExportDocument } from "@/lib/export/export-document";
import { signedUpBrowser } from "../helpers/accounts";
import { readUiStream, storedMessages, waitForMessages } from "../helpers/chat";
import type { TestBrowser } from "../helpers/http";
import { startOpenAiStandIn } from "../helpers/openai-stand-in";

// A configured model (the local stand-in) that writes a word every 150 ms: a Stop lands mid-reply, and
// whether the model call was aborted shows on the stand-in (its client hung up).
const standIn = await startOpenAiStandIn();
vi.stubEnv("OPENAI_BASE_URL", standIn.baseURL);
vi.stubEnv("AI_MODEL_BALANCED", "stand-in-balanced");
vi.stubEnv("AI_MODEL_FAST", "stand-in-fast");
afterAll(() => standIn.close());

const WORDS = Array.from({ length: 60 }, (_, i) => `word${i} `);
beforeEach(() => {
  standIn.behave({ chunks: WORDS, delayMs: 150 });
  standIn.requests.length = 0;
  standIn.cutOff.length = 0;
});

const ctx = (id: string) => ({ context: { params: Promise.resolve({ id }) } });
const stopCall = (browser: TestBrowser, id: string) =>
  browser.call(stop, { path: `/api/chat/${id}/stop`, method: "POST", ...ctx(id) });

/** Sends a message and reads its reply in the background; resolves once some words arrived and are stored. */
async function replyUnderWay(browser: TestBrowser) {
  const conversationId = crypto.randomUUID();
  const response = await browser.send(chat, {
    body: { conversationId, messageId: crypto.randomUUID(), text: "Please take your time answering." },
  });
  expect(response.status).toBe(200);
  const reply = readUiStream(response);
  await expect
    .poll(async () => (await assistantRow(conversationId))?.content.includes("word2") ?? false, {
      timeout: 10_000,
      interval: 20,
    })
    .toBe(true);
  return { conversationId, reply };
}

async function assistantRow(conversationId: string) {
  return (await storedMessages(conversationId)).find((r) => r.role === "assistant");
}

/** The stopped reply as stored: a prefix of the model's words, well short of all of them. */
async function expectStoppedPartial(conversationId: string) {
  const rows = await waitForMessages(conversationId, (r) => r.some((row) => row.role === "assistant"));
  const row = rows.find((r) => r.role === "assistant")!;
  expect(row.status).toBe("stopped");
  expect(row.content).toMatch(/^word0 word1 word2 /);
  expect(WORDS.join("").startsWith(row.content)).toBe(true);
  expect(row.content.length).toBeLessThan(WORDS.join("").length / 2);
  return row;
}

describe("POST /api/chat/[id]/stop", () => {
  it("stops the reply mid-way: the model call is aborted, the partial text is stored as stopped and streamed so", async () => {
    const { browser } = await signedUpBrowser();
    const { conversationId, reply } = await replyUnderWay(browser);
    const stopped = await stopCall(browser, conversationId);
    expect(stopped).toMatchObject({ status: 200, body: { stopping: true } });

    const streamed = await reply;
    const row = await expectStoppedPartial(conversationId);
    expect(streamed.text).toBe(row.content);
    expect(streamed.events).toContainEqual({ type: "message-metadata", messageMetadata: { status: "stopped" } });
    await expect.poll(() => standIn.cutOff.length).toBe(1);

    // After a reload: the conversation shows it stopped, and a resume answers it as stopped.
    const page = await browser.call(conversation, {
      path: `/api/conversations/${conversationId}`,
      ...ctx(conversationId),
    });
    expect(page.body.messages).toContainEqual(
      expect.objectContaining({ id: row.id, status: "stopped", content: row.content }),
    );
    const resumed = await readUiStream(
      await browser.send(resume, { path: `/api/chat/${conversationId}/stream`, ...ctx(conversationId) }),
    );
    expect(resumed.text).toBe(row.content);
    expect(resumed.events[0]).toMatchObject({ type: "start", messageMetadata: { status: "stopped" } });
  });

  it("reaches the reply through the database alone, as a Stop handled by another server instance does", async () => {
    const { browser } = await signedUpBrowser();
    const { conversationId, reply } = await replyUnderWay(browser);
    // What the stop route of any instance does: it marks the row, and nothing in this process is told.
    await (
      await getDb()
    )
      .update(messages)
      .set({ stopRequestedAt: sql`now()` })
      .where(and(eq(messages.conversationId, conversationId), eq(messages.role, "assistant")));
    await reply;
    await expectStoppedPartial(conversationId);
    await expect.poll(() => standIn.cutOff.length).toBe(1);
  });

  it("a resumed reader sees the reply end as stopped", async () => {
    const { browser } = await signedUpBrowser();
    const { conversationId, reply } = await replyUnderWay(browser);
    const resumed = readUiStream(
      await browser.send(resume, { path: `/api/chat/${conversationId}/stream`, ...ctx(conversationId) }),
    );
    await stopCall(browser, conversationId);
    const [live, original] = await Promise.all([resumed, reply]);
    const row = await expectStoppedPartial(conversationId);
    expect(live.text).toBe(row.content);
    expect(original.text).toBe(row.content);
    expect(live.events).toContainEqual({ type: "message-metadata", messageMetadata: { status: "stopped" } });
  });

  it("is 404 for another user's conversation, and the reply goes on to the end", async () => {
    const { browser } = await signedUpBrowser();
    const { browser: stranger } = await signedUpBrowser();
    standIn.behave({ chunks: WORDS.slice(0, 12), delayMs: 100 });
    const { conversationId, reply } = await replyUnderWay(browser);
    const refused = await stopCall(stranger, conversationId);
    expect(refused.status).toBe(404);
    const { text } = await reply;
    expect(text).toBe(WORDS.slice(0, 12).join(""));
    const rows = await waitForMessages(conversationId, (r) => r.some((row) => row.role === "assistant"));
    expect(rows.find((r) => r.role === "assistant")).toMatchObject({ status: "complete", stopRequestedAt: null });
    expect(standIn.cutOff).toHaveLength(0);
  });

  it("leaves the message counted once toward the daily limit", async () => {
    const { browser } = await signedUpBrowser();
    const count = async () => (await browser.call(usage, { path: "/api/usage" })).body.count as number;
    expect(await count()).toBe(0);
    const { conversationId, reply } = await replyUnderWay(browser);
    expect(await count()).toBe(1);
    await stopCall(browser, conversationId);
    await reply;
    await expectStoppedPartial(conversationId);
    expect(await count()).toBe(1);
    // Stopping again, with nothing being written, changes nothing either.
    expect(await stopCall(browser, conversationId)).toMatchObject({ status: 200, body: { stopping: false } });
    expect(await count()).toBe(1);
  });

  it("the data export says the reply was stopped", async () => {
    const { browser } = await signedUpBrowser();
    const { conversationId, reply } = await replyUnderWay(browser);
    await stopCall(browser, conversationId);
    await reply;
    const row = await expectStoppedPartial(conversationId);

    const asked = await browser.call(requestExport, { path: "/api/user/export", method: "POST" });
    expect(asked.status).toBe(201);
    const id = (asked.body.export as { id: string }).id;
    const response = await browser.send(download, { path: `/api/user/export/${id}`, ...ctx(id) });
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const json = JSON.parse(strFromU8(files["data.json"]!)) as ExportDocument;
    const exported = json.conversations[0]!.messages.find((m) => m.id === row.id);
    expect(exported).toMatchObject({ state: "stopped", content: row.content });
    expect(strFromU8(files["data.md"]!)).toContain("You stopped this reply before it was finished.");
  });
});
