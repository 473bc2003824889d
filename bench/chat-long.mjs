#!/usr/bin/env node
// A 1,000-message conversation on an emulated phone (Pixel 5, 4× CPU slowdown) against the production build:
// time to open it (reload, link, list) and INP over a scripted session. Options and why INP is measured
// headed: bench/README.md. The conversation is written in SQL straight into the server's database.
import { parseArgs } from "node:util";
import { chromium, devices } from "@playwright/test";
import { createProAccounts, percentile, runBench, startStack } from "./harness.mjs";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    network: { type: "string", default: "loopback" },
    headed: { type: "boolean", default: false },
    messages: { type: "string", default: "1000" },
    slowest: { type: "string", default: "0" },
  },
});
if (args.headed && !process.env.DISPLAY) throw new Error("--headed needs a display: run under xvfb-run -a");
if (!["loopback", "slow-4g"].includes(args.network)) throw new Error("--network is loopback or slow-4g");
const RUNS = Math.max(1, Number(args.runs) || 1);
const MESSAGES = Math.max(2, Number(args.messages) || 1000);
const CPU_SLOWDOWN = 4;
const LAST_TEXT = `Message ${MESSAGES}: where do we go from here?`;

/** An advisor's reply as the model writes them: paragraphs, a list, some emphasis (≈ 700 characters). */
function reply(n) {
  return [
    `## Looking at turn ${n}`,
    `It sounds like this keeps coming back because **neither of you feels heard** when it starts. That is common, and it is workable.`,
    `Three things to try this week:`,
    `1. Pick a calm moment, not the middle of the argument, and say what you noticed in *one* sentence.`,
    `2. Ask what the evening looked like from their side, and repeat it back before you answer.`,
    `3. Agree on one small change each, and check in on Sunday.`,
    `- Keep it short: ten minutes is enough.`,
    `- If it heats up, pause and come back to it; that is not losing.`,
    `You already did the hard part by putting it into words. What feels like the first step for you?`,
  ].join("\n");
}

/** The session in the page: every Event Timing entry with an interaction id, and long tasks. */
function observeInteractions() {
  window.__interactions = [];
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        window.__interactions.push({
          id: entry.interactionId,
          name: entry.name,
          duration: entry.duration,
          phase: window.__phase,
          start: entry.startTime,
          delay: entry.processingStart - entry.startTime,
          handlers: entry.processingEnd - entry.processingStart,
        });
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration, phase: window.__phase });
  }).observe({ type: "longtask", buffered: true });
}

/** INP as web-vitals computes it: the worst interaction, skipping one per 50 (p98) in long sessions. */
function inpOf(entries) {
  const byInteraction = new Map();
  for (const entry of entries) byInteraction.set(entry.id, Math.max(byInteraction.get(entry.id) ?? 0, entry.duration));
  const worst = [...byInteraction.values()].sort((a, b) => b - a);
  return { inp: worst[Math.min(Math.floor(worst.length / 50), worst.length - 1)] ?? 0, interactions: worst.length };
}

async function seedConversation(databaseUrl, email) {
  const { default: pg } = await import("pg");
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const {
      rows: [user],
    } = await sql.query(
      `update "user" set safety_notice_at = now(), profile_offered_at = now() where email = $1 returning id`,
      [email],
    );
    const conversationId = crypto.randomUUID();
    await sql.query(`insert into conversation (id, user_id, title) values ($1, $2, 'A long conversation')`, [
      conversationId,
      user.id,
    ]);
    // Ten seconds apart, ending a minute ago: inside the free plan's one-day window too.
    const start = Date.now() - 60_000 - MESSAGES * 10_000;
    const rows = Array.from({ length: MESSAGES }, (_, i) => {
      const n = i + 1;
      const role = n % 2 === 1 ? "user" : "assistant";
      const content =
        n === MESSAGES
          ? LAST_TEXT
          : role === "user"
            ? `Message ${n}: we talked again last night and it went sideways when the dishes came up.`
            : reply(n);
      return [crypto.randomUUID(), conversationId, user.id, role, content, new Date(start + i * 10_000)];
    });
    for (let i = 0; i < rows.length; i += 200) {
      const chunk = rows.slice(i, i + 200);
      await sql.query(
        `insert into message (id, conversation_id, user_id, role, content, timestamp) values ${chunk
          .map((_, k) => `(${[1, 2, 3, 4, 5, 6].map((c) => `$${k * 6 + c}`).join(", ")})`)
          .join(", ")}`,
        chunk.flat(),
      );
    }
    return conversationId;
  } finally {
    await sql.end();
  }
}

/** A signed-in phone in a new browser context: CPU slowed, and the network too with `--network slow-4g`. */
async function phonePage({ browser, cookie, initScripts = [] }) {
  const context = await browser.newContext({ ...devices["Pixel 5"] });
  const [name, value] = cookie.split(/=(.*)/s);
  await context.addCookies([{ name, value, domain: "127.0.0.1", path: "/" }]);
  for (const [script, arg] of initScripts) await context.addInitScript(script, arg);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  if (args.network === "slow-4g")
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  return { context, page };
}

/**
 * In the page: the time (ms since the epoch, so it compares across documents) once the open conversation's
 * last message is inside the viewport (not its line in the list).
 */
function lastMessageInView(text) {
  const last = [...document.querySelectorAll("[data-messages] > li")].findLast((li) => li.textContent.includes(text));
  if (!last) return false;
  const box = last.getBoundingClientRect();
  return box.height > 0 && box.top < window.innerHeight && box.bottom > 0
    ? performance.timeOrigin + performance.now()
    : false;
}

/**
 * Opening the conversation from the list in an app already open, as a person mostly does: from the tap on
 * it in the phone's conversations sheet to its last message inside the viewport.
 */
async function measureFromList({ browser, port, cookie }) {
  const { context, page } = await phonePage({ browser, cookie });
  await page.goto(`http://127.0.0.1:${port}/chat`);
  // The openers are enabled once React runs the page.
  await page.waitForFunction(() =>
    [...document.querySelectorAll("main button")].some((b) => b.textContent.startsWith("We keep") && !b.disabled),
  );
  await page.getByRole("button", { name: "Open conversations" }).tap();
  const item = page.getByRole("dialog").getByRole("button", { name: /^A long conversation/ });
  await item.waitFor();
  await page.waitForTimeout(500);
  await page.evaluate(() =>
    window.addEventListener("pointerdown", (event) => (window.__tappedAt = performance.timeOrigin + event.timeStamp), {
      capture: true,
      once: true,
    }),
  );
  await item.tap();
  const shown = await page.waitForFunction(lastMessageInView, LAST_TEXT, { polling: "raf", timeout: 60_000 });
  const ms = (await shown.jsonValue()) - (await page.evaluate(() => window.__tappedAt));
  await context.close();
  return ms;
}

/** Opening from a link to it (/chat/{id}, the conversation in the page's HTML): navigation start to its last message in view. */
async function measureFromLink({ browser, port, cookie, conversationId }) {
  const { context, page } = await phonePage({ browser, cookie });
  await page.goto(`http://127.0.0.1:${port}/chat/${conversationId}`, { waitUntil: "commit" });
  const shown = await page.waitForFunction(lastMessageInView, LAST_TEXT, { polling: "raf", timeout: 60_000 });
  const ms = (await shown.jsonValue()) - (await page.evaluate(() => performance.timeOrigin));
  await context.close();
  return ms;
}

/**
 * A tap where a finger would land, once the target stops moving. Not `locator.tap()` and not role/label
 * locators: Playwright's hit checks walk the whole page (40–100 ms at 4× slower) inside the measured interaction.
 */
async function tap(page, locator) {
  await locator.waitFor();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const box = await locator.boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function measure({ browser, port, cookie, conversationId }) {
  const { context, page } = await phonePage({
    browser,
    cookie,
    // Each document keeps the start of the reload's first one: /chat hands over to the conversation's link.
    initScripts: [
      [
        () =>
          window.sessionStorage.getItem("benchReloadStart") ??
          window.sessionStorage.setItem("benchReloadStart", String(performance.timeOrigin)),
        undefined,
      ],
      [observeInteractions, undefined],
    ],
  });

  // The conversation opened in this tab (from its link), its page's files in the cache: then the reload.
  await page.goto(`http://127.0.0.1:${port}/chat/${conversationId}`);
  await page.waitForURL(/\/chat$/);
  await page.waitForFunction((id) => window.sessionStorage.getItem("openConversationId") === id, conversationId);
  await page.evaluate(() => window.sessionStorage.removeItem("benchReloadStart"));
  await page.reload({ waitUntil: "commit" });
  // The reload's start → the conversation's last message inside the viewport, checked every frame.
  const opened = await page
    .waitForFunction(lastMessageInView, LAST_TEXT, { polling: "raf", timeout: 120_000 })
    .catch(async (error) => {
      await page.screenshot({ path: ".tmp/chat-long-timeout.png" });
      throw new Error(`${error.message} (at ${page.url()}, screenshot in .tmp/chat-long-timeout.png)`);
    });
  const openMs =
    (await opened.jsonValue()) - Number(await page.evaluate(() => window.sessionStorage.getItem("benchReloadStart")));
  // The session starts once React has taken the page over (the message box is enabled then), as a person's can.
  await page.getByLabel("Your message").and(page.locator(":enabled")).waitFor();
  await page.waitForTimeout(1500);
  const domNodes = await page.evaluate(() => document.getElementsByTagName("*").length);

  const box = page.locator("#chat-input");
  await page.evaluate(() => (window.__phase = "type"));
  await tap(page, box);
  await page.keyboard.type("We talked again and I want to try the ", { delay: 60 });
  await page.keyboard.type("ok", { delay: 60 });

  await page.evaluate(() => (window.__phase = "scroll"));
  const list = page.locator('main ol[aria-label="Messages"]');
  const listBox = await list.boundingBox();
  await page.mouse.move(listBox.x + listBox.width / 2, Math.max(listBox.y, 0) + 200);
  for (let i = 0; i < 40; i++) {
    await page.mouse.wheel(0, -1200);
    await page.waitForTimeout(120);
    // Taps between wheel turns: what a reader does while the history loads and renders.
    if (i % 10 === 9) await tap(page, box);
  }
  await page.waitForTimeout(1000);

  await page.evaluate(() => (window.__phase = "sidebar"));
  await tap(page, page.locator('button[aria-label="Open conversations"]'));
  await tap(page, page.locator('[role="dialog"] button[aria-label="Close"]'));
  await page.waitForTimeout(500);

  await page.evaluate(() => (window.__phase = "typeAgain"));
  await tap(page, box);
  await page.keyboard.type(" again", { delay: 60 });
  await page.waitForTimeout(500);

  const { interactions, longTasks } = await page.evaluate(() => ({
    interactions: window.__interactions,
    longTasks: window.__longTasks,
  }));
  const loadedMessages = await page.evaluate(() => document.querySelectorAll("main li").length);
  await context.close();
  const phases = {};
  for (const phase of ["type", "scroll", "sidebar", "typeAgain"])
    phases[phase] = inpOf(interactions.filter((e) => e.phase === phase)).inp;
  return {
    openMs,
    ...inpOf(interactions),
    phases,
    longestTask: Math.max(0, ...longTasks.map((t) => t.duration)),
    blocking: longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    domNodes,
    loadedMessages,
    slowest: slowestOf(interactions, longTasks),
  };
}

/** The `--slowest` interactions: what each one's time went to, and the long tasks that overlap it. */
function slowestOf(interactions, longTasks) {
  const f = (ms) => Math.round(ms);
  return [...interactions]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, Number(args.slowest) || 0)
    .map((e) => {
      const overlapping = longTasks
        .filter((t) => t.start < e.start + e.duration && t.start + t.duration > e.start - 50)
        .map((t) => `${f(t.duration)} ms at ${f(t.start - e.start)}`);
      return `  ${e.phase} ${e.name} ${f(e.duration)} ms: input delay ${f(e.delay)}, handlers ${f(e.handlers)}, to the frame ${f(e.duration - e.delay - e.handlers)} · long tasks ${overlapping.join(", ") || "none"}`;
    });
}

await runBench({
  benchmark: async ({ databaseUrl, work, stops }) => {
    const { port } = await startStack({ databaseUrl, work, stops });
    const [account] = await createProAccounts({ port, databaseUrl, count: 1, run: "long" });
    const conversationId = await seedConversation(databaseUrl, account.email);
    const browser = await chromium.launch({
      headless: !args.headed,
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    stops.push(() => browser.close());
    console.log(
      `A ${MESSAGES}-message conversation, Pixel 5 emulated, CPU ×${CPU_SLOWDOWN} slower, network ${args.network}, ${args.headed ? "headed" : "headless"}, ${RUNS} run(s):`,
    );
    const results = [];
    for (let run = 1; run <= RUNS; run++) {
      const r = await measure({ browser, port, cookie: account.cookie, conversationId });
      r.fromListMs = await measureFromList({ browser, port, cookie: account.cookie });
      r.fromLinkMs = await measureFromLink({ browser, port, cookie: account.cookie, conversationId });
      results.push(r);
      const f = (ms) => `${Math.round(ms)} ms`;
      console.log(
        `run ${run}: open ${f(r.openMs)} on reload, ${f(r.fromLinkMs)} from a link, ${f(r.fromListMs)} from the list · INP ${f(r.inp)} over ${r.interactions} interactions (typing ${f(r.phases.type)}, scrolling ${f(r.phases.scroll)}, sidebar ${f(r.phases.sidebar)}, typing after ${f(r.phases.typeAgain)}) · longest task ${f(r.longestTask)}, blocking ${f(r.blocking)} · ${r.domNodes} elements at open, ${r.loadedMessages} list items at the end`,
      );
      for (const line of r.slowest) console.log(line);
    }
    const median = (key) =>
      Math.round(
        percentile(
          results.map((r) => r[key]),
          50,
        ),
      );
    console.log(
      `\nmedian: open ${median("openMs")} ms on reload, ${median("fromLinkMs")} ms from a link, ${median("fromListMs")} ms from the list · INP ${median("inp")} ms (goal: open < 1000 ms, INP ≤ 100 ms)`,
    );
  },
});
