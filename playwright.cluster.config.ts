import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The multi-instance suite: `npm run cluster` (scripts/cluster.mjs) with three instances of the build that
// `npm test` made for the main suite, on one PostgreSQL (DATABASE_URL, or its own throwaway one).
const port = Number(process.env.CLUSTER_E2E_PORT ?? 3750);
// Named once in the runner, so its workers (which load this file again) read the same file; the script removes it.
process.env.CLUSTER_STATE_FILE ??= path.join(tmpdir(), `hearth-cluster-state-${process.pid}.json`);
const debianChromium = "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/cluster",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? ".tmp/playwright-cluster.json" }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: existsSync(debianChromium)
      ? {
          executablePath: debianChromium,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        }
      : {},
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `node scripts/cluster.mjs --skip-build --instances 3 --port ${port} --state-file ${process.env.CLUSTER_STATE_FILE}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    // SIGTERM, so the script stops its servers and its PostgreSQL (a SIGKILL would leave PostgreSQL running).
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
    env: {
      // `npm test` hands over a fresh PostgreSQL; otherwise the script starts its own (never a shell's DATABASE_URL).
      DATABASE_URL: process.env.CLUSTER_DATABASE_URL ?? "",
      // Slow enough that a reply is still being written after a reload (about eight seconds a reply).
      OFFLINE_ADVISOR_TOKEN_MS: "40",
    },
  },
});
