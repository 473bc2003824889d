import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Connection, type DatabaseOptions } from "@/db/client";
import { adminAudit, users } from "@/db/schema";

// `npm run admin` as people run it: the real command in a child process, on a PGlite directory and on the
// real PostgreSQL server the suite starts (scripts/test.mjs sets TEST_DATABASE_URL).
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const serverUrl = process.env.TEST_DATABASE_URL;

async function admin(args: string[], database: { DATABASE_URL?: string; DATA_DIR?: string }) {
  // APP_URL names a port where nothing listens: a held directory must not reach some other server.
  const env = {
    ...process.env,
    NODE_ENV: "development",
    DATABASE_URL: "",
    APP_URL: "http://127.0.0.1:9",
    ...database,
  } as NodeJS.ProcessEnv;
  try {
    const { stdout, stderr } = await run(
      path.join(root, "node_modules/.bin/tsx"),
      ["--import", "./scripts/server-only-off.mjs", "scripts/admin.ts", ...args],
      {
        cwd: root,
        env,
        timeout: 170_000,
      },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

async function withDatabase<T>(options: DatabaseOptions, work: (connection: Connection) => Promise<T>): Promise<T> {
  const connection = await openDatabase(options);
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

const addAccount = (connection: Connection, email: string) =>
  connection.db.insert(users).values({ username: email, email, emailVerified: true });
const rightOf = async (connection: Connection, email: string) =>
  (await connection.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.email, email)))[0]?.isAdmin;
const auditActions = async (connection: Connection) =>
  (await connection.db.select({ action: adminAudit.action, details: adminAudit.details }).from(adminAudit)).map(
    (row) => `${row.action}:${String(row.details.via)}`,
  );

async function grantAndRevoke(options: DatabaseOptions, database: { DATABASE_URL?: string; DATA_DIR?: string }) {
  const email = "Operator@Example.com";
  await withDatabase(options, (connection) => addAccount(connection, email));

  const granted = await admin(["grant", "operator@example.com"], database);
  expect(granted, granted.out).toMatchObject({ code: 0 });
  expect(granted.out).toContain("operator@example.com is now an admin.");
  expect(await withDatabase(options, (c) => rightOf(c, email))).toBe(true);

  const listed = await admin(["list"], database);
  expect(listed.out).toContain(email);

  const revoked = await admin(["revoke", email], database);
  expect(revoked.out).toContain("is no longer an admin.");
  const unknown = await admin(["grant", "nobody@example.com"], database);
  expect(unknown.code).toBe(1);
  expect(unknown.out).toContain("No account has the e-mail address nobody@example.com");
  await withDatabase(options, async (c) => {
    expect(await rightOf(c, email)).toBe(false);
    expect(await auditActions(c)).toEqual(["grant_admin:command", "revoke_admin:command"]);
  });
}

describe("npm run admin", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "hearth-admin-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("grants and revokes on PGlite, and explains its usage", async () => {
    await grantAndRevoke({ kind: "pglite", dataDir }, { DATA_DIR: dataDir });
    const usage = await admin(["promote", "x@example.com"], { DATA_DIR: dataDir });
    expect(usage.code).toBe(2);
    expect(usage.out).toContain("npm run admin -- grant someone@example.com");
  }, 600_000);

  it("never opens a PGlite directory another process holds; with no server answering, says what to do", async () => {
    await withDatabase({ kind: "pglite", dataDir }, async () => {
      const refused = await admin(["list"], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.out).toContain(`is open in another process (pid ${process.pid}`);
      expect(refused.out).toContain("did not answer at http://127.0.0.1:9");
    });
  }, 300_000);

  it.skipIf(!serverUrl)(
    "grants and revokes on the real PostgreSQL server",
    async () => {
      const name = `admin_command_${process.pid}_${Date.now()}`;
      const server = new Client({ connectionString: serverUrl });
      await server.connect();
      await server.query(`create database ${name}`);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      try {
        await grantAndRevoke({ kind: "postgres", url: url.href, dataDir: "" }, { DATABASE_URL: url.href });
        await withDatabase({ kind: "postgres", url: url.href, dataDir: "" }, async (c) => {
          const version = await c.db.execute<{ server_version: string }>(sql`show server_version`);
          expect(version.rows[0]?.server_version).toMatch(/^\d+/);
        });
      } finally {
        // Not forced: ending connections a closed pool is still letting go would fail them noisily.
        await server.query(`drop database if exists ${name}`).catch(() => undefined);
        await server.end();
      }
    },
    600_000,
  );
});
