import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type StandInBehaviour = {
  chunks: string[];
  failAfter?: number;
  delayMs?: number;
  /** POST /v1/moderations: flag these categories, never answer, or answer 404 like servers without it. */
  moderation?: { flag: string[] } | "hang" | "missing";
};

/**
 * A local OpenAI-compatible server: answers POST /v1/chat/completions with a streamed completion made
 * of `chunks`; with `failAfter` it drops the connection after that many chunks; POST /v1/moderations as
 * `moderation` says (not flagged when unset). Records each request.
 */
export async function startOpenAiStandIn() {
  const requests: Record<string, unknown>[] = [];
  const moderationRequests: Record<string, unknown>[] = [];
  let behaviour: StandInBehaviour = { chunks: ["Hello"] };
  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const piece of req) raw += piece;
    if (req.method === "POST" && req.url?.endsWith("/moderations")) {
      moderationRequests.push(JSON.parse(raw) as Record<string, unknown>);
      const moderation = behaviour.moderation;
      if (moderation === "hang") return; // never answers; the client gives up
      if (moderation === "missing") return void res.writeHead(404).end();
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
    requests.push(JSON.parse(raw) as Record<string, unknown>);
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 1, model: "stand-in", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: "assistant", content: "" }));
    for (const [index, content] of behaviour.chunks.entries()) {
      if (behaviour.failAfter !== undefined && index >= behaviour.failAfter) {
        // Let the chunks already written reach the client before the connection drops.
        await new Promise((resolve) => setTimeout(resolve, 100));
        res.destroy();
        return;
      }
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
    moderationRequests,
    behave(next: StandInBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
