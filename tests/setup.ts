import { readFileSync } from "node:fs";
import { inspect } from "node:util";
import type { PGliteOptions } from "@electric-sql/pglite";
import { afterAll, expect, inject, vi } from "vitest";
import { closeDb } from "@/db/client";
import { EMAIL_ADDRESS } from "@/lib/ops/log";
import { plantedTexts } from "./helpers/planted";

// Every file's in-memory PGlite (DATA_DIR=memory://, vitest.config.ts) starts from a copy of one the global
// setup migrated (tests/pglite-template.ts), unless the caller brings its own data.
// tests/api/database-pglite.test.ts unmocks this to migrate from nothing.
vi.mock("@electric-sql/pglite", async (importOriginal) => {
  const pglite = await importOriginal<typeof import("@electric-sql/pglite")>();
  const { PGlite } = pglite;
  const template = new Blob([readFileSync(inject("pgliteTemplate"))]);
  const create = ((dataDir?: string, options?: PGliteOptions) =>
    dataDir === "memory://" && !options?.loadDataDir
      ? PGlite.create(dataDir, { ...options, loadDataDir: template })
      : PGlite.create(dataDir, options)) as typeof PGlite.create;
  return { ...pglite, PGlite: Object.assign(class extends PGlite {}, { create }) };
});

afterAll(async () => {
  await closeDb();
});

// Over every test file: nothing the code logs may name a person's e-mail address, a password, or anything a
// person wrote (the log is JSON lines of names, counts and ids; see lib/ops/log.ts).
const logged: string[] = [];
for (const level of ["log", "info", "warn", "error"] as const) {
  const write = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    logged.push(args.map((arg) => (typeof arg === "string" ? arg : inspect(arg))).join(" "));
    write(...args);
  };
}

afterAll(() => {
  expect(logged.filter((line) => line.match(EMAIL_ADDRESS))).toEqual([]);
  expect(logged.filter((line) => [...plantedTexts].some((text) => line.includes(text)))).toEqual([]);
});
