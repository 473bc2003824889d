#!/usr/bin/env node
// `npm run cluster`: N production servers on one PostgreSQL behind a small round-robin load balancer, the
// way serverless hosting runs Hearth (every request may land elsewhere). docs/cluster.md describes it.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { setTimeout as sleep } from "node:timers/promises";
import { startPostgres } from "./postgres.mjs";

const root = path.resolve(import.meta.dirname, "..");
/** The request header that sends a request to one instance (1…N), and the response header naming who answered. */
const INSTANCE_HEADER = "x-hearth-instance";

const { values: options } = parseArgs({
  options: {
    instances: { type: "string", default: "3" },
    port: { type: "string", default: process.env.CLUSTER_PORT ?? "3700" },
    "skip-build": { type: "boolean", default: false },
    "state-file": { type: "string" },
    help: { type: "boolean", default: false },
  },
});

if (options.help) {
  console.log(`npm run cluster -- [--instances N] [--port P] [--skip-build] [--state-file FILE]

  --instances N     production servers to start (default 3), on ports P+1…P+N
  --port P          the load balancer's port (default 3700, or CLUSTER_PORT)
  --skip-build      use the existing build (.next) instead of building first
  --state-file F    write the cluster's addresses and secrets there as JSON (for tests); removed at the end

  DATABASE_URL set: the servers use that database; unset: a throwaway PostgreSQL (scripts/postgres.mjs).
  Header ${INSTANCE_HEADER}: N on a request pins it to instance N; every answer names its instance in it.`);
  process.exit(0);
}

const count = Number(options.instances);
const balancerPort = Number(options.port);
if (!Number.isInteger(count) || count < 1 || count > 16) fail("--instances takes a whole number from 1 to 16");
if (!Number.isInteger(balancerPort) || balancerPort < 1 || balancerPort + count > 65535) fail("--port is not a port");
const origin = `http://127.0.0.1:${balancerPort}`;

function fail(message) {
  console.error(`✖ cluster: ${message}`);
  process.exit(1);
}

const stops = [];
let stopping = false;
async function shutDown(exitCode) {
  if (stopping) return;
  stopping = true;
  console.log("cluster: stopping");
  for (const stop of stops.reverse()) await stop().catch(() => {});
  console.log("cluster: stopped");
  process.exit(exitCode);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void shutDown(0));

// One build for every instance.
const built = existsSync(path.join(root, ".next/BUILD_ID"));
if (!(options["skip-build"] && built)) {
  console.log("cluster: building once (next build)");
  const build = spawnSync(path.join(root, "node_modules/.bin/next"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  if (build.status !== 0) fail("the build failed");
}

const postgres = startPostgres({
  existingUrl: process.env.DATABASE_URL,
  purpose: "the cluster",
  onSkip: (why) => fail(`${why}: install PostgreSQL (apt-get install -y postgresql) or set DATABASE_URL`),
});
stops.push(async () => postgres.stop());

const work = mkdtempSync(path.join(tmpdir(), "hearth-cluster-"));
stops.push(async () => rmSync(work, { recursive: true, force: true }));

// What every instance shares, by environment; each one's own disk is a directory nothing else reads.
const simulatorWebhookSecret = randomBytes(32).toString("base64url");
const shared = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  DATABASE_URL: postgres.url,
  APP_URL: origin,
  AUTH_SECRET: process.env.AUTH_SECRET || randomBytes(32).toString("base64url"),
  CRON_SECRET: process.env.CRON_SECRET || randomBytes(24).toString("base64url"),
  HEARTH_ALLOW_EMBEDDED: "1",
  HEARTH_EXPOSE_OUTBOX: "1",
  // The balancer appends the caller's socket address to X-Forwarded-For, as a proxy does; the entry before it
  // is the client's (a test standing in for the edge proxy gives each simulated person an address there).
  CLIENT_ADDRESS_SOURCE: process.env.CLIENT_ADDRESS_SOURCE || "proxy-hops:2",
};

const instances = [];
for (let i = 1; i <= count; i++) {
  const dataDir = path.join(work, `instance-${i}`);
  mkdirSync(dataDir);
  // The checkout simulator signs its webhook events with a secret read from DATA_DIR: the same on every instance.
  writeFileSync(path.join(dataDir, "checkout-simulator-webhook-secret"), simulatorWebhookSecret, { mode: 0o600 });
  instances.push(startInstance(i, balancerPort + i, dataDir));
}
try {
  await Promise.all(instances.map(ready));
} catch (error) {
  console.error(`✖ cluster: ${error.message}`);
  await shutDown(1);
}

const balancer = startBalancer();
await new Promise((resolve, reject) => {
  balancer.once("error", reject);
  balancer.listen(balancerPort, "127.0.0.1", resolve);
}).catch(async (error) => {
  console.error(`✖ cluster: the balancer cannot listen on ${balancerPort}: ${error.message}`);
  await shutDown(1);
});
stops.push(
  () =>
    new Promise((resolve) => {
      balancer.close(() => resolve());
      balancer.closeAllConnections();
    }),
);

if (options["state-file"]) {
  const stateFile = path.resolve(options["state-file"]);
  writeFileSync(
    stateFile,
    JSON.stringify(
      {
        origin,
        databaseUrl: postgres.url,
        instances: instances.map(({ n, port }) => ({ n, port })),
        cronSecret: shared.CRON_SECRET,
        paymentWebhookSecret: `whsec_${simulatorWebhookSecret}`,
      },
      null,
      2,
    ),
    { mode: 0o600 },
  );
  stops.push(async () => rmSync(stateFile, { force: true }));
}

console.log(
  `cluster: ${origin} → ${instances.map(({ n, port }) => `instance ${n} on ${port}`).join(", ")}; ` +
    `PostgreSQL ${redacted(postgres.url)}. Ctrl-C stops everything.`,
);

function redacted(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.href;
}

/** `next start` of the shared build; its output goes to ours, each line marked with the instance. */
function startInstance(n, port, dataDir) {
  const child = spawn(
    path.join(root, "node_modules/.bin/next"),
    ["start", "-p", String(port), "-H", "127.0.0.1", "--keepAliveTimeout", "120000"],
    { cwd: root, env: { ...shared, DATA_DIR: dataDir }, stdio: ["ignore", "pipe", "pipe"] },
  );
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let pending = "";
    from.setEncoding("utf8");
    from.on("data", (chunk) => {
      const lines = (pending + chunk).split("\n");
      pending = lines.pop();
      for (const line of lines) to.write(`[${n}] ${line}\n`);
    });
  }
  const instance = { n, port, child, exited: false };
  child.on("exit", (code, signal) => {
    instance.exited = true;
    if (!stopping) {
      console.error(`✖ cluster: instance ${n} exited (${code ?? signal}): stopping the cluster`);
      void shutDown(1);
    }
  });
  stops.push(async () => {
    if (instance.exited) return;
    child.kill("SIGTERM");
    for (let i = 0; i < 100 && !instance.exited; i++) await sleep(50);
    if (!instance.exited) child.kill("SIGKILL");
  });
  return instance;
}

async function ready({ n, port, child }) {
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${n} exited before it was ready`);
    if (Date.now() > until) throw new Error(`instance ${n} did not answer /api/health within 120 s`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(100);
  }
}

/**
 * Round robin per request; `x-hearth-instance: N` pins one. Bodies stream through both ways untouched (a
 * reply's server-sent events arrive as they are written), and a client that leaves ends the upstream request.
 */
function startBalancer() {
  /** Each hop's own: never passed on. */
  const hopByHop = ["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"];
  const passed = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.includes(name)));
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  let next = 0;
  const server = http.createServer((request, response) => {
    const pinned = request.headers[INSTANCE_HEADER];
    let instance;
    if (pinned === undefined) {
      instance = instances[next];
      next = (next + 1) % instances.length;
    } else {
      instance = instances.find(({ n }) => String(n) === pinned);
      if (!instance) {
        response.writeHead(400, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: `${INSTANCE_HEADER} names no instance (1-${instances.length})` }));
        return;
      }
    }
    const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: instance.port,
        method: request.method,
        path: request.url,
        agent,
        headers: { ...passed(request.headers), "x-forwarded-for": forwardedFor },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, {
          ...passed(answer.headers),
          [INSTANCE_HEADER]: String(instance.n),
        });
        response.flushHeaders();
        answer.pipe(response);
        answer.on("error", () => response.destroy());
      },
    );
    upstream.on("error", (error) => {
      if (response.headersSent) return response.destroy();
      response.writeHead(502, { "content-type": "application/json", [INSTANCE_HEADER]: String(instance.n) });
      response.end(JSON.stringify({ error: `instance ${instance.n}: ${error.message}` }));
    });
    response.on("close", () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  // Idle connections outlive any pause in a test: a client reusing one just as it was closed got ECONNRESET.
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 121_000;
  return server;
}
