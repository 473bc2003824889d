#!/usr/bin/env node
// The JavaScript each App Router page loads first, from .next/diagnostics/route-bundle-stats.json, gzipped as
// `next start` serves it. No server and no browser, so the figures hold on a busy machine.
//   node bench/first-load-js.mjs [--routes /auth,/onboarding] [--chunks]
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { describeChunk } from "./chunk-contents.mjs";
import { root } from "./harness.mjs";

const { values: args } = parseArgs({
  options: { routes: { type: "string" }, chunks: { type: "boolean", default: false } },
});
const statsFile = path.join(root, ".next/diagnostics/route-bundle-stats.json");
if (!existsSync(statsFile)) {
  console.error("No production build (.next) found: run `npx next build` first.");
  process.exit(1);
}
const stats = JSON.parse(readFileSync(statsFile, "utf8"));
const wanted = args.routes?.split(",");
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

for (const { route, firstLoadChunkPaths } of stats) {
  if (wanted ? !wanted.includes(route) : route.startsWith("/api/")) continue;
  const chunks = firstLoadChunkPaths
    .filter((file) => file.endsWith(".js"))
    .map((file) => {
      const body = readFileSync(path.join(root, file));
      return { file: path.basename(file), raw: body.length, gzip: gzipSync(body).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  console.log(`${route.padEnd(28)} ${kib(total).padStart(10)} gzipped in ${chunks.length} files`);
  if (args.chunks)
    for (const { file, raw, gzip } of chunks)
      console.log(`  ${kib(gzip).padStart(10)}  ${file.padEnd(26)} ${describeChunk(file, raw)}`);
}
