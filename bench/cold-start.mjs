#!/usr/bin/env node
// Cold start of the production server: `next start` to the first 200 on /api/health with a migrated
// database, and the first /api/chat token of a fresh process against a warm one, on PostgreSQL and on
// PGlite (a file data directory). Usage: npx next build && node bench/cold-start.mjs [--starts 5]
// (see bench/README.md). Everything runs on 127.0.0.1 and is stopped at the end, even on error.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { percentile, registerAccount, runBench, startServer, startStandInModel, streamRequest } from "./harness.mjs";

const { values } = parseArgs({ options: { starts: { type: "string", default: "5" } } });
const STARTS = Number(values.starts);
const WARM_TURNS = 5;

const ms = (v) => `${v.toFixed(0).padStart(6)} ms`;

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
    // The deploy's first start migrates the empty database; the account is made then.
    const first = await startServer({ ...database, standInPort, work, stops });
    const cookie = await registerAccount({ port: first.port, email: `cold-${engine}@bench.example` });
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
    const coldTtft = [];
    const warmTtft = [];
    for (let i = 0; i < STARTS; i += 1) {
      const server = await startServer({ ...database, standInPort, work, stops });
      ready.push(server.readyMs);
      const cold = await turn(server.port);
      coldTtft.push(cold.ttft);
      const warm = [];
      for (let k = 0; k < WARM_TURNS; k += 1) warm.push((await turn(server.port)).ttft);
      warmTtft.push(percentile(warm, 50));
      await stops.pop()();
      console.log(
        `  start ${i + 1}: /api/health 200 after ${ms(server.readyMs)}; first chat token ${ms(cold.ttft)}, warm p50 ${ms(percentile(warm, 50))}`,
      );
    }
    const extra = coldTtft.map((cold, i) => cold - warmTtft[i]);
    console.log(
      `${engine}, ${STARTS} starts of a migrated database: /api/health 200 after p50 ${ms(percentile(ready, 50))}, max ${ms(Math.max(...ready))}`,
    );
    console.log(
      `${engine}: first chat token of a fresh process p50 ${ms(percentile(coldTtft, 50))} (warm p50 ${ms(percentile(warmTtft, 50))}): +${percentile(extra, 50).toFixed(0)} ms p50, +${Math.max(...extra).toFixed(0)} ms max`,
    );
  }
  console.log(`\nGoal: /api/health 200 ≤ 1500 ms after start; a cold first token ≤ 300 ms over a warm one.`);
}

await runBench({ benchmark });
