// A throwaway PostgreSQL server from the machine's binaries, for `npm test` and the benchmarks.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

function findInitdb() {
  const onPath = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).stdout.trim();
  if (onPath) return onPath;
  const debian = spawnSync("sh", ["-c", "ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -1"], {
    encoding: "utf8",
  });
  return debian.stdout.trim() || null;
}

const testsSkipped = (why) =>
  console.warn(
    `⚠ ${why}: the real-Postgres test will be SKIPPED. Install PostgreSQL (apt-get install -y postgresql) or set TEST_DATABASE_URL.`,
  );

/**
 * Starts a throwaway PostgreSQL from the machine's binaries on a random loopback port; returns its URL
 * and a stop function that removes it. `url` is undefined (after `onSkip(why)`) when it cannot start.
 * The defaults are `npm test`'s: TEST_DATABASE_URL, when set, is used instead of starting a server.
 */
export function startPostgres({
  existingUrl = process.env.TEST_DATABASE_URL,
  purpose = "the tests",
  onSkip = testsSkipped,
} = {}) {
  if (existingUrl) return { url: existingUrl, stop: () => {} };
  const skipped = (why) => {
    onSkip(why);
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
  const pg = (args) =>
    spawnSync(asRoot ? "runuser" : args[0], asRoot ? ["-u", "postgres", "--", ...args] : args.slice(1), {
      stdio: "ignore",
    }).status === 0;

  const port = 55000 + Math.floor(Math.random() * 900);
  if (!pg([initdb, "-D", data, "-U", "app", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]))
    return skipped("initdb failed");
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${sock} -c fsync=off`;
  if (!pg([pgCtl, "-D", data, "-l", path.join(sock, "pg.log"), "-o", options, "-w", "start"]))
    return skipped("PostgreSQL did not start");
  console.log(`PostgreSQL started for ${purpose} on 127.0.0.1:${port}`);
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    stop: () => {
      pg([pgCtl, "-D", data, "-m", "immediate", "stop"]);
      rmSync(base, { recursive: true, force: true });
    },
  };
}
