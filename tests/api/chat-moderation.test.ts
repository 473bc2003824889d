import { describe, expect, it } from "vitest";
import { signedUpBrowser } from "../helpers/accounts";
import { readUiStream, sendChat, waitForMessages } from "../helpers/chat";
import { moderatedModelStandIn } from "../helpers/openai-stand-in";
import { POST as chat } from "@/app/api/chat/route";

// The configured model and its moderation endpoint, both at a local OpenAI-compatible stand-in.
const standIn = await moderatedModelStandIn();

type ChatRequest = { messages: { role: string; content: string }[] };
const systemOf = (request: unknown) => (request as ChatRequest).messages[0]!.content;

// Worded so that the local check does not catch it: only the provider's moderation can.
const SUBTLE = "Anyway, I sorted out the thing we talked about. Everything is arranged for Friday.";

describe("moderation when a model is configured", () => {
  it("asks the provider in parallel, and a flagged verdict turns the reply safety-first with the card first", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({
      chunks: ["I'm really ", "glad you told me."],
      moderation: { flag: ["self-harm", "self-harm/intent"] },
    });
    const conversationId = crypto.randomUUID();
    const reply = await sendChat(browser, { conversationId, text: SUBTLE });

    expect(standIn.moderationRequests).toEqual([{ model: "omni-moderation-latest", input: SUBTLE }]);
    expect(standIn.moderationHeaders[0]).toMatchObject({
      authorization: "Bearer sk-test",
      "content-type": "application/json",
    });
    const types = reply.events.map((e) => e.type);
    expect(types[1]).toBe("data-help-card");
    expect(reply.events[1]).toMatchObject({ data: { categories: ["self_harm"], severity: "urgent" } });
    expect(reply.text).toBe("I'm really glad you told me.");
    // The first run (persona prompt) started beside the moderation call and was abandoned for a safety-first one.
    expect(systemOf(standIn.requests.at(-1))).toContain("SAFETY-FIRST MODE");
    const rows = await waitForMessages(conversationId, (r) => r.length === 2);
    expect(rows.filter((r) => r.role === "assistant")).toHaveLength(1);
    expect(rows[1]).toMatchObject({ content: "I'm really glad you told me.", status: "complete" });
  });

  it("keeps the persona's reply when the provider does not flag the message", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: ["Plan ", "a calm evening."] });
    const reply = await sendChat(browser, {
      conversationId: crypto.randomUUID(),
      text: "How do we plan a calm evening?",
    });
    expect(standIn.moderationRequests).toHaveLength(1);
    expect(standIn.requests).toHaveLength(1);
    expect(systemOf(standIn.requests[0])).toContain("Persona: therapist");
    expect(reply.events.some((e) => e.type === "data-help-card")).toBe(false);
    expect(reply.text).toBe("Plan a calm evening.");
  });

  it("does not wait for a moderation endpoint that hangs longer than its budget", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: ["Still ", "here."], moderation: "hang" });
    const started = performance.now();
    const response = await browser.send(chat, {
      body: { conversationId: crypto.randomUUID(), messageId: crypto.randomUUID(), text: "Can we talk about chores?" },
    });
    const reply = await readUiStream(response);
    const elapsed = performance.now() - started;
    expect(reply.text).toBe("Still here.");
    expect(standIn.moderationRequests).toHaveLength(1);
    // The 400 ms budget plus the route's work on a busy machine; far from a hang (the test's 60 s).
    expect(elapsed).toBeLessThan(400 + 5000);
  });

  // Last: a server without the endpoint is not asked again for ten minutes, in this module for the whole file.
  it("skips moderation when the local check already matched, and for a server without the endpoint", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    standIn.behave({ chunks: ["You matter."] });
    const crisis = await sendChat(browser, { conversationId, text: "I want to kill myself" });
    expect(standIn.moderationRequests).toHaveLength(0);
    // Urgent already: no triage could add to it.
    expect(standIn.triageRequests).toHaveLength(0);
    expect(crisis.events[1]).toMatchObject({ type: "data-help-card" });
    expect(systemOf(standIn.requests[0])).toContain("SAFETY-FIRST MODE");

    standIn.behave({ chunks: ["Sure."], moderation: "missing" });
    expect((await sendChat(browser, { conversationId, text: "Hello there" })).text).toBe("Sure.");
    expect(standIn.moderationRequests).toHaveLength(1);
    await sendChat(browser, { conversationId, text: "Hello again" });
    expect(standIn.moderationRequests).toHaveLength(1);
  });
});
