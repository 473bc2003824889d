import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of an empty in-memory PGlite that db/client.ts opened and migrated (tests/setup.ts). */
    pgliteTemplate: string;
  }
}

// A fresh in-memory PGlite runs initdb in WebAssembly: 5–15 s a file on a busy 2-core machine. Made and migrated
// once here, by the app's own openDatabase(); each file then starts from a copy of it in 1–3 s.
export default async function setup(project: TestProject) {
  const directory = mkdtempSync(path.join(tmpdir(), "hearth-pglite-template-"));
  const file = path.join(directory, "migrated.tar");
  const connection = await openDatabase({ kind: "pglite", dataDir: "memory://" });
  const client = (connection.db as unknown as { $client: PGlite }).$client;
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await connection.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(directory, { recursive: true, force: true });
}
