import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as discuss } from "@/app/api/advice/[id]/discuss/route";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import type { AdviceAnalysis } from "@/lib/advice/analysis-schema";
import { signedUpBrowser } from "../helpers/accounts";
import { askAdvice, sendFollowUp, waitForAdvice } from "../helpers/advice";
import { sendChat } from "../helpers/chat";
import { startOpenAiStandIn } from "../helpers/openai-stand-in";

// The real @ai-sdk/openai provider against a local OpenAI-compatible server (as with Ollama or vLLM).
const standIn = await startOpenAiStandIn();
vi.stubEnv("OPENAI_BASE_URL", standIn.baseURL);
vi.stubEnv("AI_MODEL_BALANCED", "stand-in-balanced");

afterAll(() => standIn.close());

const analysis: AdviceAnalysis = {
  opening: "Thank you for sharing this moment.",
  yourSide: "You were tired and it came out sharp.",
  theirSide: "Jun probably heard blame and went quiet to cool down.",
  wentWell: ["You raised what mattered to you."],
  doDifferently: ["Describe one moment instead of a pattern.", "Ask for a short pause and come back."],
  script: "Jun, I'm sorry it came out harsh. Can we try again tonight?",
  reflectionQuestion: "What did you most want Jun to understand?",
};

/** The JSON text cut into small pieces, the way a model streams it. */
const chunksOf = (value: unknown) => JSON.stringify(value).match(/.{1,12}/gs)!;

type Sent = {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: { required: string[] } } };
};

describe("advice through an OpenAI-compatible server", () => {
  it("asks for the structured output, streams the JSON object it writes, and stores it", async () => {
    const { browser } = await signedUpBrowser({ nickname: "Mei" });
    const userId = (await browser.call(getUser)).body.id as string;
    await (
      await getDb()
    )
      .update(users)
      .set({ aiTone: "mentor", isPro: true, aiLanguage: "zh-CN", partnerNickname: "Jun" })
      .where(eq(users.id, userId));
    standIn.behave({ chunks: chunksOf(analysis) });

    const { id, reply } = await askAdvice(browser);
    expect(reply.status).toBe(200);
    expect(reply.analysis).toEqual(analysis);
    expect(await waitForAdvice(id, (r) => r.status === "complete")).toMatchObject({
      analysis,
      persona: "mentor",
      offline: false,
    });

    const sent = standIn.requests.at(-1) as Sent;
    expect(sent).toMatchObject({ model: "stand-in-balanced", stream: true });
    expect(sent.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "advice_analysis", strict: true },
    });
    expect(sent.response_format!.json_schema!.schema.required).toEqual([
      "opening",
      "yourSide",
      "theirSide",
      "wentWell",
      "doDifferently",
      "script",
      "reflectionQuestion",
    ]);
    const [system, user] = sent.messages;
    expect(system!.content).toContain("Persona: mentor");
    expect(system!.content).toContain("daily advice request");
    expect(system!.content).toContain("Simplified Chinese");
    expect(system!.content).toContain("Partner's name: Jun");
    expect(user).toEqual({
      role: "user",
      content:
        "Situation: We were tidying the kitchen after dinner and arguing about chores again.\n" +
        "What I did or said: I told him he never helps with anything.\n" +
        "How they reacted: He got defensive and walked out of the room.",
    });

    // The follow-up sends the earlier advice and how it went, and is answered in the same structure.
    const answer = { ...analysis, opening: "I'm glad it went better." };
    standIn.behave({ chunks: chunksOf(answer) });
    expect((await sendFollowUp(browser, id, "We talked on Sunday; it went better.")).analysis).toEqual(answer);
    const followUp = (standIn.requests.at(-1) as Sent).messages;
    expect(followUp[0]!.content).toContain("tells you how it went");
    expect(followUp[1]!.content).toContain("What I could say: Jun, I'm sorry it came out harsh.");
    expect(followUp[1]!.content).toContain("How it went when I tried it: We talked on Sunday; it went better.");

    // A chat opened from the request knows it: the request and its analysis are the chat's history.
    const conversationId = crypto.randomUUID();
    expect(
      (await browser.call(discuss, { context: { params: Promise.resolve({ id }) }, body: { conversationId } })).status,
    ).toBe(201);
    standIn.behave({ chunks: ["Let's ", "talk."] });
    expect((await sendChat(browser, { conversationId, text: "What should I say first?" })).text).toBe("Let's talk.");
    const history = (standIn.requests.at(-1) as Sent).messages.slice(1);
    expect(history.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant", "user"]);
    // Written in the AI response language, which the chat's model reads.
    expect(history[0]!.content).toContain("我做了或说了什么：I told him he never helps with anything.");
    expect(history[2]!.content).toBe("我试了建议之后的情况：We talked on Sunday; it went better.");
    expect(history[1]!.content).toContain(analysis.script);
    expect(history[3]!.content).toContain("I'm glad it went better.");
    expect(history[4]).toEqual({ role: "user", content: "What should I say first?" });
  });

  it("a server that drops the connection mid-object leaves the request failed, not half stored", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: chunksOf(analysis), failAfter: 4 });
    const { id, reply } = await askAdvice(browser);
    expect(reply.broken).toBe(true);
    expect(reply.analysis).toBeUndefined();
    expect(await waitForAdvice(id, (r) => r.status !== "streaming")).toMatchObject({
      status: "failed",
      analysis: null,
    });
  });
});
