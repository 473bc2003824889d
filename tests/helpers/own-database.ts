import { Client } from "pg";
import { afterAll, beforeAll, vi } from "vitest";

async function onServer(serverUrl: string, statement: string) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Inside a describe: a database of the file's own on the shared test server, made before its tests (DATABASE_URL
 * points at it) and dropped after them, since other files may drop and recreate theirs. Gives its address.
 */
export function useOwnDatabase(serverUrl: string, prefix: string): { url: () => string } {
  const database = `${prefix}_${process.pid}_${Date.now()}`;
  const url = () => {
    const address = new URL(serverUrl);
    address.pathname = `/${database}`;
    return address.href;
  };
  beforeAll(async () => {
    await onServer(serverUrl, `create database ${database}`);
    vi.stubEnv("DATABASE_URL", url());
  });
  afterAll(async () => {
    const { closeDb } = await import("@/db/client");
    await closeDb();
    await onServer(serverUrl, `drop database if exists ${database} with (force)`).catch(() => undefined);
  });
  return { url };
}
