import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The build's version, shown in settings and announced by the service worker ('Version {version} is now
 * active'): `HEARTH_BUILD_VERSION` when set, else the package version plus the commit ("0.1.0+1064b17").
 * Read by next.config.ts, which hands it to the app and the worker as `process.env.HEARTH_BUILD_VERSION`.
 */
export function buildVersion(): string {
  if (process.env.HEARTH_BUILD_VERSION) return process.env.HEARTH_BUILD_VERSION;
  const { version } = JSON.parse(readFileSync(path.join(process.cwd(), "package.json"), "utf8")) as { version: string };
  const commit = process.env.VERCEL_GIT_COMMIT_SHA?.slice(0, 7) ?? gitCommit();
  return commit ? `${version}+${commit}` : version;
}

function gitCommit(): string | undefined {
  try {
    return execFileSync("git", ["rev-parse", "--short=7", "HEAD"], { encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    return undefined;
  }
}

/** Where the build is: `.next`, or `HEARTH_DIST_DIR` for the update test's second build (tests/e2e/pwa-update.spec.ts). */
export function distDir(): string {
  return process.env.HEARTH_DIST_DIR || ".next";
}
