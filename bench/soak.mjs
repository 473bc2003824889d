#!/usr/bin/env node
// Load and soak: 50 users chatting, listing, searching and changing settings for 60 s (SOAK_USERS, SOAK_SECONDS)
// against the production build on PostgreSQL: requests/s, p50/p95/p99 per route, errors, server memory.
// Usage: bench/README.md.
import { randomUUID } from "node:crypto";
import { availableParallelism, cpus, loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import {
  createProAccounts,
  groupRssMiB,
  percentile,
  request,
  runBench,
  startStack,
  streamRequest,
} from "./harness.mjs";

const USERS = Number(process.env.SOAK_USERS ?? 50);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
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
const TOTAL_WEIGHT = ACTIONS.reduce((sum, a) => sum + a.weight, 0);

function pickAction() {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const action of ACTIONS) {
    roll -= action.weight;
    if (roll < 0) return action.name;
  }
  return ACTIONS[0].name;
}

async function benchmark({ databaseUrl, work, stops }) {
  const { port, server } = await startStack({ databaseUrl, work, stops });
  const run = randomUUID().slice(0, 8);
  const accounts = await createProAccounts({ port, databaseUrl, count: USERS, run });
  console.log(`${USERS} Pro accounts ready.`);

  /** Route label → latencies (ms); route label → error descriptions. */
  const latencies = new Map();
  const errors = new Map();
  const listIn = (map, key) => map.get(key) ?? map.set(key, []).get(key);
  const record = (route, ms) => listIn(latencies, route).push(ms);
  const fail = (route, why) => listIn(errors, route).push(why);

  /** One JSON request, timed; any answer but 2xx counts as an error for its route. */
  const timed = async (route, options) => {
    const started = performance.now();
    try {
      const response = await request(port, options);
      if (response.status < 200 || response.status > 299)
        fail(route, `${response.status} ${response.text.slice(0, 200)}`);
      else record(route, performance.now() - started);
      return response;
    } catch (error) {
      fail(route, error instanceof Error ? error.message : String(error));
      return null;
    }
  };

  const act = async (user, action, turn) => {
    const { cookie } = accounts[user];
    const headers = { cookie };
    if (action === "chat") {
      const route = "POST /api/chat (whole stream)";
      const body = {
        conversationId: `soak-${run}-${user}-${turn % CONVERSATIONS_PER_USER}`,
        messageId: randomUUID(),
        text: PROMPTS[turn % PROMPTS.length],
      };
      try {
        record(route, (await streamRequest(port, "/api/chat", body, headers)).total);
      } catch (error) {
        fail(route, error instanceof Error ? error.message.slice(0, 300) : String(error));
      }
    } else if (action === "list") {
      await timed("GET /api/conversations", { path: "/api/conversations", headers });
    } else if (action === "search") {
      const q = encodeURIComponent(SEARCHES[turn % SEARCHES.length]);
      await timed("GET /api/conversations?q=", { path: `/api/conversations?q=${q}`, headers });
    } else {
      await timed("GET /api/user", { path: "/api/user", headers });
      await timed("PATCH /api/settings", {
        method: "PATCH",
        path: "/api/settings",
        headers,
        body: { modelPreference: turn % 2 ? "fast" : "balanced" },
      });
    }
  };

  // Warm-up, not measured: every user does each thing once (their first conversations exist afterwards).
  for (const action of ["chat", "list", "search", "settings"])
    await Promise.all(accounts.map((_, user) => act(user, action, 0)));
  latencies.clear();
  const warmUpErrors = [...errors.values()].flat();
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
        await act(user, pickAction(), turn);
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
  const ms = (v) => (v === undefined ? "—" : v.toFixed(1)).padStart(8);
  const routes = [...new Set([...latencies.keys(), ...errors.keys()])].sort();
  const allLatencies = routes.flatMap((route) => latencies.get(route) ?? []);
  const allErrors = routes.reduce((sum, route) => sum + (errors.get(route)?.length ?? 0), 0);
  console.log(`
${USERS} users for ${seconds.toFixed(1)} s, no pause between actions (${done} actions; weights chat ${ACTIONS[0].weight},
list ${ACTIONS[1].weight}, search ${ACTIONS[2].weight}, settings ${ACTIONS[3].weight}). Server: next start (production build),
PostgreSQL at 127.0.0.1, the stand-in model; ${cores} CPU cores (${cpus()[0]?.model.trim()}), Node ${process.version}.
Latency in ms from sending the request to the end of the answer (for the chat, the end of the streamed reply).

route                             requests    req/s       p50       p95       p99       max  errors`);
  const row = (label, values, errorCount) =>
    console.log(
      `${label.padEnd(32)}  ${String(values.length).padStart(8)}  ${(values.length / seconds).toFixed(1).padStart(7)}  ${ms(percentile(values, 50))}  ${ms(percentile(values, 95))}  ${ms(percentile(values, 99))}  ${ms(values.length ? Math.max(...values) : undefined)}  ${String(errorCount).padStart(6)}`,
    );
  for (const route of routes) row(route, latencies.get(route) ?? [], errors.get(route)?.length ?? 0);
  row("all", allLatencies, allErrors);

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
    for (const route of routes)
      for (const why of (errors.get(route) ?? []).slice(0, 3)) console.log(`  ${route}: ${why}`);
  }
  console.log(`\nGoal: 0 errors (${allErrors === 0 ? "met" : `NOT met: ${allErrors}`}).`);
}

await runBench({ benchmark });
