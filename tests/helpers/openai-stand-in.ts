import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeEach, vi } from "vitest";

export type StandInBehaviour = {
  chunks: string[];
  /** The chunks of each chat completion in turn after this behaviour is set (then `chunks`). */
  sequence?: string[][];
  failAfter?: number;
  delayMs?: number;
  /** POST /v1/moderations: flag these categories, never answer, answer 404 like servers without it, or fail (500). */
  moderation?: { flag: string[] } | "hang" | "missing" | "fail";
  /** Refuse chat completions with this status (as a server whose model cannot take images does). */
  refuseWith?: number;
  /** What /audio/transcriptions hears. */
  transcript?: string;
  /** The safety triage (a structured-output completion named safety_triage): its matches (none when unset), never answering, or failing (500). */
  triage?: { category: string; severity: "concern" | "urgent"; quote: string }[] | "hang" | "fail";
  /** The triage answers only once this settles (a triage that comes after the reply started). */
  triageGate?: Promise<unknown>;
  /** Memory's fact extraction (a structured-output completion named memory_facts): its facts, or failing with 500. */
  memoryFacts?: { kind: string; text: string; topic: string }[] | "fail";
};

/** What a speech request gets back: a few bytes standing for audio. */
export const STAND_IN_AUDIO = Buffer.from("ID3-stand-in-audio");

export type AudioRequest = { path: string; contentType: string; body: Buffer };

/**
 * A local OpenAI-compatible server: streamed chat completions of `chunks` (triage per `triage`; `failAfter` drops
 * the connection), moderations per `moderation`, transcription (`transcript`) and speech (STAND_IN_AUDIO).
 * Records each request, and in `cutOff` each chat completion its client hung up on.
 */
export async function startOpenAiStandIn() {
  const requests: Record<string, unknown>[] = [];
  /** Chat completions whose client hung up before the completion ended (an aborted model call). */
  const cutOff: Record<string, unknown>[] = [];
  const moderationRequests: Record<string, unknown>[] = [];
  /** Each moderation request's headers (its key, its content type). */
  const moderationHeaders: IncomingHttpHeaders[] = [];
  const triageRequests: Record<string, unknown>[] = [];
  const memoryRequests: Record<string, unknown>[] = [];
  const audioRequests: AudioRequest[] = [];
  let behaviour: StandInBehaviour = { chunks: ["Hello"] };
  let answered = 0;
  const server: Server = createServer(async (req, res) => {
    const pieces: Buffer[] = [];
    for await (const piece of req) pieces.push(piece as Buffer);
    const body = Buffer.concat(pieces);
    const raw = body.toString("utf8");
    if (req.method === "POST" && req.url?.includes("/audio/")) {
      audioRequests.push({ path: req.url, contentType: req.headers["content-type"] ?? "", body });
      if (req.url.endsWith("/audio/transcriptions")) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ text: behaviour.transcript ?? "", language: "english", duration: 1.5 }));
      } else {
        res.writeHead(200, { "content-type": "audio/mpeg" }).end(STAND_IN_AUDIO);
      }
      return;
    }
    if (req.method === "POST" && req.url?.endsWith("/moderations")) {
      moderationRequests.push(JSON.parse(raw) as Record<string, unknown>);
      moderationHeaders.push(req.headers);
      const moderation = behaviour.moderation;
      if (moderation === "hang") return; // never answers; the client gives up
      if (moderation === "missing") return void res.writeHead(404).end();
      if (moderation === "fail") return void res.writeHead(500).end();
      const flagged = moderation?.flag ?? [];
      const categories = Object.fromEntries(
        ["self-harm", "self-harm/intent", "violence", "sexual"].map((c) => [c, flagged.includes(c)]),
      );
      res.writeHead(200, { "content-type": "application/json" });
      return void res.end(
        JSON.stringify({ id: "modr-test", model: "stand-in", results: [{ flagged: flagged.length > 0, categories }] }),
      );
    }
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    const request = JSON.parse(raw) as Record<string, unknown> & {
      response_format?: { json_schema?: { name?: string } };
    };
    const answerJson = (content: unknown) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-structured",
          object: "chat.completion",
          created: 1,
          model: "stand-in",
          choices: [
            { index: 0, message: { role: "assistant", content: JSON.stringify(content) }, finish_reason: "stop" },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    };
    if (request.response_format?.json_schema?.name === "safety_triage") {
      triageRequests.push(request);
      if (behaviour.triage === "hang") return;
      if (behaviour.triage === "fail") return void res.writeHead(500).end();
      await behaviour.triageGate;
      return answerJson({ matches: behaviour.triage ?? [] });
    }
    if (request.response_format?.json_schema?.name === "memory_facts") {
      memoryRequests.push(request);
      if (behaviour.memoryFacts === "fail") return void res.writeHead(500).end();
      return answerJson({ facts: behaviour.memoryFacts ?? [] });
    }
    requests.push(request);
    res.on("close", () => {
      if (!res.writableEnded) cutOff.push(request);
    });
    if (behaviour.refuseWith) {
      res.writeHead(behaviour.refuseWith, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "image input is not supported", type: "invalid_request_error" } }));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 1, model: "stand-in", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: "assistant", content: "" }));
    const chunks = behaviour.sequence?.[answered++] ?? behaviour.chunks;
    for (const [index, content] of chunks.entries()) {
      if (behaviour.failAfter !== undefined && index >= behaviour.failAfter) {
        // Let the chunks already written reach the client before the connection drops.
        await new Promise((resolve) => setTimeout(resolve, 100));
        res.destroy();
        return;
      }
      if (res.destroyed) return;
      res.write(chunk({ content }));
      if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
    }
    res.write(chunk({}, "stop"));
    res.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    cutOff,
    moderationRequests,
    moderationHeaders,
    triageRequests,
    memoryRequests,
    audioRequests,
    behave(next: StandInBehaviour) {
      behaviour = next;
      answered = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * For a whole test file: a configured model whose chat and moderation are the stand-in, with a short
 * moderation budget; each test starts with no recorded requests.
 */
export async function moderatedModelStandIn() {
  const standIn = await startOpenAiStandIn();
  // With a trailing slash, as an address is often copied: every request must still reach its path.
  vi.stubEnv("OPENAI_BASE_URL", `${standIn.baseURL}/`);
  vi.stubEnv("OPENAI_API_KEY", "sk-test");
  vi.stubEnv("AI_MODERATION_BUDGET_MS", "400");
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.moderationRequests.length = 0;
    standIn.moderationHeaders.length = 0;
    standIn.triageRequests.length = 0;
  });
  return standIn;
}
