// What each chunk of the production build holds (gzipped, by npm package or project folder), from `next analyze`.
// The analyzer compiles the app again, so its chunk names need not be the build's: a chunk not found by name
// is matched by its unique size (the parts add up to it, give or take the wrapper) and marked "≈".
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { root } from "./harness.mjs";

const dataDir = path.join(root, ".next/diagnostics/analyze/data");

/** `node_modules/next/dist/…` → "next", `node_modules/@radix-ui/react-tabs/…` → "@radix-ui/react-tabs", else the folder. */
function groupOf(sourcePath) {
  const modules = sourcePath.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const [scope, name] = sourcePath.slice(modules + "node_modules/".length).split("/");
    return scope.startsWith("@") ? `${scope}/${name}` : scope;
  }
  const parts = sourcePath.replace(/^\[project\]\//, "").split("/");
  return parts.length > 2 ? parts.slice(0, 2).join("/") : parts.join("/");
}

/** Output file name → { size, groups: Map(group → gzipped bytes) }. Empty when no analysis is there. */
function readAnalysis() {
  const byFile = new Map();
  if (!existsSync(dataDir)) return byFile;
  const exported = spawnSync(path.join(root, "node_modules/.bin/next"), ["analyze", "export"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (exported.status !== 0) return byFile;
  const readFrom = new Map(); // a file is listed once per route that loads it: one route's reading is enough
  for (const line of exported.stdout.split("\n")) {
    if (!line.startsWith('{"type":"part"')) continue;
    const part = JSON.parse(line);
    if (!part.filename.startsWith("[client-fs]/")) continue;
    const file = path.basename(part.filename);
    if ((readFrom.get(file) ?? part.route) !== part.route) continue;
    readFrom.set(file, part.route);
    const chunk = byFile.get(file) ?? { size: 0, groups: new Map() };
    const group = groupOf(part.source_path);
    chunk.size += part.size ?? 0;
    chunk.groups.set(group, (chunk.groups.get(group) ?? 0) + (part.compressed_size ?? 0));
    byFile.set(file, chunk);
  }
  return byFile;
}

let analysis;

/** The analyzed chunk of that name, or else the only one whose size is within 1 % of `size` bytes. */
function findChunk(file, size) {
  if (analysis.has(file)) return { chunk: analysis.get(file), approximate: false };
  const near = [...analysis.values()].filter((chunk) => Math.abs(chunk.size - size) <= size * 0.01);
  return near.length === 1 ? { chunk: near[0], approximate: true } : undefined;
}

/** A line naming what a chunk of `size` bytes holds, biggest first ("react-dom 58.1, next 12.0, …" in KiB). */
export function describeChunk(file, size) {
  analysis ??= readAnalysis();
  if (!analysis.size) return "(no analysis: run `next analyze --output` after the build)";
  const found = findChunk(file, size);
  if (!found) return "(not in the analysis)";
  const groups = [...found.chunk.groups]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([group, bytes]) => `${group} ${(bytes / 1024).toFixed(1)}`)
    .join(", ");
  return found.approximate ? `≈ ${groups}` : groups;
}
