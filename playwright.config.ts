import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { suiteConfig } from "./playwright.shared";

// The suite runs against the production build (`next build` first) on its own port and its own
// empty PGlite data directory, so it never touches a developer's .data/.
const port = Number(process.env.E2E_PORT ?? 3100);
/** The stand-in speech service (scripts/speech-stand-in.mjs) that voice chat talks to. */
const speechPort = port + 1000;
// Set once in the runner, so its workers (which load this file again) name the same directory: the admin
// spec runs `npm run admin` against it.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "hearth-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  ...suiteConfig({ testDir: "tests/e2e", port, timeout: 30_000, report: ".tmp/playwright.json" }),
  webServer: [
    {
      command: `node scripts/speech-stand-in.mjs ${speechPort}`,
      url: `http://127.0.0.1:${speechPort}/health`,
      reuseExistingServer: false,
    },
    {
      // Idle connections kept past any test: a client reusing one just as the server closed it got ECONNRESET.
      command: `node_modules/.bin/next start -p ${port} -H 127.0.0.1 --keepAliveTimeout 120000`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        APP_URL: `http://127.0.0.1:${port}`,
        HEARTH_ALLOW_EMBEDDED: "1",
        HEARTH_EXPOSE_OUTBOX: "1",
        // The suite is the one proxy in front of the server: helpers give each API-made account an address of
        // its own in X-Forwarded-For, and Next writes the socket's address there for the browser's requests.
        CLIENT_ADDRESS_SOURCE: "proxy-hops:1",
        // The offline advisor streams a token every few ms: visibly streaming, yet quick for 50 messages.
        OFFLINE_ADVISOR_TOKEN_MS: "2",
        // Voice chat's speech on a stand-in; chat itself stays on the offline advisor.
        SPEECH_BASE_URL: `http://127.0.0.1:${speechPort}/v1`,
      },
    },
  ],
});
