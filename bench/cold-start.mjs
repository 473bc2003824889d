#!/usr/bin/env node
// Cold start of the production server: `next start` to the first 200 on /api/health, and the first /api/chat
// token of a fresh process against a warm one, on PostgreSQL and on PGlite. Usage: bench/README.md.
// Everything runs on 127.0.0.1 and is stopped at the end, even on error.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import {
  percentile,
  registerAccount,
  request,
  runBench,
  startServer,
  startStandInModel,
  streamRequest,
} from "./harness.mjs";

const { values } = parseArgs({ options: { starts: { type: "string", default: "5" } } });
const STARTS = Number(values.starts);
const WARM_TURNS = 5;

const ms = (v) => `${v.toFixed(0).padStart(6)} ms`;

/** Milliseconds to a page's whole HTML, signed in; anything but a 200 throws. */
async function timedPage(port, urlPath, cookie) {
  const started = performance.now();
  const page = await request(port, { path: urlPath, headers: { cookie } });
  if (page.status !== 200) throw new Error(`GET ${urlPath} answered ${page.status}`);
  return performance.now() - started;
}

async function benchmark({ databaseUrl, work, stops }) {
  const standInPort = await startStandInModel({ work, stops });
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  for (const engine of ["postgres", "pglite"]) {
    const database = {
      databaseUrl: engine === "postgres" ? databaseUrl : undefined,
      dataDir: path.join(work, `data-${engine}`),
    };
    // The deploy's first start migrates the empty database; the account is made and welcomed then.
    const first = await startServer({ ...database, standInPort, work, stops });
    const cookie = await registerAccount({ port: first.port, email: `cold-${engine}@bench.example` });
    // The welcome answered, so /chat opens the chat instead of sending the account to it.
    const offered = await request(first.port, { method: "POST", path: "/api/profile/offered", headers: { cookie } });
    if (offered.status !== 200) throw new Error(`POST /api/profile/offered answered ${offered.status}`);
    await stops.pop()();
    console.log(`\n${engine}: first start on an empty database (migrating): ${ms(first.readyMs)} to /api/health 200`);

    // One conversation throughout (the free plan allows one), its history growing as a real one does.
    const conversationId = randomUUID();
    const turn = (port) =>
      streamRequest(
        port,
        "/api/chat",
        { conversationId, messageId: randomUUID(), text: "How do we plan a calm weekend together?" },
        { cookie },
      );
    const ready = [];
    // The chat route's first token, then the signed-in chat page: each the first request of fresh processes.
    const firsts = [
      { label: "first chat token", call: async (port) => (await turn(port)).ttft },
      { label: "first /chat page", call: (port) => timedPage(port, "/chat", cookie) },
    ];
    for (const { label, call } of firsts) {
      const cold = [];
      const warm = [];
      for (let i = 0; i < STARTS; i += 1) {
        const server = await startServer({ ...database, standInPort, work, stops });
        ready.push(server.readyMs);
        cold.push(await call(server.port));
        const again = [];
        for (let k = 0; k < WARM_TURNS; k += 1) again.push(await call(server.port));
        warm.push(percentile(again, 50));
        await stops.pop()();
        console.log(
          `  start ${ready.length}: /api/health 200 after ${ms(server.readyMs)}; ${label} ${ms(cold[i])}, warm p50 ${ms(warm[i])}`,
        );
      }
      const extra = cold.map((first, i) => first - warm[i]);
      console.log(
        `${engine}: ${label} of a fresh process p50 ${ms(percentile(cold, 50))} (warm p50 ${ms(percentile(warm, 50))}): +${percentile(extra, 50).toFixed(0)} ms p50, +${Math.max(...extra).toFixed(0)} ms max`,
      );
    }
    console.log(
      `${engine}, ${ready.length} starts of a migrated database: /api/health 200 after p50 ${ms(percentile(ready, 50))}, max ${ms(Math.max(...ready))}`,
    );
  }
  console.log(`\nGoal: /api/health 200 ≤ 1500 ms after start; a cold first token ≤ 300 ms over a warm one.`);
}

await runBench({ benchmark });
