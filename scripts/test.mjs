#!/usr/bin/env node
// `npm test`: types, lint, formatting, dead code, import cycles, unit + API tests (PGlite and a real
// PostgreSQL), a production build, then the end-to-end suite in Chromium. Ends with one line
// "N passed, N failed" over every suite.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { startPostgres } from "./postgres.mjs";

const root = path.resolve(import.meta.dirname, "..");
const tmp = path.join(root, ".tmp");
mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, "node_modules/.bin", name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const totals = { passed: 0, failed: 0, skipped: 0 };
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

function count(file, read) {
  if (!existsSync(file)) {
    console.error(`✖ ${path.basename(file)} was not written: counting the suite as failed.`);
    totals.failed += 1;
    exitCode = 1;
    return;
  }
  const { passed, failed, skipped } = read(JSON.parse(readFileSync(file, "utf8")));
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
}

const only = process.argv[2]; // optional: "unit" or "e2e"

if (!only) {
  // Not incremental: TypeScript 7's build info can keep a JSON module's old shape (messages/*.json).
  run("Type check (TypeScript 7)", process.execPath, [
    path.join(root, "node_modules/typescript-7/bin/tsc"),
    "--noEmit",
    "--incremental",
    "false",
  ]);
  run("Lint (Next's rules and the import boundaries)", bin("eslint"), [".", "--max-warnings=0"]);
  run("Formatting (Prettier)", bin("prettier"), ["--check", "."]);
  run("Dead code (knip)", bin("knip"), ["--no-config-hints"]);
  run("Import cycles", bin("tsx"), [path.join(root, "scripts/import-cycles.ts")]);
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
  count(vitestJson, (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  }));
}

if (!only || only === "e2e") {
  const playwrightJson = path.join(tmp, "playwright.json");
  rmSync(playwrightJson, { force: true });
  if (run("Production build", bin("next"), ["build"])) {
    run("End-to-end tests (Playwright, Chromium)", bin("playwright"), ["test"], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    });
    count(playwrightJson, (r) => ({
      passed: r.stats.expected + r.stats.flaky,
      failed: r.stats.unexpected,
      skipped: r.stats.skipped,
    }));
  } else {
    totals.failed += 1;
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
