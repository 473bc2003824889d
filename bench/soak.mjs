#!/usr/bin/env node
// Load and soak: 50 users chatting, listing, searching and changing settings for 60 s (SOAK_USERS, SOAK_SECONDS)
// against the production build on PostgreSQL: requests/s, p50/p95/p99 per route, errors, server memory.
// `--cluster`: users ramped up in steps, with think time, against scripts/cluster.mjs. Usage: bench/README.md.
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { availableParallelism, cpus, loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import {
  childProcesses,
  createProAccounts,
  groupRssMiB,
  percentile,
  request,
  root,
  runBench,
  startProcess,
  startStack,
  startStandInModel,
  streamRequest,
  treeRssMiB,
} from "./harness.mjs";

const USERS = Number(process.env.SOAK_USERS ?? 50);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
// --cluster: users at each step (the last is the number of accounts), a step's length, the instances.
const STEPS = (process.env.SOAK_STEPS ?? "50,100,200,300,400").split(",").map(Number);
const STEP_SECONDS = Number(process.env.SOAK_STEP_SECONDS ?? 60);
const INSTANCES = Number(process.env.SOAK_INSTANCES ?? 3);
const CLUSTER_PORT = Number(process.env.SOAK_CLUSTER_PORT ?? 3780);
const THINK_MIN_MS = 2000;
const THINK_MAX_MS = 10_000;
const WARM_UP_USERS = 50;
/** The knee: the first step whose p95 over the non-streaming routes passes this. */
const KNEE_MS = 500;
/** Each user chats in this many conversations of their own, in turn. */
const CONVERSATIONS_PER_USER = 3;
const PROMPTS = [
  "How do we plan a calm weekend together?",
  "My partner felt unheard yesterday. How do I start that conversation?",
  "We keep arguing about chores; what could we try?",
];
/** After the load, the server is left idle this long before its memory is read once more. */
const IDLE_SECONDS = 20;
const SEARCHES = ["weekend", "chores", "unheard", "plan", "nothing-matches-this"];

/**
 * What a user does next, by weight: send a chat message (and read the streamed reply to its end), list
 * their conversations, search them, or open settings and change one (read the user, then PATCH).
 */
const ACTIONS = [
  { name: "chat", weight: 3 },
  { name: "list", weight: 3 },
  { name: "search", weight: 2 },
  { name: "settings", weight: 2 },
];
/** The cluster mode's users also open their advice history (`GET /api/advice`). */
const CLUSTER_ACTIONS = [...ACTIONS, { name: "advice", weight: 1 }];
const CHAT_ROUTE = "POST /api/chat (whole stream)";

function pickAction(actions) {
  let roll = Math.random() * actions.reduce((sum, a) => sum + a.weight, 0);
  for (const action of actions) {
    roll -= action.weight;
    if (roll < 0) return action.name;
  }
  return actions[0].name;
}

/** Route label → latencies (ms), route label → error descriptions, and the chat's first-token times (ms). */
function recorder() {
  const latencies = new Map();
  const errors = new Map();
  const listIn = (map, key) => map.get(key) ?? map.set(key, []).get(key);
  return {
    latencies,
    errors,
    firstTokens: [],
    record: (route, ms) => listIn(latencies, route).push(ms),
    fail: (route, why) => listIn(errors, route).push(why),
  };
}

/** `act(rec, user, action, turn)`: one action of one account on `port`, timed into the recorder `rec`. */
function actor({ port, accounts, run }) {
  /** One JSON request, timed; any answer but 2xx counts as an error for its route. */
  const timed = async (rec, route, options) => {
    const started = performance.now();
    try {
      const response = await request(port, options);
      if (response.status < 200 || response.status > 299)
        rec.fail(route, `${response.status} ${response.text.slice(0, 200)}`);
      else rec.record(route, performance.now() - started);
    } catch (error) {
      rec.fail(route, error instanceof Error ? error.message : String(error));
    }
  };

  return async (rec, user, action, turn) => {
    const { cookie } = accounts[user];
    const headers = { cookie };
    if (action === "chat") {
      const route = CHAT_ROUTE;
      const body = {
        conversationId: `soak-${run}-${user}-${turn % CONVERSATIONS_PER_USER}`,
        messageId: randomUUID(),
        text: PROMPTS[turn % PROMPTS.length],
      };
      try {
        const { ttft, total } = await streamRequest(port, "/api/chat", body, headers);
        rec.record(route, total);
        rec.firstTokens.push(ttft);
      } catch (error) {
        rec.fail(route, error instanceof Error ? error.message.slice(0, 300) : String(error));
      }
    } else if (action === "list") {
      await timed(rec, "GET /api/conversations", { path: "/api/conversations", headers });
    } else if (action === "search") {
      const q = encodeURIComponent(SEARCHES[turn % SEARCHES.length]);
      await timed(rec, "GET /api/conversations?q=", { path: `/api/conversations?q=${q}`, headers });
    } else if (action === "advice") {
      await timed(rec, "GET /api/advice", { path: "/api/advice", headers });
    } else {
      await timed(rec, "GET /api/user", { path: "/api/user", headers });
      await timed(rec, "PATCH /api/settings", {
        method: "PATCH",
        path: "/api/settings",
        headers,
        body: { modelPreference: turn % 2 ? "fast" : "balanced" },
      });
    }
  };
}

const ms = (v) => (v === undefined ? "—" : v.toFixed(1)).padStart(8);

/** Each route's requests, requests/s, p50/p95/p99/max and errors over `seconds`, then all routes together. */
function printRoutes(rec, seconds) {
  const routes = [...new Set([...rec.latencies.keys(), ...rec.errors.keys()])].sort();
  console.log("route                             requests    req/s       p50       p95       p99       max  errors");
  const row = (label, values, errorCount) =>
    console.log(
      `${label.padEnd(32)}  ${String(values.length).padStart(8)}  ${(values.length / seconds).toFixed(1).padStart(7)}  ${ms(percentile(values, 50))}  ${ms(percentile(values, 95))}  ${ms(percentile(values, 99))}  ${ms(values.length ? Math.max(...values) : undefined)}  ${String(errorCount).padStart(6)}`,
    );
  for (const route of routes) row(route, rec.latencies.get(route) ?? [], rec.errors.get(route)?.length ?? 0);
  const errorCount = routes.reduce((sum, route) => sum + (rec.errors.get(route)?.length ?? 0), 0);
  row("all", [...rec.latencies.values()].flat(), errorCount);
  return errorCount;
}

function printErrors(rec) {
  for (const [route, whys] of rec.errors) for (const why of whys.slice(0, 3)) console.log(`  ${route}: ${why}`);
}

async function benchmark({ databaseUrl, work, stops }) {
  const { port, server } = await startStack({ databaseUrl, work, stops });
  const run = randomUUID().slice(0, 8);
  const accounts = await createProAccounts({ port, databaseUrl, count: USERS, run });
  console.log(`${USERS} Pro accounts ready.`);
  const rec = recorder();
  const act = actor({ port, accounts, run });

  // Warm-up, not measured: every user does each thing once (their first conversations exist afterwards).
  for (const action of ["chat", "list", "search", "settings"])
    await Promise.all(accounts.map((_, user) => act(rec, user, action, 0)));
  rec.latencies.clear();
  rec.firstTokens.length = 0;
  const warmUpErrors = [...rec.errors.values()].flat();
  if (warmUpErrors.length > 0) throw new Error(`errors during the warm-up:\n${warmUpErrors.slice(0, 5).join("\n")}`);
  await sleep(2000);

  const load = loadavg()[0];
  if (load > 0.5)
    console.log(
      `⚠ The 1-minute load average is ${load.toFixed(2)} before measuring: other work on this machine skews the figures.`,
    );

  // Memory: the server's resident set every second; the start is taken before the load begins.
  const memory = [{ second: 0, rss: groupRssMiB(server.child.pid) }];
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const sampler = setInterval(() => memory.push({ second: elapsed(), rss: groupRssMiB(server.child.pid) }), 1000);
  let done = 0;
  await Promise.all(
    accounts.map(async (_, user) => {
      for (let turn = 1; elapsed() < SECONDS; turn++) {
        await act(rec, user, pickAction(ACTIONS), turn);
        done += 1;
      }
    }),
  );
  const seconds = elapsed();
  clearInterval(sampler);
  memory.push({ second: seconds, rss: groupRssMiB(server.child.pid) });
  if (server.exited()) throw new Error("next start exited during the run");
  await sleep(IDLE_SECONDS * 1000);
  const idle = { second: seconds + IDLE_SECONDS, rss: groupRssMiB(server.child.pid) };

  // ─── report ──────────────────────────────────────────────────────────────────────────────────
  const cores = availableParallelism?.() ?? cpus().length;
  console.log(`
${USERS} users for ${seconds.toFixed(1)} s, no pause between actions (${done} actions; weights chat ${ACTIONS[0].weight},
list ${ACTIONS[1].weight}, search ${ACTIONS[2].weight}, settings ${ACTIONS[3].weight}). Server: next start (production build),
PostgreSQL at 127.0.0.1, the stand-in model; ${cores} CPU cores (${cpus()[0]?.model.trim()}), Node ${process.version}.
Latency in ms from sending the request to the end of the answer (for the chat, the end of the streamed reply).
`);
  const allErrors = printRoutes(rec, seconds);

  const at = (second) =>
    memory.reduce((best, m) => (Math.abs(m.second - second) < Math.abs(best.second - second) ? m : best));
  const mib = (m) => (m.rss === null ? "— (no /proc)" : `${m.rss.toFixed(0)} MiB`);
  console.log(
    `\nServer memory (resident, next start's process group): start ${mib(memory[0])} · middle ${mib(at(seconds / 2))} · end ${mib(memory.at(-1))} · ${IDLE_SECONDS} s idle after the load ${mib(idle)}`,
  );
  const tenths = Array.from({ length: 11 }, (_, i) => at((seconds * i) / 10));
  console.log(
    `  every ${(seconds / 10).toFixed(0)} s: ${tenths.map((m) => (m.rss === null ? "—" : m.rss.toFixed(0))).join(" → ")} MiB`,
  );
  // The trend over the second half (after the first allocations have settled): a least-squares slope.
  const half = memory.filter((m) => m.second >= seconds / 2 && m.rss !== null);
  if (half.length > 2) {
    const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const mx = mean(half.map((m) => m.second));
    const my = mean(half.map((m) => m.rss));
    const slope =
      half.reduce((sum, m) => sum + (m.second - mx) * (m.rss - my), 0) /
      half.reduce((sum, m) => sum + (m.second - mx) ** 2, 0);
    console.log(
      `  trend over the second half: ${slope >= 0 ? "+" : "−"}${Math.abs(slope * 60).toFixed(1)} MiB per minute`,
    );
  }

  if (allErrors > 0) {
    console.log("\nErrors (first 3 per route):");
    printErrors(rec);
  }
  console.log(`\nGoal: 0 errors (${allErrors === 0 ? "met" : `NOT met: ${allErrors}`}).`);
}

/**
 * Cluster mode: `scripts/cluster.mjs` (INSTANCES servers behind its balancer) on the bench's PostgreSQL, every
 * account made first, then users added in steps, each acting after a think time of 2–10 s.
 */
async function clusterBenchmark({ databaseUrl, work, stops }) {
  const standInPort = await startStandInModel({ work, stops });
  const stateFile = path.join(work, "cluster.json");
  const cluster = startProcess(
    process.execPath,
    [
      path.join(root, "scripts/cluster.mjs"),
      "--skip-build",
      ...["--instances", String(INSTANCES), "--port", String(CLUSTER_PORT), "--state-file", stateFile],
    ],
    {
      logFile: path.join(work, "next.log"),
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        OPENAI_BASE_URL: `http://127.0.0.1:${standInPort}/v1`,
        OPENAI_API_KEY: "bench",
        HEARTH_BENCH: "1",
      },
    },
  );
  stops.push(cluster.stop);
  for (const until = Date.now() + 120_000; !existsSync(stateFile); await sleep(200)) {
    if (cluster.exited()) throw new Error("scripts/cluster.mjs exited before it was ready");
    if (Date.now() > until) throw new Error("the cluster was not ready within 120 s");
  }
  const { instances } = JSON.parse(readFileSync(stateFile, "utf8"));
  const children = childProcesses(cluster.child.pid);
  const pids = instances.map(({ n, port }) => {
    // Next renames its process (its command line), so each instance is known by its own data directory.
    const child = children.find(({ environ }) =>
      environ.some((v) => /^DATA_DIR=.*instance-(\d+)$/.exec(v)?.[1] === String(n)),
    );
    if (!child) throw new Error(`no process found for instance ${n} (port ${port})`);
    return child.pid;
  });
  /** Each instance's resident memory (its process tree), then the balancer's (the script's own process). */
  const memory = () => [...pids.map(treeRssMiB), treeRssMiB(cluster.child.pid) - sum(pids.map(treeRssMiB))];

  const users = Math.max(...STEPS);
  const run = randomUUID().slice(0, 8);
  const accountsStarted = performance.now();
  const accounts = await createProAccounts({ port: CLUSTER_PORT, databaseUrl, count: users, run, parallel: 10 });
  console.log(`${users} Pro accounts ready in ${((performance.now() - accountsStarted) / 1000).toFixed(0)} s.`);
  const act = actor({ port: CLUSTER_PORT, accounts, run });

  // Warm-up, not measured: WARM_UP_USERS users do each thing once, spread over the instances by the balancer.
  const warmUp = recorder();
  for (const action of CLUSTER_ACTIONS.map((a) => a.name))
    await Promise.all(accounts.slice(0, WARM_UP_USERS).map((_, user) => act(warmUp, user, action, 0)));
  if (warmUp.errors.size > 0) {
    printErrors(warmUp);
    throw new Error("errors during the warm-up");
  }
  const before = { load: loadavg(), rss: memory() };

  const steps = [];
  let current = recorder();
  let stopped = false;
  const thinkTime = () => sleep(THINK_MIN_MS + Math.random() * (THINK_MAX_MS - THINK_MIN_MS));
  const user = async (n) => {
    await thinkTime();
    for (let turn = 1; !stopped; turn++) {
      await act(current, n, pickAction(CLUSTER_ACTIONS), turn);
      await thinkTime();
    }
  };
  const running = [];
  for (const [i, count] of STEPS.entries()) {
    current = recorder();
    while (running.length < count) running.push(user(running.length));
    const started = performance.now();
    await sleep(STEP_SECONDS * 1000);
    const seconds = (performance.now() - started) / 1000;
    // What completed within the step: actions still running finish into the recorder left behind.
    const rec = { latencies: new Map(current.latencies), errors: new Map(current.errors) };
    rec.firstTokens = [...current.firstTokens];
    for (const map of [rec.latencies, rec.errors]) for (const [route, values] of map) map.set(route, [...values]);
    const step = { users: count, seconds, rec, load: loadavg()[0], rss: memory() };
    steps.push(step);
    console.log(`\n── step ${i + 1}: ${count} users, ${seconds.toFixed(0)} s, load ${step.load.toFixed(2)} ──`);
    printRoutes(rec, seconds);
    console.log(`first token p95 ${ms(percentile(rec.firstTokens, 95))} ms · ${rssLine(step.rss)}`);
  }
  stopped = true;
  await Promise.all(running);
  if (cluster.exited()) throw new Error("the cluster exited during the run");
  await sleep(IDLE_SECONDS * 1000);
  const idle = memory();

  // ─── summary ─────────────────────────────────────────────────────────────────────────────────
  const cores = availableParallelism?.() ?? cpus().length;
  const streamed = (route) => route === CHAT_ROUTE;
  const p95Of = (rec) =>
    percentile(
      [...rec.latencies].flatMap(([route, v]) => (streamed(route) ? [] : v)),
      95,
    );
  console.log(`
${INSTANCES} instances of next start (production build) behind scripts/cluster.mjs's balancer, PostgreSQL at
127.0.0.1, the stand-in model; ${cores} CPU cores (${cpus()[0]?.model.trim()}), Node ${process.version}. Users think
${THINK_MIN_MS / 1000}–${THINK_MAX_MS / 1000} s between actions (weights ${CLUSTER_ACTIONS.map((a) => `${a.name} ${a.weight}`).join(", ")});
${STEP_SECONDS} s a step. Load average (1, 5, 15 min) before the first step: ${before.load.map((l) => l.toFixed(2)).join(", ")}.
Memory after the warm-up: ${rssLine(before.rss)}.

users  req/s  p95 non-streaming  p95 first token  p95 chat  errors  load  instances' memory (MiB)`);
  for (const { users: count, seconds, rec, load, rss } of steps) {
    const requests = [...rec.latencies.values()].flat().length;
    const errorCount = [...rec.errors.values()].flat().length;
    console.log(
      `${String(count).padStart(5)}  ${(requests / seconds).toFixed(1).padStart(5)}  ${ms(p95Of(rec)).padStart(17)}  ${ms(percentile(rec.firstTokens, 95)).padStart(15)}  ${ms(percentile(rec.latencies.get(CHAT_ROUTE) ?? [], 95))}  ${String(errorCount).padStart(6)}  ${load.toFixed(1).padStart(4)}  ${rss
        .slice(0, -1)
        .map((r) => (r === null ? "—" : r.toFixed(0)))
        .join(" / ")}`,
    );
  }
  console.log(`${IDLE_SECONDS} s idle after the load: ${rssLine(idle)}.`);
  const knee = steps.find((step) => p95Of(step.rec) > KNEE_MS);
  console.log(
    `Knee (p95 of the non-streaming routes over ${KNEE_MS} ms): ${knee ? `${knee.users} users` : `not reached (up to ${users} users)`}.`,
  );
  const errorTotal = steps.reduce((total, step) => total + [...step.rec.errors.values()].flat().length, 0);
  if (errorTotal > 0) {
    console.log("\nErrors (first 3 per route and step):");
    for (const step of steps) printErrors(step.rec);
  }
  console.log(`Goal: 0 errors (${errorTotal === 0 ? "met" : `NOT met: ${errorTotal}`}).`);
}

const sum = (values) => values.reduce((a, b) => a + b, 0);
const rssLine = (rss) =>
  rss[0] === null
    ? "memory: — (no /proc)"
    : `${rss
        .slice(0, -1)
        .map((r, i) => `instance ${i + 1} ${r.toFixed(0)}`)
        .join(" · ")} · balancer ${rss.at(-1).toFixed(0)} MiB`;

await runBench({ benchmark: process.argv.includes("--cluster") ? clusterBenchmark : benchmark });
