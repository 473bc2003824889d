#!/usr/bin/env node
// Time to the first text token and requests/s of POST /api/chat beside a bare streamText route
// (app/api/bench/bare), same production server and stand-in model, at 1, 10 and 50 concurrent streams.
// Usage: bench/README.md. Everything runs on 127.0.0.1 and is stopped at the end, even on error.
import { randomUUID } from "node:crypto";
import { availableParallelism, cpus, loadavg } from "node:os";
import { createProAccounts, groupCpuMs, percentile, runBench, startStack, streamRequest } from "./harness.mjs";
import { CHUNK_DELAY_MS, CHUNKS } from "./stand-in-model.mjs";

const LEVELS = [1, 10, 50];
const requestsAt = (c) => Math.max(40, 8 * c); // per route and level
const ACCOUNTS = Math.max(...LEVELS);
const PROMPT = "How do we plan a calm weekend together?";

const ms = (v) => v.toFixed(1).padStart(8);
const signed = (v) => `${v >= 0 ? "+" : "−"}${Math.abs(v).toFixed(1)}`;

async function benchmark({ databaseUrl, work, stops }) {
  const { port, server } = await startStack({ databaseUrl, work, stops });
  const run = randomUUID().slice(0, 8);
  const accounts = await createProAccounts({ port, databaseUrl, count: ACCOUNTS, run });
  console.log(`${ACCOUNTS} Pro accounts ready.`);

  const chatCall = (level, worker) => {
    const account = accounts[worker];
    return streamRequest(
      port,
      "/api/chat",
      { conversationId: `b${run}-${level}-${worker}`, messageId: randomUUID(), text: PROMPT },
      { cookie: account.cookie },
    );
  };
  const bareCall = () => streamRequest(port, "/api/bench/bare", {}, {});

  /** `count` requests by `workers` workers (worker i uses account i); returns the samples and the wall time. */
  const phase = async (call, workers, count) => {
    let next = 0;
    const samples = [];
    const cpuBefore = groupCpuMs(server.child.pid);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        while (next < count) {
          next += 1;
          samples.push(await call(worker));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuMs = cpuBefore === null ? null : groupCpuMs(server.child.pid) - cpuBefore;
    return { samples, seconds, cpuMs };
  };

  // Warm-up: compiles the routes' code paths and fills the connection pools.
  for (let i = 0; i < 20; i++) {
    await chatCall("w", 0);
    await bareCall();
  }
  await phase((w) => chatCall("w", w), ACCOUNTS, ACCOUNTS);
  await phase(() => bareCall(), ACCOUNTS, ACCOUNTS);

  const load = loadavg()[0];
  if (load > 0.5)
    console.log(
      `⚠ The 1-minute load average is ${load.toFixed(2)} before measuring: other work on this machine skews the figures.`,
    );
  const results = [];
  for (const c of LEVELS) {
    const n = requestsAt(c);
    // Each worker's conversation for this level is created here, so the measured sends are follow-ups.
    await phase((w) => chatCall(c, w), c, c);
    await phase(() => bareCall(), c, c);
    // ABBA order (chat, bare, bare, chat) so that both routes see the same conditions on average.
    const runs = { chat: [], bare: [] };
    for (const route of ["chat", "bare", "bare", "chat"]) {
      runs[route].push(await phase(route === "chat" ? (w) => chatCall(c, w) : () => bareCall(), c, n / 2));
    }
    const level = { c, n };
    for (const route of ["chat", "bare"]) {
      const samples = runs[route].flatMap((r) => r.samples);
      const seconds = runs[route].reduce((sum, r) => sum + r.seconds, 0);
      const cpuMs = runs[route].some((r) => r.cpuMs === null) ? null : runs[route].reduce((sum, r) => sum + r.cpuMs, 0);
      const pick = (key, p) =>
        percentile(
          samples.map((s) => s[key]),
          p,
        );
      level[route] = {
        ttft50: pick("ttft", 50),
        ttft95: pick("ttft", 95),
        ttfb50: pick("ttfb", 50),
        total50: pick("total", 50),
        rps: samples.length / seconds,
        cpu: cpuMs === null ? null : cpuMs / samples.length,
      };
    }
    results.push(level);
    console.log(`  c=${c}: ${n} chat + ${n} bare requests done`);
  }

  // ─── report ──────────────────────────────────────────────────────────────────────────────────
  const cores = availableParallelism?.() ?? cpus().length;
  console.log(`
Stand-in model: ${CHUNKS} chunks of 3 words; first chunk at once (no delay), then a fixed ${CHUNK_DELAY_MS} ms between chunks.
Server: next start (production build), PostgreSQL at 127.0.0.1, ${cores} CPU cores (${cpus()[0]?.model.trim()}), Node ${process.version}.
TTFT = request sent → first text-delta event of the UI message stream; TTFB = → response headers; total = → end of
the stream. Times in ms; server CPU = CPU time of the next start process per request (user + system).

conc  route  requests  TTFT p50  TTFT p95  TTFB p50  total p50    req/s  server CPU`);
  for (const { c, n, chat, bare } of results) {
    for (const [name, r] of [
      ["chat", chat],
      ["bare", bare],
    ]) {
      console.log(
        `${String(c).padStart(4)}  ${name}  ${String(n).padStart(8)}  ${ms(r.ttft50)}  ${ms(r.ttft95)}  ${ms(r.ttfb50)}  ${ms(r.total50).padStart(9)}  ${r.rps.toFixed(1).padStart(7)}  ${r.cpu === null ? "       —" : ms(r.cpu)}`,
      );
    }
  }
  console.log("\nAdded by /api/chat over the bare streamText route:");
  for (const { c, chat, bare } of results) {
    console.log(
      `  ${String(c).padStart(2)} stream${c === 1 ? " " : "s"}: TTFT ${signed(chat.ttft50 - bare.ttft50)} ms p50, ${signed(chat.ttft95 - bare.ttft95)} ms p95; throughput chat/bare ${(chat.rps / bare.rps).toFixed(2)}`,
    );
  }
  const at = (c) => results.find((r) => r.c === c);
  const goal = (ok) => (ok ? "met" : "NOT met");
  console.log(
    `\nGoal: ≤ +4 ms p50 at 1 stream (${goal(at(1).chat.ttft50 - at(1).bare.ttft50 <= 4)}), ≤ +15 ms p50 at 10 (${goal(at(10).chat.ttft50 - at(10).bare.ttft50 <= 15)}), ≥ 90% of bare throughput at 50 (${goal(at(50).chat.rps / at(50).bare.rps >= 0.9)}).`,
  );
}

await runBench({
  requiredBuildFiles: [
    {
      file: ".next/server/app/api/bench/bare/route.js",
      why: "The production build predates app/api/bench/bare: run `npx next build` again first.",
    },
  ],
  benchmark,
});
