#!/usr/bin/env node
// `npm test`: types, lint, formatting, dead code, import cycles, unit + API tests (PGlite and a real
// PostgreSQL), a production build and its first-load JavaScript budgets, the end-to-end suite in Chromium, then
// the multi-instance suite on the same build. Ends with one line "N passed, N failed" over every suite.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { startPostgres } from "./postgres.mjs";
import { playwrightCounts, vitestCounts } from "./test-counts.mjs";

const root = path.resolve(import.meta.dirname, "..");
const tmp = path.join(root, ".tmp");
mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, "node_modules/.bin", name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Every failed test by name, repeated just above the last line so a log's tail says what broke. */
const failures = [];
let exitCode = 0;

function run(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`);
    exitCode = 1;
  }
  return result.status === 0;
}

/**
 * Runs steps side by side, each one's output printed whole when it ends: the checks are mostly one thread
 * each, so on two cores together they take about as long as the longest alone.
 */
async function runTogether(steps) {
  return Promise.all(
    steps.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (status, signal) => {
            console.log(`\n▶ ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
            process.stdout.write(output);
            if (status !== 0) {
              console.error(`✖ ${label} failed (exit ${status ?? signal})`);
              exitCode = 1;
            }
            resolve(status === 0);
          });
        }),
    ),
  );
}

function count(file, read) {
  if (!existsSync(file)) {
    console.error(`✖ ${path.basename(file)} was not written: counting the suite as failed.`);
    totals.failed += 1;
    exitCode = 1;
    return;
  }
  const { passed, failed, skipped } = read(JSON.parse(readFileSync(file, "utf8")), failures);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
}

const only = process.argv[2]; // optional: "unit", "e2e" or "cluster"

/** Whether this run type-checked the code and found it sound: then its build need not check it again. */
let typesChecked = false;
if (!only) {
  [typesChecked] = await runTogether([
    // Not incremental: TypeScript 7's build info can keep a JSON module's old shape (messages/*.json).
    {
      label: "Type check (TypeScript 7)",
      command: process.execPath,
      args: [path.join(root, "node_modules/typescript-7/bin/tsc"), "--noEmit", "--incremental", "false"],
    },
    { label: "Lint (Next's rules and the import boundaries)", command: bin("eslint"), args: [".", "--max-warnings=0"] },
    { label: "Formatting (Prettier)", command: bin("prettier"), args: ["--check", "."] },
    { label: "Dead code (knip)", command: bin("knip"), args: ["--no-config-hints"] },
    { label: "Import cycles", command: bin("tsx"), args: [path.join(root, "scripts/import-cycles.ts")] },
  ]);
}

if (!only || only === "unit") {
  const postgres = startPostgres();
  const vitestJson = path.join(tmp, "vitest.json");
  rmSync(vitestJson, { force: true });
  try {
    run(
      "Unit and API tests (Vitest)",
      bin("vitest"),
      ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
      postgres.url ? { TEST_DATABASE_URL: postgres.url } : {},
    );
  } finally {
    postgres.stop();
  }
  count(vitestJson, vitestCounts);
}

const buildDone = () => existsSync(path.join(root, ".next/BUILD_ID"));
let built = false;
if (!only || only === "e2e") {
  const playwrightJson = path.join(tmp, "playwright.json");
  rmSync(playwrightJson, { force: true });
  built = run("Production build", bin("next"), ["build"], typesChecked ? { HEARTH_TYPES_CHECKED: "1" } : {});
  if (built) {
    const budgetsJson = path.join(tmp, "vitest-build.json");
    rmSync(budgetsJson, { force: true });
    run("First-load JavaScript budgets (the build's record)", bin("vitest"), [
      "run",
      "-c",
      "vitest.build.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${budgetsJson}`,
    ]);
    count(budgetsJson, vitestCounts);
    run("End-to-end tests (Playwright, Chromium)", bin("playwright"), ["test"], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    });
    count(playwrightJson, playwrightCounts);
  } else {
    totals.failed += 1;
  }
}

// The multi-instance suite: three servers of the same build on one PostgreSQL behind a load balancer.
if (!only || only === "e2e" || only === "cluster") {
  if (only === "cluster") built = buildDone() || run("Production build", bin("next"), ["build"]);
  const postgres = built
    ? startPostgres({
        existingUrl: process.env.CLUSTER_DATABASE_URL,
        purpose: "the multi-instance suite",
        onSkip: (why) =>
          console.warn(
            `⚠ ${why}: the multi-instance suite (tests/cluster) is SKIPPED. Install PostgreSQL (apt-get install -y postgresql) or set CLUSTER_DATABASE_URL.`,
          ),
      })
    : { url: undefined, stop: () => {} };
  if (postgres.url) {
    const clusterJson = path.join(tmp, "playwright-cluster.json");
    rmSync(clusterJson, { force: true });
    try {
      run(
        "Multi-instance tests (three servers, one PostgreSQL, Playwright)",
        bin("playwright"),
        ["test", "-c", "playwright.cluster.config.ts"],
        { PLAYWRIGHT_JSON_OUTPUT_NAME: clusterJson, CLUSTER_DATABASE_URL: postgres.url },
      );
    } finally {
      postgres.stop();
    }
    count(clusterJson, playwrightCounts);
  } else if (built) {
    totals.skipped += 1;
  } else if (only === "cluster") {
    totals.failed += 1;
  }
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✖ ${f}`).join("\n")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
