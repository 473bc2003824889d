import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { suiteConfig } from "./playwright.shared";

// The multi-instance suite: `npm run cluster` (scripts/cluster.mjs) with three instances of the build that
// `npm test` made for the main suite, on one PostgreSQL (DATABASE_URL, or its own throwaway one).
const port = Number(process.env.CLUSTER_E2E_PORT ?? 3750);
// Named once in the runner, so its workers (which load this file again) read the same file; the script removes it.
process.env.CLUSTER_STATE_FILE ??= path.join(tmpdir(), `hearth-cluster-state-${process.pid}.json`);

export default defineConfig({
  ...suiteConfig({ testDir: "tests/cluster", port, timeout: 60_000, report: ".tmp/playwright-cluster.json" }),
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
