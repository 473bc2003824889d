// What the benchmarks share: a throwaway PostgreSQL, the stand-in model and `next start` on 127.0.0.1,
// accounts made through the API, HTTP helpers and figures. Everything started is stopped at the end, even on error.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startPostgres } from "../scripts/postgres.mjs";

export const root = path.resolve(import.meta.dirname, "..");
export const REQUEST_TIMEOUT_MS = 30_000;

export const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One HTTP request on 127.0.0.1; resolves with status, headers and the whole body as text. */
export function request(port, { method = "GET", path: urlPath, body, headers = {} }) {
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

/**
 * One streamed request: times the response headers (TTFB), the first non-empty `text-delta` event of the
 * UI message stream (TTFT) and the end of the stream. Any non-200 answer or `error` event throws with the body.
 */
export function streamRequest(port, urlPath, body, headers) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const started = performance.now();
    let ttfb, ttft;
    let raw = "";
    let pending = "";
    let deltas = 0;
    let finished = false;
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
          if (res.statusCode !== 200) return;
          pending += piece;
          let cut;
          while ((cut = pending.indexOf("\n\n")) >= 0) {
            const event = pending.slice(0, cut);
            pending = pending.slice(cut + 2);
            const data = event.startsWith("data: ") ? event.slice(6) : "";
            if (!data || data === "[DONE]") continue;
            let part;
            try {
              part = JSON.parse(data);
            } catch {
              return req.destroy(new Error(`streamed an event that is not JSON: ${data}`));
            }
            if (part.type === "text-delta" && part.delta) {
              deltas += 1;
              ttft ??= performance.now() - started;
            } else if (part.type === "error") {
              return req.destroy(new Error(`streamed an error event: ${data}`));
            } else if (part.type === "finish") {
              finished = true;
            }
          }
        });
        res.on("end", () => {
          const total = performance.now() - started;
          if (res.statusCode !== 200) return fail(`answered ${res.statusCode}`);
          if (ttft === undefined || !finished)
            return fail(`ended without ${ttft === undefined ? "a text-delta" : "a finish event"}`);
          resolve({ ttfb, ttft, total, deltas });
        });
        res.on("error", (error) => fail(error.message));
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`timed out after ${REQUEST_TIMEOUT_MS} ms`)));
    req.on("error", (error) => fail(error.message));
    req.end(payload);
  });
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/** Starts a child process whose log goes to `logFile`; the returned stop() ends its whole process group. */
export function startProcess(command, args, { env, logFile }) {
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ["pipe", "pipe", "pipe"] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = false;
  // A bench that dies before its stops run (an uncaught error, process.exit) must not leave the group behind:
  // a detached `next start` whose database is gone keeps a core busy.
  const killOnExit = () => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {}
  };
  process.on("exit", killOnExit);
  child.on("exit", () => {
    exited = true;
    process.off("exit", killOnExit);
  });
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
export function groupCpuMs(pgid) {
  if (!existsSync("/proc/self/stat")) return null;
  const ticks = processTable()
    .filter((p) => p.pgrp === pgid)
    .reduce((sum, p) => sum + p.cpuTicks, 0);
  return (ticks * 1000) / clockTicks;
}

/** Resident memory (MiB) of the processes of a process group; null without /proc (not Linux). */
export function groupRssMiB(pgid) {
  if (!existsSync("/proc/self/stat")) return null;
  return (
    processTable()
      .filter((p) => p.pgrp === pgid)
      .reduce((sum, p) => sum + p.rssKiB, 0) / 1024
  );
}

/** The children of a process, each with its environment (`NAME=value` strings); [] without /proc. */
export function childProcesses(pid) {
  return processTable()
    .filter((p) => p.ppid === pid)
    .map(({ pid: child }) => {
      try {
        return { pid: child, environ: readFileSync(`/proc/${child}/environ`, "utf8").split("\0") };
      } catch {
        return { pid: child, environ: [] }; // the process has ended
      }
    });
}

/** Resident memory (MiB) of a process and all its descendants; null without /proc (not Linux). */
export function treeRssMiB(pid) {
  if (!existsSync("/proc/self/stat")) return null;
  const table = processTable();
  let kib = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop();
    for (const p of table) {
      if (p.pid === current) kib += p.rssKiB;
      if (p.ppid === current) queue.push(p.pid);
    }
  }
  return kib / 1024;
}

/** Every process's parent, process group, CPU ticks (user + system) and resident memory; [] without /proc. */
function processTable() {
  if (!existsSync("/proc/self/stat")) return [];
  const table = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields[0] is field 3 (state)
      table.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        pgrp: Number(fields[2]),
        cpuTicks: Number(fields[11]) + Number(fields[12]),
        rssKiB: Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0),
      });
    } catch {
      continue; // the process has ended
    }
  }
  return table;
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

/**
 * Runs `benchmark({ databaseUrl, work, stops })` against a throwaway PostgreSQL (or BENCH_DATABASE_URL) with a
 * temporary directory; whatever it pushes on `stops` is stopped at the end, on error and on Ctrl-C too.
 * Without a production build it says so and exits 1; without PostgreSQL it says so and exits 0.
 */
export async function runBench({ requiredBuildFiles = [], benchmark }) {
  if (!existsSync(path.join(root, ".next/BUILD_ID"))) {
    console.error("No production build (.next) found: run `npx next build` first.");
    process.exit(1);
  }
  for (const { file, why } of requiredBuildFiles) {
    if (!existsSync(path.join(root, file))) {
      console.error(why);
      process.exit(1);
    }
  }

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

/**
 * The stand-in model (bench/stand-in-model.mjs) in its own process, so that its timers do not share the
 * client's event loop; then `next start` with PostgreSQL and that model. Returns the server's port and process.
 */
export async function startStack({ databaseUrl, work, stops }) {
  const standInPort = await startStandInModel({ work, stops });
  return startServer({ databaseUrl, standInPort, work, stops });
}

/** The stand-in model (bench/stand-in-model.mjs) in its own process; resolves with its port. */
export async function startStandInModel({ work, stops }) {
  const standIn = startProcess(process.execPath, [path.join(import.meta.dirname, "stand-in-model.mjs")], {
    env: process.env,
    logFile: path.join(work, "stand-in.log"),
  });
  stops.push(standIn.stop);
  return new Promise((resolve, reject) => {
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
}

/**
 * `next start` of the production build with the stand-in model: on PostgreSQL at `databaseUrl`, or without
 * it on PGlite in `dataDir`. Resolves once /api/health answers 200 (polled every 5 ms), with the port, the
 * process and `readyMs`, the time from spawning the process to that first 200.
 */
export async function startServer({ databaseUrl, standInPort, work, stops, dataDir = path.join(work, "data") }) {
  const port = await freePort();
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const spawned = performance.now();
  const server = startProcess(
    path.join(root, "node_modules/.bin/next"),
    ["start", "-p", String(port), "-H", "127.0.0.1"],
    {
      logFile: path.join(work, "next.log"),
      env: {
        ...inherited,
        NODE_ENV: "production",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        OPENAI_BASE_URL: `http://127.0.0.1:${standInPort}/v1`,
        OPENAI_API_KEY: "bench",
        HEARTH_ALLOW_EMBEDDED: "1",
        HEARTH_EXPOSE_OUTBOX: "1",
        HEARTH_BENCH: "1",
        // The bench is the one proxy: it gives each simulated person an address in X-Forwarded-For.
        CLIENT_ADDRESS_SOURCE: "proxy-hops:1",
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: dataDir,
        APP_URL: `http://127.0.0.1:${port}`,
      },
    },
  );
  stops.push(server.stop);

  for (;;) {
    if (server.exited()) throw new Error("next start exited before answering /api/health");
    if (performance.now() - spawned > 60_000) throw new Error("/api/health did not answer 200 within 60 s");
    const health = await request(port, { path: "/api/health" }).catch(() => null);
    // That the server uses this database shows later: the accounts it registers are found there.
    if (health?.status === 200) return { port, server, readyMs: performance.now() - spawned };
    await sleep(5);
  }
}

/**
 * One account made through the API (register, the code from the outbox, verify); resolves with its session
 * cookie. `i` picks the caller's address (the per-address sign-up limit).
 */
export async function registerAccount({ port, email, i = 0 }) {
  const address = { "x-forwarded-for": `198.18.${i >> 8}.${i & 255}` };
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
    throw new Error(`no verification code in the outbox for ${email} (${outbox.status}): ${outbox.text.slice(0, 500)}`);
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
  return cookie;
}

/**
 * `count` accounts made through the API (registerAccount, `parallel` at a time), then made Pro in SQL so that no plan limit
 * applies. Resolves with `{ email, cookie }` for each.
 */
export async function createProAccounts({ port, databaseUrl, count, run, parallel = 5 }) {
  const accounts = [];
  const makeAccount = async (i) => {
    const email = `bench-${run}-${i}@bench.example`;
    accounts[i] = { email, cookie: await registerAccount({ port, email, i }) };
  };
  for (let i = 0; i < count; i += parallel)
    await Promise.all(Array.from({ length: Math.min(parallel, count - i) }, (_, k) => makeAccount(i + k)));

  const { default: pg } = await import("pg");
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const { rowCount } = await sql.query(`update "user" set is_pro = true where email like $1`, [`bench-${run}-%`]);
    if (rowCount !== count) throw new Error(`made ${rowCount} accounts Pro, expected ${count}`);
  } finally {
    await sql.end();
  }
  return accounts;
}
