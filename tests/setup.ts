import { inspect } from "node:util";
import { afterAll, expect, vi } from "vitest";
import { closeDb } from "@/db/client";
import { EMAIL_ADDRESS } from "@/lib/ops/log";
import { plantedTexts } from "./helpers/planted";

// Every test file gets its own empty in-memory Postgres (PGlite), migrated on first use.
vi.stubEnv("DATA_DIR", "memory://");
vi.stubEnv("DATABASE_URL", "");

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
