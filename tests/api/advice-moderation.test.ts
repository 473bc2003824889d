import { describe, expect, it } from "vitest";
import type { AdviceAnalysis } from "@/lib/advice/analysis-schema";
import { signedUpBrowser } from "../helpers/accounts";
import { askAdvice, waitForAdvice } from "../helpers/advice";
import { moderatedModelStandIn } from "../helpers/openai-stand-in";

// The configured model and its moderation endpoint, both at a local OpenAI-compatible stand-in.
const standIn = await moderatedModelStandIn();

const analysis: AdviceAnalysis = {
  opening: "Thank you for telling me.",
  yourSide: "That sounds very heavy.",
  theirSide: "None of this is your fault.",
  wentWell: ["You put it into words."],
  doDifferently: ["Reach out to someone you trust today."],
  script: "I'm going through something hard. Can we talk?",
  reflectionQuestion: "Are you somewhere safe right now?",
};
const chunksOf = (value: unknown) => JSON.stringify(value).match(/.{1,12}/gs)!;
type Sent = { messages: { role: string; content: string }[] };
const systemOf = (request: unknown) => (request as Sent).messages[0]!.content;

// Worded so that the local check does not catch it: only the provider's moderation can.
const SUBTLE = {
  situation: "We argued again about where we stand.",
  action: "Anyway, I sorted out the thing we talked about. Everything is arranged for Friday.",
  reaction: "He went quiet.",
};

describe("advice safety with a model configured", () => {
  it("uses the safety-first prompt for every persona on a local match, without asking the moderation endpoint", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: chunksOf(analysis) });
    const { id, reply } = await askAdvice(
      browser,
      { situation: "He hit me again last night.", action: "I locked myself in the bathroom." },
      { "accept-language": "en-NZ" },
    );
    expect(reply.helpCard).toMatchObject({ severity: "urgent", country: "NZ" });
    expect(reply.helpCard!.categories).toContain("violence");
    expect(reply.analysis).toEqual(analysis);
    expect(standIn.moderationRequests).toHaveLength(0);
    expect(standIn.requests).toHaveLength(1);
    const system = systemOf(standIn.requests[0]);
    expect(system).toContain("SAFETY-FIRST MODE");
    expect(system).toContain("never to the person who hurts them");
    expect(system).not.toContain("Persona:");
    expect(await waitForAdvice(id, (r) => r.status === "complete")).toMatchObject({
      analysis,
      helpCard: reply.helpCard,
      offline: false,
    });
  });

  it("asks the provider beside the first run, and a flagged verdict replaces it with a safety-first run", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: chunksOf(analysis), moderation: { flag: ["self-harm", "self-harm/intent"] } });
    const { id, reply } = await askAdvice(browser, SUBTLE);
    expect(standIn.moderationRequests).toEqual([
      { model: "omni-moderation-latest", input: `${SUBTLE.situation}\n${SUBTLE.action}\n${SUBTLE.reaction}` },
    ]);
    expect(reply.helpCard).toMatchObject({ categories: ["self_harm"], severity: "urgent" });
    expect(reply.analysis).toEqual(analysis);
    // The first run (the persona's prompt) was abandoned before any of it reached the browser.
    expect(systemOf(standIn.requests[0])).toContain("Persona: therapist");
    expect(systemOf(standIn.requests.at(-1))).toContain("SAFETY-FIRST MODE");
    expect(await waitForAdvice(id, (r) => r.status === "complete")).toMatchObject({
      analysis,
      helpCard: reply.helpCard,
    });
  });

  it("keeps the persona's analysis when the provider does not flag the moment", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: chunksOf(analysis) });
    const { id, reply } = await askAdvice(browser);
    expect(standIn.moderationRequests).toHaveLength(1);
    expect(standIn.requests).toHaveLength(1);
    expect(systemOf(standIn.requests[0])).toContain("Persona: therapist");
    expect(reply.helpCard).toBeUndefined();
    expect(await waitForAdvice(id, (r) => r.status === "complete")).toMatchObject({ helpCard: null });
  });

  it("does not wait for a moderation endpoint that hangs longer than its budget", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: chunksOf(analysis), moderation: "hang" });
    const started = performance.now();
    const { reply } = await askAdvice(browser);
    const elapsed = performance.now() - started;
    expect(reply.analysis).toEqual(analysis);
    expect(standIn.moderationRequests).toHaveLength(1);
    // The 400 ms budget plus the route's work on a busy machine; far from a hang (the test's 60 s).
    expect(elapsed).toBeLessThan(400 + 5000);
  });
});
