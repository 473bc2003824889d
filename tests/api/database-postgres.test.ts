import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Connection } from "@/db/client";
import journal from "@/db/migrations/meta/_journal.json";
import { checkRoundTrip } from "../helpers/round-trip";

// scripts/test.mjs starts a throwaway PostgreSQL server and sets this when the binaries exist.
const url = process.env.TEST_DATABASE_URL;
if (!url) console.warn("[postgres] TEST_DATABASE_URL is not set: the real-Postgres test is SKIPPED.");

describe.skipIf(!url)("a real PostgreSQL server", () => {
  let connection: Connection;
  const named = url && `${url}${url.includes("?") ? "&" : "?"}application_name=hearth_database_test`;

  beforeAll(async () => {
    connection = await openDatabase({ kind: "postgres", url, dataDir: "" });
    // A clean slate, then migrate again: migrations must apply to an empty server.
    await connection.db.execute(
      sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade`,
    );
    await connection.close();
    connection = await openDatabase({ kind: "postgres", url: named, dataDir: "" });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it("migrates an empty database and round-trips every entity", async () => {
    const version = await connection.db.execute<{ server_version: string }>(sql`show server_version`);
    expect(version.rows[0]?.server_version).toMatch(/^\d+/);
    await checkRoundTrip(connection.db);
  });

  it("has the message search index: the user's id and the text's trigrams in one GIN index", async () => {
    const { rows } = await connection.db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'message' and indexname = 'message_user_content_trgm_idx'`,
    );
    expect(rows[0]?.indexdef).toMatch(/USING gin \(user_id, content gin_trgm_ops\)/);
  });

  it("runs a named prepared statement again with other values, on every pooled connection", async () => {
    const runs = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        connection.executePrepared<{ n: number }>("probe", sql`select ${i}::int + 1 as n`),
      ),
    );
    expect(runs.map((r) => r.rows[0]?.n)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it("survives the server closing its idle connections: the next query gets a new one", async () => {
    // A few connections, idle in the pool afterwards; then the server ends every one but the asking one. Only
    // this pool's (by its application name): other files' connections to the shared server are not this test's.
    await Promise.all([1, 2, 3, 4].map(() => connection.db.execute(sql`select pg_sleep(0.05)`)));
    const ended = await connection.db.execute<{ n: number }>(sql`select count(pg_terminate_backend(pid))::int as n
      from pg_stat_activity where application_name = current_setting('application_name')
        and pid <> pg_backend_pid() and backend_type = 'client backend'`);
    expect(ended.rows[0]!.n).toBeGreaterThan(0);
    // The pool hears the closed idle connections (an unheard error event would end the process).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await connection.db.execute<{ n: number }>(sql`select 1 as n`);
    expect(after.rows[0]?.n).toBe(1);
  });

  it("lets concurrent starts migrate safely: each migration is applied exactly once", async () => {
    const more = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: "postgres", url, dataDir: "" })));
    await Promise.all(more.map((c) => c.close()));
    const applied = await connection.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
  });
});
