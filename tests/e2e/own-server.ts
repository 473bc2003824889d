import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A `next start` of its own, for specs that must stop and start the server (a new version on the same
 * origin) or change its database while it is down. Same settings as the suite's server (playwright.config.ts).
 */
export type OwnServer = {
  origin: string;
  dataDir: string;
  start(distDir?: string): Promise<void>;
  stop(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `env`: settings of its own on top of the suite's (a slower offline advisor, say). */
export async function ownServer({ env = {} }: { env?: Record<string, string> } = {}): Promise<OwnServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "hearth-e2e-own-"));
  let child: ChildProcess | undefined;
  let log = "";

  return {
    origin,
    dataDir,
    /** Serves the build in `distDir` (default .next) and waits until it answers. */
    async start(distDir) {
      log = "";
      child = spawn(
        "node_modules/.bin/next",
        ["start", "-p", String(port), "-H", "127.0.0.1", "--keepAliveTimeout", "120000"],
        {
          stdio: ["ignore", "pipe", "pipe"],
          env: {
            ...process.env,
            NODE_ENV: "production",
            NEXT_TELEMETRY_DISABLED: "1",
            HEARTH_DIST_DIR: distDir ?? "",
            DATA_DIR: dataDir,
            DATABASE_URL: "",
            APP_URL: origin,
            HEARTH_ALLOW_EMBEDDED: "1",
            HEARTH_EXPOSE_OUTBOX: "1",
            CLIENT_ADDRESS_SOURCE: "proxy-hops:1",
            OFFLINE_ADVISOR_TOKEN_MS: "2",
            ...env,
          },
        },
      );
      child.stdout?.on("data", (chunk) => (log += chunk));
      child.stderr?.on("data", (chunk) => (log += chunk));
      const until = Date.now() + 60_000;
      while (
        !(await fetch(`${origin}/api/health`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (child.exitCode !== null || Date.now() > until) throw new Error(`next start failed:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    /** Stops it and waits for the process to end (PGlite's files are then free). */
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGTERM");
      // `next start` lets a browser's open keep-alive connection run out (two minutes) before exiting; a
      // deployment does not wait for it, and a spec that deploys several times must not either.
      const hard = setTimeout(() => running.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(hard);
    },
  };
}
