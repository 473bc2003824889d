import { existsSync } from "node:fs";
import { devices, type PlaywrightTestConfig } from "@playwright/test";

const debianChromium = "/usr/bin/chromium";

/**
 * What the two browser suites (playwright.config.ts, playwright.cluster.config.ts) share: one worker, a retry
 * on CI, a JSON report for `npm test`'s count, traces of failures, and Debian's Chromium when it is there.
 */
export function suiteConfig({
  testDir,
  port,
  timeout,
  report,
}: {
  testDir: string;
  port: number;
  timeout: number;
  /** The JSON report's file when PLAYWRIGHT_JSON_OUTPUT_NAME does not name one. */
  report: string;
}): PlaywrightTestConfig {
  return {
    testDir,
    fullyParallel: false,
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    timeout,
    expect: { timeout: 10_000 },
    reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? report }]],
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
  };
}
