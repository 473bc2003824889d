#!/usr/bin/env node
// Lighthouse 12 mobile on the production build: the four category scores, the gzipped JavaScript each page
// loads and what each chunk holds. Options (--signed-in, --conversation, `/a@/b` paths): bench/README.md.
// The signed-in account is made Pro in SQL so no plan limit applies. Reports: .tmp/lighthouse/.
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "@playwright/test";
import { describeChunk } from "./chunk-contents.mjs";
import { createProAccounts, request, root, runBench, startStack, streamRequest } from "./harness.mjs";

const { values: args } = parseArgs({
  options: {
    path: { type: "string", default: "/" },
    runs: { type: "string", default: "5" },
    build: { type: "boolean", default: false },
    "signed-in": { type: "boolean", default: false },
    conversation: { type: "string", default: "0" },
  },
});
const runs = Math.max(1, Number(args.runs) || 1);
const conversationSize = Math.max(0, Number(args.conversation) || 0);
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
// A run started at a 1-minute load average of 2 or more is left out of the figures: on 2 cores, with the
// 4× CPU slowdown multiplying the host's own work, its scores measure the other work as much as the page.
const MAX_LOAD = 2;
// Lighthouse's own work lifts the load it is judged by: each run first waits up to this long for it to settle.
const SETTLE_MS = 120_000;
const settle = async () => {
  for (const start = Date.now(); loadavg()[0] >= MAX_LOAD && Date.now() - start < SETTLE_MS;)
    await new Promise((resolve) => setTimeout(resolve, 5_000));
};
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
// Cut to one decimal, not rounded, so a load shown stays on its side of MAX_LOAD (1.96 reads 1.9, not 2.0).
const load1 = (load) => (Math.floor(load * 10) / 10).toFixed(1);

/** Median, extremes and spread of one whole-number figure over the counted runs, and each run's figure@load. */
function spreadOf(counted, figure, unit = "") {
  const values = counted.map(figure);
  const [min, max] = [Math.min(...values), Math.max(...values)];
  return {
    median: `${Number(median(values).toFixed(1))}${unit}`,
    min: `${min}${unit}`,
    max: `${max}${unit}`,
    spread: `${max - min}${unit}`,
    runs: counted.map((result) => `${figure(result)}@${load1(result.load)}`).join(", "),
  };
}

/** Gzipped size of every script the page loaded, fetched again and compressed here (zlib default level). */
async function gzippedScripts(report) {
  const requests = report.audits["network-requests"].details.items.filter((item) => item.resourceType === "Script");
  return Promise.all(
    requests.map(async ({ url }) => {
      const body = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
      return { url, raw: body.length, gzip: gzipSync(body).length };
    }),
  );
}

/** Inline scripts of the page's HTML (no request of their own, so not in the network log), gzipped here too. */
async function gzippedInlineScripts(url, cookie) {
  const html = await (await fetch(url, { headers: cookie ? { cookie } : {} })).text();
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
async function audit(url, port, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error" });
    if (!lhr.runtimeError) return lhr;
    console.warn(`  (run failed: ${lhr.runtimeError.code}${attempt < attempts ? ", retrying" : ""})`);
    if (attempt >= attempts) throw new Error(lhr.runtimeError.message);
  }
}

/**
 * What a new account answers once before its everyday screens: the profile (without it /chat sends the account
 * to /post-auth-onboarding) and the advisor's first-use notice ("I understand"), which every later visit no
 * longer shows.
 */
async function completeFirstRun(port, cookie) {
  const saved = await request(port, {
    method: "POST",
    path: "/api/onboarding",
    headers: { cookie },
    body: { nickname: "Bench", relationshipStatus: "Dating", age: 30, aiTone: "therapist" },
  });
  if (saved.status !== 200) throw new Error(`POST /api/onboarding answered ${saved.status}: ${saved.text}`);
  const notice = await request(port, { method: "POST", path: "/api/safety-notice", headers: { cookie }, body: {} });
  if (notice.status !== 200) throw new Error(`POST /api/safety-notice answered ${notice.status}: ${notice.text}`);
}

/** A conversation of `size` messages, each exchange sent through the chat API as the app sends it. */
async function seedConversation(port, cookie, size) {
  const conversationId = `lh${randomUUID().slice(0, 8)}`;
  for (let sent = 0; sent < size; sent += 2) {
    await streamRequest(
      port,
      "/api/chat",
      { conversationId, messageId: randomUUID(), text: `Message ${sent / 2 + 1}: how do we talk about chores?` },
      { cookie },
    );
  }
  return conversationId;
}

async function measure({ origin, urlPath, landsOn, chromePort, cookie }) {
  const url = origin + urlPath;
  const expected = origin + (landsOn ?? urlPath);
  const outDir = path.join(root, ".tmp/lighthouse");
  mkdirSync(outDir, { recursive: true });
  const slug = urlPath.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "root";
  const results = [];
  console.log(`\n${urlPath} (load average ${loadavg()[0].toFixed(2)})`);
  for (let run = 1; run <= runs; run++) {
    await settle();
    const load = loadavg()[0];
    const lhr = await audit(url, chromePort);
    writeFileSync(path.join(outDir, `${slug}-run-${run}.json`), JSON.stringify(lhr));
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    const metrics = {
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      tbt: Math.round(lhr.audits["total-blocking-time"].numericValue),
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
    };
    results.push({ run, load, scores, metrics, lhr });
    console.log(
      `run ${run} (load ${load1(load)}): ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(" · ")}` +
        ` (LCP ${Math.round(metrics.lcp)} ms, TBT ${metrics.tbt} ms, CLS ${metrics.cls.toFixed(3)})`,
    );
  }
  const counted = results.filter((result) => result.load < MAX_LOAD);

  const last = results.at(-1).lhr;
  // A page that sent the browser elsewhere (a lost session, a redirect) would be measured as another page.
  const finalPath = new URL(last.finalDisplayedUrl).pathname + new URL(last.finalDisplayedUrl).search;
  const redirected = results.filter(({ lhr }) => lhr.finalDisplayedUrl !== expected || lhr.mainDocumentUrl !== url);
  const scripts = await gzippedScripts(last);
  const totalGzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const totalRaw = scripts.reduce((sum, script) => sum + script.raw, 0);
  const inline = await gzippedInlineScripts(url, cookie);
  const failing = Object.values(last.audits)
    .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === "binary")
    .map((item) => item.id);
  const refused = last.audits["network-requests"].details.items
    .filter((item) => item.statusCode >= 400 && !item.url.endsWith("/favicon.ico"))
    .map((item) => `${item.statusCode} ${new URL(item.url).pathname}`);

  console.log(
    `Lighthouse ${last.lighthouseVersion}, mobile, ${urlPath}, median of ${counted.length} counted run(s) of ${runs}` +
      ` (load < ${MAX_LOAD} at the start):`,
  );
  for (const { run, load } of results.filter((result) => !counted.includes(result))) {
    console.log(`  run ${run} left out: load ${load1(load)} at its start`);
  }
  if (counted.length) {
    const score = spreadOf(counted, (result) => result.scores.performance);
    const tbt = spreadOf(counted, (result) => result.metrics.tbt, " ms");
    console.log(
      `  performance     median ${score.median}, min ${score.min}, spread ${score.spread} (runs: ${score.runs})`,
    );
    for (const id of CATEGORIES.filter((category) => category !== "performance")) {
      console.log(`  ${id.padEnd(15)} ${median(counted.map((result) => result.scores[id]))}`);
    }
    console.log(
      `  TBT             median ${tbt.median}, min ${tbt.min}, worst ${tbt.max}, spread ${tbt.spread} (runs: ${tbt.runs})`,
    );
  } else {
    console.log(
      `  ✖ no figures: all ${runs} run(s) started at load ≥ ${MAX_LOAD}, and a busy machine's are not figures`,
    );
  }
  console.log(
    `  final URL       ${finalPath}${redirected.length ? `  ✖ ${redirected.length} run(s) left the page` : ""}`,
  );
  console.log(
    `  JavaScript      ${kib(totalGzip + inline.gzip)} gzipped in all (${kib(totalRaw + inline.raw)} uncompressed)`,
  );
  console.log(`    script files  ${scripts.length}, ${kib(totalGzip)} gzipped`);
  console.log(`    inline        ${inline.count}, ${kib(inline.gzip)} gzipped (in the HTML)`);
  for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
    const file = new URL(script.url).pathname.split("/").pop();
    console.log(`    ${kib(script.gzip).padStart(10)}  ${file.padEnd(26)} ${describeChunk(file, script.raw)}`);
  }
  if (failing.length) console.log(`  failing audits  ${failing.join(", ")}`);
  if (refused.length) console.log(`  refused         ${refused.join(", ")}`);
  return { stayed: redirected.length === 0, counted: counted.length };
}

if (args.build || !existsSync(path.join(root, ".next/BUILD_ID"))) {
  console.log("Building (next build)…");
  const { spawnSync } = await import("node:child_process");
  const build = spawnSync(path.join(root, "node_modules/.bin/next"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await runBench({
  benchmark: async ({ databaseUrl, work, stops }) => {
    const { port } = await startStack({ databaseUrl, work, stops });
    const origin = `http://127.0.0.1:${port}`;
    let cookie;
    let conversationId;
    if (args["signed-in"]) {
      [{ cookie }] = await createProAccounts({ port, databaseUrl, count: 1, run: randomUUID().slice(0, 8) });
      await completeFirstRun(port, cookie);
      if (conversationSize) conversationId = await seedConversation(port, cookie, conversationSize);
    }
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    stops.push(async () => chrome.kill());
    if (cookie) {
      const [name, ...value] = cookie.split("=");
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0].addCookies([{ name, value: value.join("="), url: origin, httpOnly: true }]);
      await browser.close(); // disconnects; the browser and its cookie jar stay
    }

    let allStayed = true;
    const unmeasured = [];
    for (const page of args.path.split(",")) {
      const [urlPath, landsOn] = page.replace("[conversation]", conversationId ?? "[conversation]").split("@");
      await request(port, { path: urlPath, headers: cookie ? { cookie } : {} }); // warm the route
      const { stayed, counted } = await measure({ origin, urlPath, landsOn, chromePort: chrome.port, cookie });
      allStayed = stayed && allStayed;
      if (!counted) unmeasured.push(urlPath);
    }
    if (!allStayed) throw new Error("a page was left during a run: its figures are another page's");
    if (unmeasured.length) {
      throw new Error(`every run of ${unmeasured.join(", ")} started at a load of ${MAX_LOAD} or more: no figures`);
    }
  },
});
