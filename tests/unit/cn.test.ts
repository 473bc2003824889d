import { readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { fc, it } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { cn } from "@/lib/cn";
import { projectRoot, sourceFiles } from "../helpers/source-files";

// `cn` merges with a table of only the utilities Hearth uses (lib/class-groups.ts); tailwind-merge, with its
// table of every utility, is the reference it must agree with on the class names written in the source.

/** Every whitespace-separated word of every string in the source that either merge takes for a utility. */
function classNames(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(["lib/class-groups.ts"])) {
    const text = readFileSync(path.join(projectRoot, file), "utf8");
    for (const [, a, b, c] of text.matchAll(/"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g))
      for (const word of (a ?? b ?? c)!.split(/\s+/)) if (/^[!-~]+$/.test(word)) words.add(word);
  }
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word || cn(`${word} ${word}`) === word);
}

const names = classNames();

describe("cn", () => {
  it("lets a later utility override an earlier one of the same kind, and keeps the rest", () => {
    expect(cn("h-9 px-4 py-2", "h-auto p-0")).toBe("h-auto p-0");
    expect(cn("text-sm text-muted-foreground", "text-destructive")).toBe("text-sm text-destructive");
    expect(cn("rounded-md", false, "hover:bg-accent", ["rounded-full"])).toBe("hover:bg-accent rounded-full");
  });

  it("merges every pair of the source's class names as tailwind-merge's full configuration does", () => {
    expect(names.length).toBeGreaterThan(400);
    const differ: string[] = [];
    for (const first of names)
      for (const second of names) {
        const pair = `${first} ${second}`;
        const expected = twMerge(pair);
        if (cn(pair) !== expected) differ.push(`"${pair}": cn gives "${cn(pair)}", tailwind-merge "${expected}"`);
      }
    expect(differ.slice(0, 40)).toEqual([]);
  });

  // Pairs agree; so do longer lists, where one class may remove several or be removed by a later group's.
  it.prop([fc.array(fc.constantFrom(...names), { minLength: 3, maxLength: 12 })], { numRuns: 20_000 })(
    "merges lists of the source's class names as tailwind-merge's full configuration does",
    (list) => {
      expect(cn(list)).toBe(twMerge(list.join(" ")));
    },
  );
});
