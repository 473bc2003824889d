import { vi, describe, expect, it } from "vitest";
import { GET as getConversation } from "@/app/api/conversations/[id]/route";
import { POST as chat } from "@/app/api/chat/route";
import { SAFETY_CATEGORIES } from "@/lib/safety/categories";
import { signedUpBrowser } from "../helpers/accounts";
import { askAdvice } from "../helpers/advice";
import { askCoach } from "../helpers/coach";
import { readUiStream, sendChat, waitForMessages } from "../helpers/chat";
import { plant } from "../helpers/planted";
import { moderatedModelStandIn } from "../helpers/openai-stand-in";
import type { TestBrowser } from "../helpers/http";

// The configured model, its moderation and the fast model's safety triage, all at a local stand-in.
const standIn = await moderatedModelStandIn();
// A budget a busy machine still meets; the late triage below comes well after it.
vi.stubEnv("AI_TRIAGE_BUDGET_MS", "1500");

type ChatRequest = { messages: { role: string; content: string }[] };
const systemOf = (request: unknown) => (request as ChatRequest).messages[0]!.content;
// Plain words no local check reads as a risk: only the triage can.
const PLAIN = "Anyway, I sorted out the thing we talked about. Everything is arranged for Friday.";
const URGENT = [{ category: "self_harm", severity: "urgent" as const, quote: "Everything is arranged for Friday." }];

async function pinnedCard(browser: TestBrowser, conversationId: string) {
  const loaded = await browser.call(getConversation, { context: { params: Promise.resolve({ id: conversationId }) } });
  return (loaded.body.conversation as { helpCard: unknown }).helpCard;
}

describe("the model triage of the safety check", () => {
  it("asks the fast model with structured output beside the reply, and a plain answer changes nothing", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: ["Good ", "to hear."] });
    const reply = await sendChat(browser, { conversationId: crypto.randomUUID(), text: PLAIN });
    // On a busy machine the reply may outrun the triage's budget: the triage still goes out, beside it.
    await vi.waitFor(() => expect(standIn.triageRequests).toHaveLength(1));
    expect(standIn.triageRequests[0]).toMatchObject({ model: "gpt-4.1-mini", temperature: 0 });
    expect(JSON.stringify(standIn.triageRequests[0])).toContain(PLAIN);
    // The triage can only answer with the categories its instructions define.
    const instructions = systemOf(standIn.triageRequests[0]);
    for (const category of SAFETY_CATEGORIES) expect(instructions).toMatch(new RegExp(`\\b${category}: \\w`));
    expect(instructions).toContain("severity urgent: a risk to life or safety now; concern: the rest.");
    expect(instructions).toContain("are no match");
    expect(instructions).toContain("Never answer the user.");
    expect(reply.events.some((e) => e.type === "data-help-card")).toBe(false);
    expect(systemOf(standIn.requests.at(-1))).not.toContain("SAFETY-FIRST MODE");
    expect(reply.text).toBe("Good to hear.");
  });

  it("reads the newest message with the user's earlier ones, oldest first", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: ["Okay."] });
    const conversationId = crypto.randomUUID();
    await sendChat(browser, { conversationId, text: "We argued about the move again." });
    await vi.waitFor(() => expect(standIn.triageRequests).toHaveLength(1));
    expect(JSON.stringify(standIn.triageRequests[0])).not.toContain("Earlier messages");
    await sendChat(browser, { conversationId, text: PLAIN });
    await vi.waitFor(() => expect(standIn.triageRequests).toHaveLength(2));
    const prompt = (standIn.triageRequests[1] as ChatRequest).messages.at(-1)!.content;
    expect(prompt).toBe(
      `Earlier messages, oldest first:\n- We argued about the move again.\n\nNewest message:\n${PLAIN}`,
    );
  });

  it("answers as usual when moderation and triage fail, logging each failure without the message", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: ["Fine."], moderation: "fail", triage: "fail" });
    const conversationId = crypto.randomUUID();
    for (const text of ["First private words.", "Second private words."]) {
      expect((await sendChat(browser, { conversationId, text })).text).toBe("Fine.");
    }
    // The SDK retries a failed call twice, with a backoff, before the triage gives up.
    await vi.waitFor(() => expect(lines.filter((l) => l.includes("safety.triage_failed"))).toHaveLength(2), {
      timeout: 30_000,
    });
    vi.restoreAllMocks();
    // Moderation warns once a process; neither log line carries what the person wrote.
    expect(lines.filter((l) => l.includes("safety.moderation_failed"))).toHaveLength(1);
    expect(lines.filter((l) => l.includes("private words"))).toEqual([]);
  });

  it("turns the reply safety-first with the card before any text when the triage says urgent in time", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: ["I'm here ", "with you."], triage: URGENT });
    const conversationId = crypto.randomUUID();
    const reply = await sendChat(browser, { conversationId, text: PLAIN });
    const types = reply.events.map((e) => e.type);
    expect(types[1]).toBe("data-help-card");
    expect(reply.events[1]).toMatchObject({ data: { categories: ["self_harm"], severity: "urgent" } });
    expect(types.indexOf("data-help-card")).toBeLessThan(types.indexOf("text-delta"));
    expect(systemOf(standIn.requests.at(-1))).toContain("SAFETY-FIRST MODE");
    await waitForMessages(conversationId, (rows) => rows.length === 2);
    expect(await pinnedCard(browser, conversationId)).toMatchObject({ severity: "urgent" });
  });

  it("never holds the reply beyond its budget for a triage that hangs", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: ["Still ", "here."], triage: "hang" });
    const started = performance.now();
    const response = await browser.send(chat, {
      body: { conversationId: crypto.randomUUID(), messageId: crypto.randomUUID(), text: "Can we talk about chores?" },
    });
    const reply = await readUiStream(response);
    expect(reply.text).toBe("Still here.");
    expect(standIn.triageRequests).toHaveLength(1);
    // The budget plus the route's own work on a busy machine; far from a hang (the test's 60 s).
    expect(performance.now() - started).toBeLessThan(1500 + 5000);
  });

  it("still attaches the card to the reply, and pins it, when an urgent triage comes after the reply started", async () => {
    const { browser } = await signedUpBrowser();
    let release = () => {};
    const replyStarted = new Promise<void>((resolve) => (release = resolve));
    // The triage answers once the reply's first words have reached the browser, with seconds of reply to come.
    standIn.behave({
      chunks: ["One ", "step ", "at ", "a ", "time ", "is ", "fine."],
      delayMs: 500,
      triage: URGENT,
      triageGate: replyStarted,
    });
    const conversationId = crypto.randomUUID();
    plant(PLAIN);
    const response = await browser.send(chat, {
      body: { conversationId, messageId: crypto.randomUUID(), text: PLAIN },
    });
    const [watched, whole] = response.body!.tee();
    void (async () => {
      const decoder = new TextDecoder();
      let seen = "";
      for await (const piece of watched) {
        seen += decoder.decode(piece, { stream: true });
        if (seen.includes('"type":"text-delta"')) return release();
      }
    })();
    const reply = await readUiStream(new Response(whole, { status: response.status }));
    const types = reply.events.map((e) => e.type);
    const card = types.indexOf("data-help-card");
    expect(card).toBeGreaterThan(types.indexOf("text-delta"));
    expect(reply.events[card]).toMatchObject({ data: { categories: ["self_harm"], severity: "urgent" } });
    expect(reply.text).toBe("One step at a time is fine.");
    await waitForMessages(conversationId, (rows) => rows.length === 2);
    await expect.poll(() => pinnedCard(browser, conversationId)).toMatchObject({ severity: "urgent" });
  });

  it("sends the card in an advice answer's header when the triage says urgent", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: [], triage: URGENT });
    const { reply } = await askAdvice(browser, { situation: PLAIN });
    expect(reply.helpCard).toMatchObject({ categories: ["self_harm"], severity: "urgent" });
  });

  it("gives a coach draft the card and no softer version when the triage says urgent", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: [], triage: URGENT });
    const triaged = standIn.triageRequests.length;
    const { reply } = await askCoach(browser, { draft: PLAIN });
    expect(JSON.stringify(standIn.triageRequests.slice(triaged))).toContain(PLAIN);
    expect(reply.helpCard).toMatchObject({ categories: ["self_harm"], severity: "urgent" });
    expect(reply.answer).toMatchObject({ rewrite: null, notes: [] });
  });
});
