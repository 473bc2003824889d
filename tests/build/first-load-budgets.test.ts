import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

// The JavaScript each page loads before it is usable, read from the build's own record (what
// bench/first-load-js.mjs reads): deterministic, unlike Lighthouse, which stays a bench.
const root = path.resolve(import.meta.dirname, "../..");
const statsFile = path.join(root, ".next/diagnostics/route-bundle-stats.json");

/** KiB of first-load JavaScript per route, gzipped and uncompressed: today's figures and about 2% more. */
const BUDGETS: Record<string, { gzip: number; raw: number }> = {
  "/": { gzip: 138, raw: 439 },
  "/auth": { gzip: 166, raw: 542 },
  "/auth/register": { gzip: 166, raw: 542 },
  "/auth/login": { gzip: 166, raw: 542 },
  "/onboarding": { gzip: 162, raw: 529 },
  "/chat": { gzip: 197, raw: 636 },
  "/chat/[id]": { gzip: 197, raw: 636 },
  "/chat/private": { gzip: 197, raw: 636 },
  "/settings": { gzip: 181, raw: 588 },
  "/settings/memory": { gzip: 178, raw: 576 },
  "/settings/reminders": { gzip: 173, raw: 561 },
  "/advice": { gzip: 184, raw: 601 },
  "/advice/[id]": { gzip: 186, raw: 606 },
  "/coach": { gzip: 185, raw: 604 },
  "/insights": { gzip: 177, raw: 573 },
  "/admin": { gzip: 318, raw: 1050 },
};

type Chunk = { file: string; raw: number; gzip: number };
type RouteStats = { route: string; firstLoadChunkPaths: string[] };

function firstLoad(): Map<string, Chunk[]> {
  if (!existsSync(statsFile)) {
    throw new Error(`${path.relative(root, statsFile)} is missing: run \`next build\` before the build tests.`);
  }
  const stats = JSON.parse(readFileSync(statsFile, "utf8")) as RouteStats[];
  return new Map(
    stats.map(({ route, firstLoadChunkPaths }) => [
      route,
      firstLoadChunkPaths
        .filter((file) => file.endsWith(".js"))
        .map((file) => {
          const body = readFileSync(path.join(root, file));
          return { file: path.basename(file), raw: body.length, gzip: gzipSync(body).length };
        })
        .sort((a, b) => b.gzip - a.gzip),
    ]),
  );
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

describe("first-load JavaScript per route (the build's record)", () => {
  const routes = firstLoad();
  const shared = new Set(routes.get("/_not-found")?.map((chunk) => chunk.file));

  for (const [route, budget] of Object.entries(BUDGETS)) {
    it(`${route} stays within ${budget.gzip} KiB gzipped and ${budget.raw} KiB uncompressed`, () => {
      const chunks = routes.get(route);
      expect(chunks, `${route} is not in the build`).toBeDefined();
      const total = (key: "gzip" | "raw") => kib(chunks!.reduce((sum, chunk) => sum + chunk[key], 0));
      const list = chunks!
        .map(
          (c) => `  ${kib(c.gzip)} KiB gz, ${kib(c.raw)} KiB: ${c.file}${shared.has(c.file) ? "" : " (this route's)"}`,
        )
        .join("\n");
      const why = `${route}: ${total("gzip")} KiB gzipped / ${total("raw")} KiB uncompressed against a budget of ${budget.gzip} / ${budget.raw}. Its chunks, largest first (what each holds: node bench/first-load-js.mjs --routes ${route} --chunks):\n${list}`;
      expect(total("gzip") <= budget.gzip && total("raw") <= budget.raw, why).toBe(true);
    });
  }
});
