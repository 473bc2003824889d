import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as ask } from "@/app/api/coach/route";
import { signedUpBrowser } from "../helpers/accounts";
import { askCoach, markedDraft, readCoach, storedCoach } from "../helpers/coach";
import { startOpenAiStandIn } from "../helpers/openai-stand-in";

// The real @ai-sdk/openai provider against a local OpenAI-compatible server (as with Ollama or vLLM).
const standIn = await startOpenAiStandIn();
vi.stubEnv("OPENAI_BASE_URL", standIn.baseURL);
vi.stubEnv("AI_MODEL_BALANCED", "stand-in-balanced");

afterAll(() => standIn.close());

/** The JSON text cut into small pieces, the way a model streams it. */
const chunksOf = (value: unknown) => JSON.stringify(value).match(/.{1,12}/gs)!;

type Sent = {
  messages: { role: string; content: string }[];
  response_format?: { json_schema?: { name: string } };
};

const why = "Always and never turn a complaint into an argument about exceptions.";
const marked = {
  markers: [
    { kind: "absolute", quote: "You never listen", occurrence: 1, why },
    // Not in the draft: dropped.
    { kind: "contempt", quote: "you idiot", occurrence: 1, why: "An insult." },
  ],
  request: "a call tonight",
  rewrite: "You never listen, but can you call me tonight?",
  notes: ["Kept your request for a call."],
};
const passed = {
  ...marked,
  rewrite: "I feel unheard lately. Can you call me tonight?",
  notes: ["Kept your request for a call.", "Said the feeling instead of the accusation."],
};

describe("the coach through an OpenAI-compatible server", () => {
  it("streams the markers at once; a rewrite that keeps a marker is asked for once more, naming it", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: [], sequence: [chunksOf(marked), chunksOf(passed)], delayMs: 15 });
    const before = standIn.requests.length;
    const id = crypto.randomUUID();
    const response = await browser.send(ask, { body: { id, draft: markedDraft } });
    expect(response.status).toBe(200);

    const decoder = new TextDecoder();
    const arrivals: { text: string; at: number }[] = [];
    for await (const chunk of response.body!) arrivals.push({ text: decoder.decode(chunk), at: Date.now() });
    const [first, ...rest] = arrivals;
    // The markers (with ranges the server computed) are out while the second answer is still being written.
    expect(first!.text).toBe(
      `{"markers":[{"kind":"absolute","quote":"You never listen","start":0,"end":16,"why":"${why}"}],"request":"a call tonight"`,
    );
    expect(rest.at(-1)!.at - first!.at).toBeGreaterThan(100);
    const answer = JSON.parse(arrivals.map((a) => a.text).join(""));
    expect(answer).toEqual({
      markers: [{ kind: "absolute", quote: "You never listen", start: 0, end: 16, why }],
      request: "a call tonight",
      rewrite: passed.rewrite,
      notes: passed.notes,
    });

    const sent = standIn.requests.slice(before) as Sent[];
    expect(sent).toHaveLength(2);
    expect(sent[0]!.response_format?.json_schema?.name).toBe("coach_answer");
    expect(sent[0]!.messages.at(-1)!.content).toContain(`Draft:\n${markedDraft}`);
    const retry = sent[1]!.messages.at(-1)!.content;
    expect(retry).toContain('It still contains "You never listen" (absolute).');
    expect(retry).toContain(marked.rewrite);
    expect(await storedCoach(id)).toMatchObject({ status: "complete", result: answer });
  });

  it("a rewrite still marked after the retry is shown with a note; a clean first rewrite is not retried", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: chunksOf(marked) });
    let before = standIn.requests.length;
    const stubborn = await askCoach(browser);
    expect(standIn.requests.length - before).toBe(2);
    expect(stubborn.reply.answer).toMatchObject({
      rewrite: marked.rewrite,
      notes: [...marked.notes, "The rewrite still has \u201cYou never listen\u201d; change it before you send it."],
    });

    standIn.behave({ chunks: chunksOf(passed) });
    before = standIn.requests.length;
    expect((await askCoach(browser)).reply.answer!.rewrite).toBe(passed.rewrite);
    expect(standIn.requests.length - before).toBe(1);
  });

  it("a model that finds no marker: no rewrite, the kind-and-clear note", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: chunksOf({ markers: [], request: "a call", rewrite: "Call me.", notes: [] }) });
    const { reply } = await askCoach(browser, { draft: "Could you call me tonight? I miss you." });
    expect(reply.answer).toEqual({
      markers: [],
      request: "a call",
      rewrite: null,
      notes: ["This reads as kind and clear \u2014 send it."],
    });
  });

  it("a failed run is stored failed, not lost; the same id runs again", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: chunksOf(passed), failAfter: 3 });
    const { id, reply } = await askCoach(browser);
    expect(reply.broken).toBe(true);
    expect(reply.answer).toBeUndefined();
    expect(await storedCoach(id)).toMatchObject({ status: "failed", result: null, draft: markedDraft });

    standIn.behave({ chunks: chunksOf(passed) });
    const again = await readCoach(await browser.send(ask, { body: { id, draft: markedDraft } }));
    expect(again.answer!.rewrite).toBe(passed.rewrite);
    expect(await storedCoach(id)).toMatchObject({ status: "complete", attempt: 2 });
  });
});
