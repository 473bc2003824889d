#!/usr/bin/env node
// Time to the first rendered section and requests/s of POST /api/advice beside a bare structured-output route
// (app/api/bench/advice), same production server and stand-in model, at 1 and 20 concurrent requests.
// Usage: bench/README.md. Everything runs on 127.0.0.1 and is stopped at the end, even on error.
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parsePartialJson } from "ai";

const root = path.resolve(import.meta.dirname, "..");

// The stand-in model: one analysis (the JSON object the app asks for) cut into CHUNKS chunks; the first
// is sent at once, then CHUNK_DELAY_MS apart.
const CHUNKS = 20;
const CHUNK_DELAY_MS = 5;
const ANALYSIS = {
  opening: "Thank you for putting this moment into words; it is already a meaningful step.",
  yourSide:
    "Your words came out sharp, which usually means something had been building up for a while. Underneath it, you wanted to feel heard and respected.",
  theirSide:
    "He most likely heard criticism of who he is rather than a request, and people who feel accused defend themselves instead of listening.",
  wentWell: [
    "You didn't bottle it up: you cared enough to raise it.",
    "You are looking back at the moment instead of letting it slide.",
  ],
  doDifferently: [
    'Swap "you never" for "I feel … when … because …", about one specific moment.',
    "Pause when voices rise, and say when you will come back to it.",
    "Agree on a time to check in on how it is going.",
  ],
  script:
    "I've been thinking about what I said earlier, and it came out harsher than I meant. Could we each say what we need, and pick one thing to try this week?",
  reflectionQuestion: "Underneath the chores, what was that argument really about for you?",
};
const SECTIONS = Object.keys(ANALYSIS);

const LEVELS = [1, 20];
const requestsAt = (c) => Math.max(40, 8 * c); // per route and level
const ACCOUNTS = Math.max(...LEVELS);
const REQUEST_TIMEOUT_MS = 30_000;
const MOMENT = {
  situation: "We were tidying the kitchen after dinner and arguing about chores again.",
  action: "I told him he never helps with anything.",
  reaction: "He got defensive and walked out of the room.",
};

// ─── the stand-in OpenAI-compatible server (runs in its own process: `--stand-in`) ─────────────

function runStandIn() {
  const chunk = (delta, finish = null) =>
    `data: ${JSON.stringify({ id: "chatcmpl-bench", object: "chat.completion.chunk", created: 1, model: "stand-in", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const json = JSON.stringify(ANALYSIS);
  const size = Math.ceil(json.length / CHUNKS);
  const text = (i) => json.slice(i * size, (i + 1) * size);
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

// ─── helpers ─────────────────────────────────────────────────────────────────────────────────────

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One HTTP request on 127.0.0.1; resolves with status, headers and the whole body as text. */
function request(port, { method = "GET", path: urlPath, body, headers = {} }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: urlPath,
        agent,
        headers: {
          ...headers,
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text }));
        res.on("error", reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`${method} ${urlPath} timed out`)));
    req.on("error", reject);
    req.end(payload);
  });
}

/** The first section the page would render: the first one of the partial object with any text in it. */
function firstSection(partial) {
  if (!partial || typeof partial !== "object") return undefined;
  return SECTIONS.find((key) => {
    const value = partial[key];
    return Array.isArray(value) ? value.some((item) => typeof item === "string" && item) : Boolean(value);
  });
}

/**
 * One streamed request: times the response headers (TTFB), the first rendered section (TTFS: the first
 * moment the partial JSON, parsed as the page parses it, has a section with text) and the end of the
 * stream. Any non-200 answer, a stream that breaks off, or an end that is not the whole analysis throws.
 */
function streamRequest(port, urlPath, body, headers) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const started = performance.now();
    let ttfb, ttfs;
    let raw = "";
    let parsing = Promise.resolve();
    const fail = (why) => reject(new Error(`POST ${urlPath} ${why}\n--- response body ---\n${raw.slice(0, 4000)}`));
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: urlPath,
        agent,
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (res) => {
        ttfb = performance.now() - started;
        res.setEncoding("utf8");
        res.on("data", (piece) => {
          raw += piece;
          if (res.statusCode !== 200 || ttfs !== undefined) return;
          const text = raw;
          parsing = parsing.then(async () => {
            if (ttfs === undefined && firstSection((await parsePartialJson(text)).value))
              ttfs = performance.now() - started;
          });
        });
        res.on("end", async () => {
          await parsing;
          const total = performance.now() - started;
          if (res.statusCode !== 200) return fail(`answered ${res.statusCode}`);
          let whole;
          try {
            whole = JSON.parse(raw);
          } catch {
            return fail("ended without a whole JSON object");
          }
          if (SECTIONS.some((key) => !whole[key])) return fail("ended without every section");
          resolve({ ttfb, ttfs, total });
        });
        res.on("error", (error) => fail(error.message));
        res.on("aborted", () => fail("broke off"));
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`timed out after ${REQUEST_TIMEOUT_MS} ms`)));
    req.on("error", (error) => fail(error.message));
    req.end(payload);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const ms = (v) => v.toFixed(1).padStart(8);
const signed = (v) => `${v >= 0 ? "+" : "−"}${Math.abs(v).toFixed(1)}`;

/** Starts a child process whose log goes to `logFile`; the returned stop() ends its whole process group. */
function startProcess(command, args, { env, logFile }) {
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ["pipe", "pipe", "pipe"] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = false;
  child.on("exit", () => (exited = true));
  return {
    child,
    exited: () => exited,
    stop: async () => {
      if (exited) return;
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        return;
      }
      for (let i = 0; i < 50 && !exited; i++) await sleep(100);
      if (!exited) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {}
      }
    },
  };
}

const clockTicks = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim()) || 100;

/** CPU time (user + system, ms) used so far by the processes of a process group; null without /proc (not Linux). */
function groupCpuMs(pgid) {
  if (!existsSync("/proc/self/stat")) return null;
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // the process has ended
    }
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields[0] is field 3 (state)
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]); // pgrp; utime, stime
  }
  return (ticks * 1000) / clockTicks;
}

/** A free loopback port (the OS picks one, then it is released for the server to take). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = http.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

// ─── the benchmark ───────────────────────────────────────────────────────────────────────────────

async function main() {
  if (!existsSync(path.join(root, ".next/BUILD_ID"))) {
    console.error("No production build (.next) found: run `npx next build` first.");
    process.exit(1);
  }
  if (!existsSync(path.join(root, ".next/server/app/api/bench/advice/route.js"))) {
    console.error("The production build predates app/api/bench/advice: run `npx next build` again first.");
    process.exit(1);
  }

  const { startPostgres } = await import("../scripts/postgres.mjs");
  const postgres = startPostgres({
    existingUrl: process.env.BENCH_DATABASE_URL,
    purpose: "the benchmark",
    onSkip: (why) =>
      console.log(
        `${why}: the benchmark needs PostgreSQL (apt-get install -y postgresql, or set BENCH_DATABASE_URL). Nothing was measured.`,
      ),
  });
  if (!postgres.url) process.exit(0);

  const work = mkdtempSync(path.join(tmpdir(), "hearth-bench-"));
  const stops = [];
  let stopping = false;
  const cleanUp = async () => {
    if (stopping) return;
    stopping = true;
    for (const stop of stops.reverse()) await stop().catch(() => {});
    postgres.stop();
    rmSync(work, { recursive: true, force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => cleanUp().finally(() => process.exit(130)));
  }

  let exitCode = 0;
  try {
    await benchmark({ databaseUrl: postgres.url, work, stops });
  } catch (error) {
    console.error(`\n✖ Benchmark stopped: ${error instanceof Error ? error.message : error}`);
    const serverLog = path.join(work, "next.log");
    if (existsSync(serverLog))
      console.error(
        `--- last lines of the server log ---\n${readFileSync(serverLog, "utf8").split("\n").slice(-30).join("\n")}`,
      );
    exitCode = 1;
  } finally {
    agent.destroy();
    await cleanUp();
  }
  process.exit(exitCode);
}

async function benchmark({ databaseUrl, work, stops }) {
  // The stand-in model, in its own process so that its timers do not share the client's event loop.
  const standIn = startProcess(process.execPath, [import.meta.filename, "--stand-in"], {
    env: process.env,
    logFile: path.join(work, "stand-in.log"),
  });
  stops.push(standIn.stop);
  const standInPort = await new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error("the stand-in model did not start")), 10_000);
    standIn.child.stdout.on("data", (d) => {
      out += d;
      const match = out.match(/PORT (\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });

  const port = await freePort();
  const server = startProcess(
    path.join(root, "node_modules/.bin/next"),
    ["start", "-p", String(port), "-H", "127.0.0.1"],
    {
      logFile: path.join(work, "next.log"),
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl,
        OPENAI_BASE_URL: `http://127.0.0.1:${standInPort}/v1`,
        OPENAI_API_KEY: "bench",
        HEARTH_ALLOW_EMBEDDED: "1",
        HEARTH_EXPOSE_OUTBOX: "1",
        HEARTH_BENCH: "1",
        // The bench is the one proxy: it gives each simulated person an address in X-Forwarded-For.
        CLIENT_ADDRESS_SOURCE: "proxy-hops:1",
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: path.join(work, "data"),
        APP_URL: `http://127.0.0.1:${port}`,
      },
    },
  );
  stops.push(server.stop);

  for (let i = 0; ; i++) {
    if (server.exited()) throw new Error("next start exited before answering /api/health");
    if (i >= 600) throw new Error("/api/health did not answer 200 within 60 s");
    const health = await request(port, { path: "/api/health" }).catch(() => null);
    // That the server uses this PostgreSQL shows later: the accounts it registers are found there.
    if (health?.status === 200) break;
    await sleep(100);
  }

  // Accounts: register, read the code from the outbox, verify (which signs in); then Pro, in SQL.
  const run = randomUUID().slice(0, 8);
  const accounts = [];
  const makeAccount = async (i) => {
    const email = `bench-${run}-${i}@bench.example`;
    const address = { "x-forwarded-for": `198.18.${i >> 8}.${i & 255}` }; // the per-address sign-up limit
    const registered = await request(port, {
      method: "POST",
      path: "/api/register",
      headers: address,
      body: { username: email, nickname: `Bench ${i}`, password: "bench-password-1", adultAttested: true },
    });
    if (registered.status !== 201)
      throw new Error(`POST /api/register answered ${registered.status}: ${registered.text}`);
    const outbox = await request(port, { path: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const code = outbox.status === 200 ? JSON.parse(outbox.text)[0]?.text.match(/\b(\d{6})\b/)?.[1] : undefined;
    if (!code)
      throw new Error(
        `no verification code in the outbox for ${email} (${outbox.status}): ${outbox.text.slice(0, 500)}`,
      );
    const verified = await request(port, {
      method: "POST",
      path: "/api/verify-email",
      headers: address,
      body: { email, code },
    });
    const cookie = [verified.headers["set-cookie"] ?? []]
      .flat()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("authjs.session-token="));
    if (verified.status !== 200 || !cookie)
      throw new Error(`POST /api/verify-email answered ${verified.status} without a session cookie: ${verified.text}`);
    accounts[i] = { email, cookie };
  };
  for (let i = 0; i < ACCOUNTS; i += 5)
    await Promise.all([0, 1, 2, 3, 4].filter((k) => i + k < ACCOUNTS).map((k) => makeAccount(i + k)));

  const { default: pg } = await import("pg");
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const { rowCount } = await sql.query(`update "user" set is_pro = true where email like $1`, [`bench-${run}-%`]);
    if (rowCount !== ACCOUNTS) throw new Error(`made ${rowCount} accounts Pro, expected ${ACCOUNTS}`);
  } finally {
    await sql.end();
  }
  console.log(`${ACCOUNTS} Pro accounts ready.`);

  const adviceCall = (worker) =>
    streamRequest(port, "/api/advice", { id: randomUUID(), ...MOMENT }, { cookie: accounts[worker].cookie });
  const bareCall = () => streamRequest(port, "/api/bench/advice", {}, {});

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
    await adviceCall(0);
    await bareCall();
  }
  await phase(adviceCall, ACCOUNTS, ACCOUNTS);
  await phase(() => bareCall(), ACCOUNTS, ACCOUNTS);

  const load = loadavg()[0];
  if (load > 0.5)
    console.log(
      `⚠ The 1-minute load average is ${load.toFixed(2)} before measuring: other work on this machine skews the figures.`,
    );
  const results = [];
  for (const c of LEVELS) {
    const n = requestsAt(c);
    // ABBA order (advice, bare, bare, advice) so that both routes see the same conditions on average.
    const runs = { advice: [], bare: [] };
    for (const route of ["advice", "bare", "bare", "advice"]) {
      runs[route].push(await phase(route === "advice" ? adviceCall : () => bareCall(), c, n / 2));
    }
    const level = { c, n };
    for (const route of ["advice", "bare"]) {
      const samples = runs[route].flatMap((r) => r.samples);
      const seconds = runs[route].reduce((sum, r) => sum + r.seconds, 0);
      const cpuMs = runs[route].some((r) => r.cpuMs === null) ? null : runs[route].reduce((sum, r) => sum + r.cpuMs, 0);
      const pick = (key, p) =>
        percentile(
          samples.map((s) => s[key]),
          p,
        );
      level[route] = {
        ttfs50: pick("ttfs", 50),
        ttfs95: pick("ttfs", 95),
        ttfb50: pick("ttfb", 50),
        total50: pick("total", 50),
        rps: samples.length / seconds,
        cpu: cpuMs === null ? null : cpuMs / samples.length,
      };
    }
    results.push(level);
    console.log(`  c=${c}: ${n} advice + ${n} bare requests done`);
  }

  // ─── report ──────────────────────────────────────────────────────────────────────────────────
  const cores = availableParallelism?.() ?? cpus().length;
  console.log(`
Stand-in model: one analysis as JSON (${JSON.stringify(ANALYSIS).length} characters) in ${CHUNKS} chunks; first chunk at once, then a fixed ${CHUNK_DELAY_MS} ms between chunks.
Server: next start (production build), PostgreSQL at 127.0.0.1, ${cores} CPU cores (${cpus()[0]?.model.trim()}), Node ${process.version}.
TTFS = request sent → first rendered section (the partial JSON, parsed as the page parses it, has a section with text);
TTFB = → response headers; total = → end of the stream. Times in ms; server CPU = CPU time of the next start process
per request (user + system).

conc  route   requests  TTFS p50  TTFS p95  TTFB p50  total p50    req/s  server CPU`);
  for (const { c, n, advice, bare } of results) {
    for (const [name, r] of [
      ["advice", advice],
      ["bare  ", bare],
    ]) {
      console.log(
        `${String(c).padStart(4)}  ${name}  ${String(n).padStart(8)}  ${ms(r.ttfs50)}  ${ms(r.ttfs95)}  ${ms(r.ttfb50)}  ${ms(r.total50).padStart(9)}  ${r.rps.toFixed(1).padStart(7)}  ${r.cpu === null ? "       —" : ms(r.cpu)}`,
      );
    }
  }
  console.log("\nAdded by /api/advice over the bare structured-output route:");
  for (const { c, advice, bare } of results) {
    console.log(
      `  ${String(c).padStart(2)} request${c === 1 ? " " : "s"}: TTFS ${signed(advice.ttfs50 - bare.ttfs50)} ms p50, ${signed(advice.ttfs95 - bare.ttfs95)} ms p95; throughput advice/bare ${(advice.rps / bare.rps).toFixed(2)}`,
    );
  }
  const at = (c) => results.find((r) => r.c === c);
  const goal = (ok) => (ok ? "met" : "NOT met");
  console.log(
    `\nGoal: ≤ +5 ms p50 at 1 request (${goal(at(1).advice.ttfs50 - at(1).bare.ttfs50 <= 5)}), ≥ 90% of bare throughput at 20 (${goal(at(20).advice.rps / at(20).bare.rps >= 0.9)}).`,
  );
}

if (process.argv[2] === "--stand-in") runStandIn();
else await main();
