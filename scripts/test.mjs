#!/usr/bin/env node
// `npm test`: types, lint, unit + API tests (PGlite and a real PostgreSQL), a production build,
// then the end-to-end suite in Chromium. Ends with one line "N passed, N failed" over every suite.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

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

function findInitdb() {
  const onPath = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).stdout.trim();
  if (onPath) return onPath;
  const debian = spawnSync("sh", ["-c", "ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -1"], { encoding: "utf8" });
  return debian.stdout.trim() || null;
}

/** Starts a throwaway PostgreSQL from the machine's binaries; returns its URL and a stop function. */
function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  const skipped = (why) => {
    console.warn(`⚠ ${why}: the real-Postgres test will be SKIPPED. Install PostgreSQL (apt-get install -y postgresql) or set TEST_DATABASE_URL.`);
    return { url: undefined, stop: () => {} };
  };
  const initdb = findInitdb();
  if (!initdb) return skipped("No PostgreSQL binaries (initdb) found");
  const pgCtl = path.join(path.dirname(initdb), "pg_ctl");

  const base = mkdtempSync(path.join(tmpdir(), "hearth-pg-"));
  chmodSync(base, 0o755);
  const data = path.join(base, "data");
  const sock = path.join(base, "run");
  mkdirSync(data);
  mkdirSync(sock);
  // PostgreSQL refuses to run as root: there it runs as the postgres user, as Debian sets it up.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync("chown", ["postgres:", data, sock]);
  const pg = (args) => spawnSync(asRoot ? "runuser" : args[0], asRoot ? ["-u", "postgres", "--", ...args] : args.slice(1), { stdio: "ignore" }).status === 0;

  const port = 55000 + Math.floor(Math.random() * 900);
  if (!pg([initdb, "-D", data, "-U", "app", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"])) return skipped("initdb failed");
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${sock} -c fsync=off`;
  if (!pg([pgCtl, "-D", data, "-l", path.join(sock, "pg.log"), "-o", options, "-w", "start"])) return skipped("PostgreSQL did not start");
  console.log(`PostgreSQL started for the tests on 127.0.0.1:${port}`);
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    stop: () => {
      pg([pgCtl, "-D", data, "-m", "immediate", "stop"]);
      rmSync(base, { recursive: true, force: true });
    },
  };
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
  run("Type check (TypeScript 7)", process.execPath, [path.join(root, "node_modules/typescript-7/bin/tsc"), "--noEmit"]);
  run("Lint", bin("eslint"), [".", "--max-warnings=0"]);
}

if (!only || only === "unit") {
  const postgres = startPostgres();
  const vitestJson = path.join(tmp, "vitest.json");
  rmSync(vitestJson, { force: true });
  try {
    run("Unit and API tests (Vitest)", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`], postgres.url ? { TEST_DATABASE_URL: postgres.url } : {});
  } finally {
    postgres.stop();
  }
  count(vitestJson, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests }));
}

if (!only || only === "e2e") {
  const playwrightJson = path.join(tmp, "playwright.json");
  rmSync(playwrightJson, { force: true });
  if (run("Production build", bin("next"), ["build"])) {
    run("End-to-end tests (Playwright, Chromium)", bin("playwright"), ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });
    count(playwrightJson, (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped }));
  } else {
    totals.failed += 1;
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
