import { describe, expect, it, vi } from "vitest";
import { GET as resume } from "@/app/api/chat/[id]/stream/route";
import { POST as createConversation } from "@/app/api/conversations/route";
import { signedUpBrowser } from "../helpers/accounts";
import { readUiStream, storedMessages, waitForMessages } from "../helpers/chat";
import { TestBrowser } from "../helpers/http";
import { POST as chat } from "@/app/api/chat/route";

// An offline advisor slow enough (a reply takes seconds) that its stored progress can be read half way.
vi.stubEnv("OFFLINE_ADVISOR_TOKEN_MS", "15");

const TEXT = "We keep arguing about chores and it is wearing us down.";
const resumeCall = (id: string) => ({
  path: `/api/chat/${id}/stream`,
  context: { params: Promise.resolve({ id }) },
});

/** Starts a reply and reads it in the background (the model runs only as fast as its stream is read). */
async function startReply(browser: TestBrowser) {
  const conversationId = crypto.randomUUID();
  const response = await browser.send(chat, { body: { conversationId, messageId: crypto.randomUUID(), text: TEXT } });
  expect(response.status).toBe(200);
  return { conversationId, reply: readUiStream(response) };
}

/** The reply's row once some of its text is stored while it is still streaming. */
async function storedPartial(conversationId: string) {
  let partial = "";
  await expect
    .poll(
      async () => {
        const row = (await storedMessages(conversationId)).find((r) => r.role === "assistant");
        if (row?.status === "streaming") partial = row.content;
        return partial.length > 0;
      },
      { timeout: 10_000, interval: 20 },
    )
    .toBe(true);
  return partial;
}

describe("a reply's progress while it streams", () => {
  it("is stored as it grows: a reader half way sees a partial text that later becomes the full text", async () => {
    const { browser } = await signedUpBrowser();
    const { conversationId, reply } = await startReply(browser);
    const partial = await storedPartial(conversationId);
    const { text } = await reply;
    expect(text.length).toBeGreaterThan(partial.length);
    expect(text.startsWith(partial)).toBe(true);
    const rows = await waitForMessages(conversationId, (r) => r.some((row) => row.role === "assistant"));
    expect(rows.find((row) => row.role === "assistant")).toMatchObject({ status: "complete", content: text });
  });
});

describe("GET /api/chat/[id]/stream", () => {
  it("resumes a reply half way: what is stored at once, then the rest live, to the full text", async () => {
    const { browser } = await signedUpBrowser();
    const { conversationId, reply } = await startReply(browser);
    const partial = await storedPartial(conversationId);
    const resumed = await readUiStream(await browser.send(resume, resumeCall(conversationId)));
    const original = await reply;
    expect(resumed.status).toBe(200);
    expect(resumed.text).toBe(original.text);
    const deltas = resumed.events.filter((e) => e.type === "text-delta").map((e) => e.delta as string);
    expect(deltas[0]!.startsWith(partial)).toBe(true);
    // Live: the rest came in more pieces after the stored part.
    expect(deltas.length).toBeGreaterThan(2);
    const start = resumed.events.find((e) => e.type === "start")!;
    const row = (await storedMessages(conversationId)).find((r) => r.role === "assistant")!;
    expect(start.messageId).toBe(row.id);
    expect(resumed.events.at(-1)).toMatchObject({ type: "finish", finishReason: "stop" });
  });

  it("answers a finished reply as complete, and 204 when there is no reply", async () => {
    const { browser } = await signedUpBrowser();
    const { conversationId, reply } = await startReply(browser);
    const { text } = await reply;
    await waitForMessages(conversationId, (r) => r.some((row) => row.role === "assistant"));
    const resumed = await readUiStream(await browser.send(resume, resumeCall(conversationId)));
    expect(resumed.text).toBe(text);
    expect(resumed.events.filter((e) => e.type === "text-delta")).toHaveLength(1);
    expect(resumed.events.find((e) => e.type === "start")).toMatchObject({
      messageMetadata: { status: "complete", conversationId },
    });
    expect(resumed.events.at(-1)).toMatchObject({ type: "finish", finishReason: "stop" });

    const { browser: other } = await signedUpBrowser();
    const empty = crypto.randomUUID();
    expect((await other.call(createConversation, { body: { id: empty } })).status).toBe(201);
    expect((await other.send(resume, resumeCall(empty))).status).toBe(204);
  });

  it("is 404 in someone else's conversation and 401 signed out", async () => {
    const { browser } = await signedUpBrowser();
    const { conversationId, reply } = await startReply(browser);
    await reply;
    const { browser: other } = await signedUpBrowser();
    const refused = await other.call(resume, resumeCall(conversationId));
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe("not_found");
    expect((await new TestBrowser().call(resume, resumeCall(conversationId))).status).toBe(401);
    expect((await other.call(resume, resumeCall(crypto.randomUUID()))).status).toBe(404);
  });
});
