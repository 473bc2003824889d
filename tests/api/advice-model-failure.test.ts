import type { LanguageModelV3, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as getAdvice } from "@/app/api/advice/[id]/route";
import { GET as listAdvice } from "@/app/api/advice/route";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { adviceRequests, users } from "@/db/schema";
import { signedUpBrowser } from "../helpers/accounts";
import { askAdvice, sendFollowUp, waitForAdvice } from "../helpers/advice";

vi.stubEnv("OFFLINE_ADVISOR_TOKEN_MS", "0");

// The model of the next advice run: a MockLanguageModelV3 standing in for a hosted model that fails,
// or (undefined) the offline advisor the app would choose.
let nextModel: LanguageModelV3 | undefined;
vi.mock("@/lib/ai/model", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/ai/model")>();
  return {
    ...original,
    adviceModelFor: (...args: Parameters<typeof original.adviceModelFor>) => {
      const chosen = original.adviceModelFor(...args);
      return nextModel ? { ...chosen, model: nextModel, offline: false } : chosen;
    },
  };
});
afterEach(() => {
  nextModel = undefined;
});

const usage = {
  inputTokens: { total: 10, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: undefined, reasoning: undefined },
};

/** A model that writes `deltas`, then either breaks off with an error or finishes. */
function scripted(deltas: string[], end: "error" | "finish"): LanguageModelV3 {
  const chunks: LanguageModelV3StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "0" },
    ...deltas.map((delta) => ({ type: "text-delta" as const, id: "0", delta })),
    end === "error"
      ? { type: "error", error: new Error("The model's connection dropped") }
      : { type: "text-end", id: "0" },
  ];
  if (end === "finish") chunks.push({ type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage });
  return new MockLanguageModelV3({ doStream: async () => ({ stream: simulateReadableStream({ chunks }) }) });
}

const ctx = (id: string) => ({ context: { params: Promise.resolve({ id }) } });
const countOf = async (email: string) =>
  (await (await getDb()).select().from(users).where(eq(users.username, email)))[0]!.adviceRequestsToday;

describe("a model that fails", () => {
  it("mid-stream: the stream breaks off, the request is failed (no half analysis kept) and can be retried", async () => {
    const { browser, email } = await signedUpBrowser();
    nextModel = scripted(['{"opening":"You did', " well to", ' bring this up.","yourSide":"You'], "error");
    const { id, reply } = await askAdvice(browser);
    expect(reply.status).toBe(200);
    expect(reply.broken).toBe(true);
    expect(reply.analysis).toBeUndefined();
    expect(reply.text).toContain("You did well");

    const failed = await waitForAdvice(id, (r) => r.status !== "streaming");
    expect(failed).toMatchObject({ status: "failed", analysis: null });
    expect((await browser.call(getAdvice, ctx(id))).body).toMatchObject({ status: "failed", analysis: null });
    const listed = (await browser.call(listAdvice, { path: "/api/advice" })).body.requests as { status: string }[];
    expect(listed[0]!.status).toBe("failed");

    // The same id again retries the run (and counts, like every run of the model), kept on the one row.
    nextModel = undefined;
    const retried = await askAdvice(browser, { id });
    expect(retried.reply.analysis).toBeDefined();
    const done = await waitForAdvice(id, (r) => r.status === "complete");
    expect(done.analysis).toEqual(retried.reply.analysis);
    expect(done.attempt).toBe(2);
    expect(await (await getDb()).select().from(adviceRequests).where(eq(adviceRequests.id, id))).toHaveLength(1);
    expect(await countOf(email)).toBe(2);
  });

  it("with an answer that does not match the schema: the request is failed, never shown as whole", async () => {
    const { browser } = await signedUpBrowser();
    nextModel = scripted(['{"opening":"Hello",', '"script":"Say sorry."}'], "finish");
    const { id, reply } = await askAdvice(browser);
    expect(reply.broken).toBe(false);
    expect(reply.analysis).toBeUndefined();
    expect(await waitForAdvice(id, (r) => r.status !== "streaming")).toMatchObject({
      status: "failed",
      analysis: null,
    });
  });

  it("that refuses the call outright: the request is failed", async () => {
    const { browser } = await signedUpBrowser();
    nextModel = new MockLanguageModelV3({
      doStream: async () => {
        throw new Error("503 from the provider");
      },
    });
    const { id, reply } = await askAdvice(browser);
    expect(reply.broken).toBe(true);
    expect(await waitForAdvice(id, (r) => r.status !== "streaming")).toMatchObject({ status: "failed" });
  });

  it("on a follow-up: the follow-up is failed, the analysis kept, and the follow-up can be sent again", async () => {
    const { browser } = await signedUpBrowser();
    const { id } = await askAdvice(browser);
    const answered = await waitForAdvice(id, (r) => r.status === "complete");
    nextModel = scripted(['{"opening":"Glad'], "error");
    expect((await sendFollowUp(browser, id, "It went badly, we fought again.")).broken).toBe(true);
    const failed = await waitForAdvice(id, (r) => r.followUpStatus !== "streaming");
    expect(failed).toMatchObject({ followUpStatus: "failed", followUpAnalysis: null, analysis: answered.analysis });

    nextModel = undefined;
    const again = await sendFollowUp(browser, id, "It went badly: we fought again about the dishes.");
    expect(again.analysis).toBeDefined();
    const done = await waitForAdvice(id, (r) => r.followUpStatus === "complete");
    expect(done.followUp).toBe("It went badly: we fought again about the dishes.");
    expect((await browser.call(getUser)).body.adviceHistory).toMatchObject([{ id, followedUp: true }]);
  });
});
