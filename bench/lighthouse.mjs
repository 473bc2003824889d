#!/usr/bin/env node
// Lighthouse 12 (mobile: emulated phone, simulated slow 4G and CPU slowdown) on the production build of
// a page. Prints the four category scores and the total gzipped JavaScript the page loads.
//
//   flock /tmp/hearth-build.lock node bench/lighthouse.mjs [--path /] [--runs 3] [--build] [--guest]
//
// --guest signs in as a demo guest first and sends its session cookie with every run (signed-in screens
// such as /chat).
// --build runs `next build` first (otherwise the existing .next build is used, and built when missing).
// The server gets its own port and a throwaway in-memory database. Reports land in .tmp/lighthouse/.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    path: { type: "string", default: "/" },
    runs: { type: "string", default: "3" },
    build: { type: "boolean", default: false },
    guest: { type: "boolean", default: false },
  },
});
const runs = Math.max(1, Number(args.runs) || 1);
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** A demo guest's session cookie, for signed-in screens. */
async function guestCookie(origin) {
  const response = await fetch(`${origin}/api/guest-login`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ adultAttested: true }),
  });
  if (!response.ok) throw new Error(`guest login failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Gzipped size of every script the page loaded, fetched again and compressed here (zlib default level). */
async function gzippedScripts(report) {
  const requests = report.audits["network-requests"].details.items.filter((item) => item.resourceType === "Script");
  const sizes = await Promise.all(
    requests.map(async ({ url }) => {
      const body = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
      return { url, raw: body.length, gzip: gzipSync(body).length };
    }),
  );
  return sizes;
}

/** Inline scripts of the page's HTML (no request of their own, so not in the network log), gzipped here too. */
async function gzippedInlineScripts(url, headers) {
  const html = await (await fetch(url, { headers })).text();
  const bodies = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    Buffer.from(match[1]),
  );
  return {
    count: bodies.length,
    raw: bodies.reduce((sum, body) => sum + body.length, 0),
    gzip: bodies.length ? gzipSync(Buffer.concat(bodies)).length : 0,
  };
}

/** One Lighthouse run; a run whose trace failed to record (it happens now and then) is retried. */
async function audit(url, port, extraHeaders, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error", extraHeaders });
    if (!lhr.runtimeError) return lhr;
    console.warn(`  (run failed: ${lhr.runtimeError.code}${attempt < attempts ? ", retrying" : ""})`);
    if (attempt >= attempts) throw new Error(lhr.runtimeError.message);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (args.build || !existsSync(path.join(root, ".next/BUILD_ID"))) {
  console.log("Building (next build)…");
  const build = spawnSync(path.join(root, "node_modules/.bin/next"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(path.join(root, "node_modules/.bin/next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATA_DIR: "memory://",
    // With an in-memory database a generated session secret is per module graph, and the proxy has its own:
    // one secret for the run keeps the guest's session valid everywhere.
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    DATABASE_URL: "",
    APP_URL: origin,
    HEARTH_ALLOW_EMBEDDED: "1",
  },
});

let chrome;
try {
  await waitFor(`${origin}/api/health`);
  const url = origin + args.path;
  const headers = args.guest ? { Cookie: await guestCookie(origin) } : undefined;
  await fetch(url, { headers }); // warm the route so the first run does not measure a cold server
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const outDir = path.join(root, ".tmp/lighthouse");
  mkdirSync(outDir, { recursive: true });

  const results = [];
  for (let run = 1; run <= runs; run++) {
    const lhr = await audit(url, chrome.port, headers);
    writeFileSync(path.join(outDir, `run-${run}.json`), JSON.stringify(lhr));
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    const metrics = {
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
    };
    results.push({ scores, metrics, lhr });
    console.log(
      `run ${run}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(" · ")}` +
        ` (LCP ${Math.round(metrics.lcp)} ms, TBT ${Math.round(metrics.tbt)} ms, CLS ${metrics.cls.toFixed(3)})`,
    );
  }

  const scripts = await gzippedScripts(results.at(-1).lhr);
  const totalGzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const totalRaw = scripts.reduce((sum, script) => sum + script.raw, 0);
  const inline = await gzippedInlineScripts(url, headers);
  const failing = Object.values(results.at(-1).lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
    .map((audit) => audit.id);

  console.log(`\nLighthouse ${results[0].lhr.lighthouseVersion}, mobile, ${url}, median of ${runs} run(s):`);
  for (const id of CATEGORIES) console.log(`  ${id.padEnd(15)} ${median(results.map((r) => r.scores[id]))}`);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `  JavaScript      ${kib(totalGzip + inline.gzip)} gzipped in all (${kib(totalRaw + inline.raw)} uncompressed)`,
  );
  console.log(`    script files  ${scripts.length}, ${kib(totalGzip)} gzipped`);
  console.log(`    inline        ${inline.count}, ${kib(inline.gzip)} gzipped (in the HTML)`);
  if (failing.length) console.log(`  failing audits  ${failing.join(", ")}`);
} finally {
  await chrome?.kill();
  server.kill();
}
