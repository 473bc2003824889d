import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env, type DatabaseKind } from "@/lib/env";
import { migrationsCurrent } from "./migration-level";
import { claimPglite } from "./pglite-owner";
import * as schema from "./schema";
import { log } from "@/lib/ops/log";
import { traced } from "@/lib/ops/trace";

/** What every driver's raw `execute()` returns: at least the rows. */
type Rows<Row> = { rows: Row[] };
interface RowsResult extends PgQueryResultHKT {
  type: Rows<this["row"]>;
}
export type Db = PgDatabase<RowsResult, typeof schema>;
/** A transaction handle: query functions accept it wherever they accept the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

/** Runs a statement as a named prepared statement; `name` must belong to that statement's text alone. */
type ExecutePrepared = <Row extends Record<string, unknown>>(name: string, query: SQL) => Promise<Rows<Row>>;

export type Connection = { db: Db; kind: DatabaseKind; close: () => Promise<void>; executePrepared: ExecutePrepared };
export type DatabaseOptions = { kind: DatabaseKind; url?: string; dataDir: string };

const migrationsFolder = path.join(process.cwd(), "db/migrations");
/** Any constant shared by every instance: only one of them runs migrations at a time. */
const MIGRATION_LOCK = 72_410_001;

const dialect = new PgDialect();
type NamedQueryPool = { query: (config: { name: string; text: string; values: unknown[] }) => Promise<Rows<never>> };

/** A pg pool prepares a named statement once per connection, so Postgres plans it once, not on every call. */
function namedStatements(pool: NamedQueryPool): ExecutePrepared {
  return <Row extends Record<string, unknown>>(name: string, query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return pool.query({ name, text, values: params }) as Promise<Rows<Row>>;
  };
}

/** Runs statements as they come: for drivers where a named statement buys nothing or may not work. */
function unnamedStatements(db: Db): ExecutePrepared {
  return <Row extends Record<string, unknown>>(_name: string, query: SQL) => db.execute<Row>(query);
}

/**
 * The one typed seam between the drivers and the app: each driver's Drizzle database differs only in
 * its raw result type, and every driver's result carries `rows`, which is all `Db` promises.
 */
function asDb(db: unknown): Db {
  return db as Db;
}

/** PGlite's buffer pool: a one-machine database's working set, not a server's. */
const PGLITE_SHARED_BUFFERS = "32MB";

/** Opens and migrates a database. The app uses getDb(); tests and scripts may open their own. */
export async function openDatabase({ kind, url, dataDir }: DatabaseOptions): Promise<Connection> {
  if (kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const inMemory = dataDir.startsWith("memory://");
    const directory = inMemory ? dataDir : path.resolve(dataDir, "pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const { btree_gin } = await import("@electric-sql/pglite/contrib/btree_gin");
    // pg_trgm and btree_gin: the trigram indexes of the admin's user search and of message search
    // (migrations `*_trigram_search.sql`, `*_message_search.sql`); a server PostgreSQL has them among its
    // contrib modules.
    const client = await PGlite.create(directory, {
      extensions: { pg_trgm, btree_gin },
      // PostgreSQL's 128 MB of shared buffers are zeroed at every start, in WebAssembly: 0.15 s of each cold
      // start on a quiet machine, 0.5–0.7 s on a busy one (bench/cold-start.mjs). The data files stay
      // in the operating system's page cache either way.
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const release = inMemory ? () => {} : claimPglite(directory);
    const driver = drizzle({ client, schema });
    const db = asDb(driver);
    if (!(await migrationsCurrent(db))) {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(driver, { migrationsFolder });
    }
    const close = async () => {
      await client.close();
      release();
    };
    // In-process: no network round trip to save, and PGlite has no named statements.
    return { db, kind, close, executePrepared: unnamedStatements(db) };
  }

  if (kind === "neon") {
    const { Pool, neonConfig } = await import("@neondatabase/serverless");
    const { drizzle } = await import("drizzle-orm/neon-serverless");
    if (typeof WebSocket === "undefined") neonConfig.webSocketConstructor = (await import("ws")).default;
    const pool = new Pool({ connectionString: url });
    pool.on("error", idleClientFailed);
    const driver = drizzle({ client: pool, schema });
    const db = asDb(driver);
    await migrateOnce(db, async () => {
      const { migrate } = await import("drizzle-orm/neon-serverless/migrator");
      await migrate(driver, { migrationsFolder });
    });
    // Serverless instances hold short-lived connections behind Neon's transaction-mode pooler: a named
    // statement would rarely be reused, and the pooler's support for them is not ours to count on.
    return { db, kind, close: () => pool.end(), executePrepared: unnamedStatements(db) };
  }

  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: url, max: 10 });
  pool.on("error", idleClientFailed);
  const driver = drizzle({ client: pool, schema });
  const db = asDb(driver);
  await migrateOnce(db, async () => {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(driver, { migrationsFolder });
  });
  return { db, kind, close: () => pool.end(), executePrepared: namedStatements(pool) };
}

/**
 * An idle pooled connection that the server closes (a restart, a failover, an administrator) is dropped
 * from the pool and replaced on the next query; unheard, the pool's error event would end the process.
 */
function idleClientFailed(error: unknown) {
  log.error("db.idle_connection_closed", error);
}

/**
 * Migrates once per deploy: a server that finds every migration of its build applied (one query) starts
 * at once. Many serverless instances may start together after a deploy; the advisory lock makes them
 * migrate one by one, and the migrator skips what the first one applied.
 */
async function migrateOnce(db: Db, run: () => Promise<void>) {
  if (await migrationsCurrent(db)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await run();
  });
}

const holder = globalThis as typeof globalThis & { __hearthDb?: Promise<Connection> };

function connection(): Promise<Connection> {
  const { databaseKind, DATABASE_URL, DATA_DIR } = env();
  holder.__hearthDb ??= openDatabase({ kind: databaseKind, url: DATABASE_URL, dataDir: DATA_DIR }).catch(
    (error: unknown) => {
      holder.__hearthDb = undefined;
      throw error;
    },
  );
  return holder.__hearthDb;
}

/**
 * The process's database, connected and migrated on first use. Cached on globalThis so that dev
 * reloads reuse it: PGlite allows one process per data directory.
 */
export async function getDb(): Promise<Db> {
  return (await connection()).db;
}

/** The process's database runs `query` as a named prepared statement: for the statements of every chat turn. */
export async function executePrepared<Row extends Record<string, unknown>>(
  name: string,
  query: SQL,
): Promise<Rows<Row>> {
  try {
    return await traced("db.query", { "db.system": "postgresql", "db.operation.name": name }, async () =>
      (await connection()).executePrepared<Row>(name, query),
    );
  } catch (error) {
    throw new StatementError(name, error);
  }
}

/** A failed named statement: the log names the statement (never its parameters); the driver's error is the cause. */
class StatementError extends Error {
  constructor(
    readonly statement: string,
    cause: unknown,
  ) {
    super(`statement "${statement}" failed`, { cause });
    this.name = "StatementError";
  }
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
