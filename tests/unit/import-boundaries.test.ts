import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

/** The import-boundary messages ESLint gives `code` as the file `file`. */
async function refusals(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("the client/server line, drawn by folders and held by lint", () => {
  it("keeps lib/client/ out of server code, by alias or relative path", async () => {
    const use = (from: string) => `import { api } from "${from}";\nexport const x = api;\n`;
    expect(await refusals("lib/chat/example.ts", use("@/lib/client/api"))).toEqual([
      expect.stringContaining("lib/client/ is browser-only"),
    ]);
    expect(await refusals("app/api/example/route.ts", use("../../../lib/client/api"))).toEqual([
      expect.stringContaining("lib/client/ is browser-only"),
    ]);
    expect(await refusals("db/queries/example.ts", use("@/lib/client/api"))).toHaveLength(1);
    expect(await refusals("components/chat/example.tsx", use("@/lib/client/api"))).toEqual([]);
  });

  it("keeps the database and server-only modules out of components and lib/client/", async () => {
    const env = `import { env } from "../../lib/env";\nexport const x = env;\n`;
    expect(await refusals("components/chat/example.tsx", env)).toEqual([
      expect.stringContaining("Components may not import server-only lib/ modules"),
    ]);
    const db = `import { getDb } from "@/db/client";\nexport const x = getDb;\n`;
    expect(await refusals("lib/client/example.ts", db)).toHaveLength(1);
    expect(
      await refusals("lib/client/example.ts", `import { env } from "@/lib/env";\nexport const x = env;\n`),
    ).toHaveLength(1);
  });
});
