import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The variables lib/env.ts reads: the keys of its zod schema's object (written two spaces in). */
function variablesRead(): string[] {
  const source = read("lib/env.ts");
  const start = source.indexOf("const schema = z.object({");
  const end = source.indexOf("\n});", start);
  expect(start, "lib/env.ts's schema").toBeGreaterThan(-1);
  return [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!).sort();
}

/** NODE_ENV is set by Next and the test runner, never by an operator. */
const NOT_FOR_OPERATORS = new Set(["NODE_ENV"]);

describe("the documented configuration", () => {
  const variables = variablesRead().filter((name) => !NOT_FOR_OPERATORS.has(name));

  it("reads a schema with its variables", () => {
    expect(variables).toContain("DATABASE_URL");
    expect(variables).toContain("CRON_SECRET");
  });

  it(".env.example lists exactly the variables lib/env.ts reads, each once", () => {
    const listed = [...read(".env.example").matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    expect(new Set(listed).size, "a variable listed twice").toBe(listed.length);
    expect(listed.sort()).toEqual(variables);
  });

  it("the README's configuration table names every variable", () => {
    const readme = read("README.md");
    const start = readme.indexOf("## Configuration\n");
    expect(start, "the README's configuration section").toBeGreaterThan(-1);
    const end = readme.indexOf("\n## ", start + 1);
    const table = readme.slice(start, end === -1 ? undefined : end);
    expect(variables.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });
});
