#!/usr/bin/env node
// A stand-in OpenAI-compatible model for the benchmarks: answers every chat completion with a stream of
// CHUNKS chunks of three words, the first at once, then CHUNK_DELAY_MS apart. Prints "PORT <n>" when ready
// and ends when its standard input closes (with the benchmark that started it, however that ends).
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

export const CHUNKS = 20;
export const CHUNK_DELAY_MS = 5;
const WORDS = [
  "Listen",
  "closely,",
  "then",
  "ask",
  "what",
  "they",
  "need;",
  "small",
  "kind",
  "steps",
  "build",
  "trust",
  "over",
  "time.",
];

function runStandIn() {
  const chunk = (delta, finish = null) =>
    `data: ${JSON.stringify({ id: "chatcmpl-bench", object: "chat.completion.chunk", created: 1, model: "stand-in", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const text = (i) => `${[0, 1, 2].map((k) => WORDS[(i * 3 + k) % WORDS.length]).join(" ")} `;
  const server = http.createServer(async (req, res) => {
    await new Promise((resolve) => req.on("end", resolve).resume()); // read the whole request body
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.write(chunk({ role: "assistant", content: text(0) }));
    for (let i = 1; i < CHUNKS; i++) {
      await sleep(CHUNK_DELAY_MS);
      if (res.destroyed) return;
      res.write(chunk({ content: text(i) }));
    }
    res.write(chunk({}, "stop"));
    res.end("data: [DONE]\n\n");
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, "127.0.0.1", () => console.log(`PORT ${server.address().port}`));
  // Ends with the benchmark, even if that dies without stopping it.
  process.stdin.on("end", () => process.exit(0)).resume();
}

if (import.meta.filename === process.argv[1]) runStandIn();
