import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // The tests run server modules outside a server bundle: "server-only" guards browser bundles only.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    environment: "node",
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts"],
    globalSetup: ["tests/pglite-template.ts"],
    setupFiles: ["tests/setup.ts"],
    // TestBrowser plays the one proxy that writes X-Forwarded-For. Each test file gets its own in-memory PGlite,
    // migrated on first use; set here, not stubbed, so vi.unstubAllEnvs() cannot reset a later module to .data/.
    // Push endpoints may be http: to 127.0.0.1, the tests' stand-in push service (tests/helpers/push-service.ts).
    env: { CLIENT_ADDRESS_SOURCE: "proxy-hops:1", DATA_DIR: "memory://", DATABASE_URL: "", HEARTH_TEST_PUSH_HTTP: "1" },
    pool: "forks",
    // Vitest leaves one core to itself by default; on a 2-core machine that halves the throughput.
    maxWorkers: 2,
    // next-auth imports "next/server" without an extension, which only a bundler resolves.
    server: { deps: { inline: ["next-auth"] } },
    // A file's first test opens and migrates a fresh PGlite (17 migrations, two extensions): ≈15 s on a busy
    // 2-core machine, so 30 s left too little room.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
