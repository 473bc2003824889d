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
    runs: { type: "string", default: "3" },
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
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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
    const lhr = await audit(url, chromePort);
    writeFileSync(path.join(outDir, `${slug}-run-${run}.json`), JSON.stringify(lhr));
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

  console.log(`Lighthouse ${last.lighthouseVersion}, mobile, ${urlPath}, median of ${runs} run(s):`);
  for (const id of CATEGORIES) console.log(`  ${id.padEnd(15)} ${median(results.map((r) => r.scores[id]))}`);
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
  return redirected.length === 0;
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
    for (const page of args.path.split(",")) {
      const [urlPath, landsOn] = page.replace("[conversation]", conversationId ?? "[conversation]").split("@");
      await request(port, { path: urlPath, headers: cookie ? { cookie } : {} }); // warm the route
      allStayed = (await measure({ origin, urlPath, landsOn, chromePort: chrome.port, cookie })) && allStayed;
    }
    if (!allStayed) throw new Error("a page was left during a run: its figures are another page's");
  },
});
