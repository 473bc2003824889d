import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env, type DatabaseKind } from "@/lib/env";
import * as schema from "./schema";

/** What every driver's raw `execute()` returns: at least the rows. */
type Rows<Row> = { rows: Row[] };
interface RowsResult extends PgQueryResultHKT {
  type: Rows<this["row"]>;
}
export type Db = PgDatabase<RowsResult, typeof schema>;
/** A transaction handle: query functions accept it wherever they accept the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

export type Connection = { db: Db; kind: DatabaseKind; close: () => Promise<void> };
export type DatabaseOptions = { kind: DatabaseKind; url?: string; dataDir: string };

const migrationsFolder = path.join(process.cwd(), "db/migrations");
/** Any constant shared by every instance: only one of them runs migrations at a time. */
const MIGRATION_LOCK = 72_410_001;

/** Opens and migrates a database. The app uses getDb(); tests and scripts may open their own. */
export async function openDatabase({ kind, url, dataDir }: DatabaseOptions): Promise<Connection> {
  if (kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = await PGlite.create(dataDir.startsWith("memory://") ? dataDir : path.resolve(dataDir, "pglite"));
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind, close: () => client.close() };
  }

  if (kind === "neon") {
    const { Pool, neonConfig } = await import("@neondatabase/serverless");
    const { drizzle } = await import("drizzle-orm/neon-serverless");
    const { migrate } = await import("drizzle-orm/neon-serverless/migrator");
    if (typeof WebSocket === "undefined") neonConfig.webSocketConstructor = (await import("ws")).default;
    const pool = new Pool({ connectionString: url });
    const db = drizzle({ client: pool, schema });
    await withMigrationLock(db as unknown as Db, () => migrate(db, { migrationsFolder }));
    return { db: db as unknown as Db, kind, close: () => pool.end() };
  }

  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool, schema });
  await withMigrationLock(db as unknown as Db, () => migrate(db, { migrationsFolder }));
  return { db: db as unknown as Db, kind, close: () => pool.end() };
}

/** Many serverless instances may start together; the advisory lock makes them migrate one by one. */
async function withMigrationLock(db: Db, run: () => Promise<void>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await run();
  });
}

const holder = globalThis as typeof globalThis & { __hearthDb?: Promise<Connection> };

function connection(): Promise<Connection> {
  const { databaseKind, DATABASE_URL, DATA_DIR } = env();
  holder.__hearthDb ??= openDatabase({ kind: databaseKind, url: DATABASE_URL, dataDir: DATA_DIR }).catch((error: unknown) => {
    holder.__hearthDb = undefined;
    throw error;
  });
  return holder.__hearthDb;
}

/**
 * The process's database, connected and migrated on first use. Cached on globalThis so that dev
 * reloads reuse it: PGlite allows one process per data directory.
 */
export async function getDb(): Promise<Db> {
  return (await connection()).db;
}

export async function databaseKindInUse(): Promise<DatabaseKind> {
  return (await connection()).kind;
}

/** Closes the connection (tests and scripts); the next getDb() opens a new one. */
export async function closeDb(): Promise<void> {
  const current = holder.__hearthDb;
  holder.__hearthDb = undefined;
  if (current) await (await current).close();
}
