import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_PAGE_PATH, apiPageText, DOCUMENT_PATH, openApiDocument, openApiText } from "@/scripts/openapi/document";
import { METHODS, ROUTES } from "@/scripts/openapi/routes";
import { apiRouteFiles } from "../helpers/routes";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The methods a route file serves: those it does not hand to `otherMethods` (whose 405s name exactly the
 * served ones, tests/api/api-answers.test.ts). A file without `otherMethods` (the catch-all 404) serves none.
 */
function servedMethods(file: string): string[] {
  const source = readFileSync(path.join(root, file), "utf8");
  const allowed = /otherMethods\(([^)]*)\)/.exec(source)?.[1] ?? "";
  return METHODS.filter((method) => allowed.includes(`"${method}"`));
}

describe("the API reference (docs/openapi.json)", () => {
  it("lists every route on disk with exactly the methods it serves, and nothing else", () => {
    const onDisk = Object.fromEntries(apiRouteFiles().map(({ file, pattern }) => [pattern, servedMethods(file)]));
    const listed = Object.fromEntries(
      Object.entries(ROUTES).map(([pattern, methods]) => [pattern, METHODS.filter((method) => methods[method])]),
    );
    expect(listed).toEqual(onDisk);
  });

  it("has every $ref pointing at something it defines", () => {
    const document = openApiDocument();
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    const missing = refs.filter(
      (ref) =>
        ref.split("/").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], document) === undefined,
    );
    expect(missing).toEqual([]);
  });

  it("is what `npm run openapi` writes from the code now", async () => {
    const committed = readFileSync(DOCUMENT_PATH, "utf8");
    expect(committed === (await openApiText()), "docs/openapi.json is stale: run `npm run openapi`").toBe(true);
  });

  it("docs/api.md lists the routes as `npm run openapi` writes them now", async () => {
    const committed = readFileSync(API_PAGE_PATH, "utf8");
    expect(committed === (await apiPageText(committed)), "docs/api.md is stale: run `npm run openapi`").toBe(true);
  });
});
