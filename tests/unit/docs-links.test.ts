import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** The README, the benches' README and every page under docs/: the Markdown whose links must resolve. */
function documentation(): string[] {
  const pages = (folder: string): string[] =>
    readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? pages(path.join(folder, entry.name))
        : entry.name.endsWith(".md")
          ? [path.join(folder, entry.name)]
          : [],
    );
  return ["README.md", "bench/README.md", ...pages("docs")];
}

/** Fenced blocks and inline code blanked out: brackets and hashes there are not links or headings. */
function withoutCode(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, " "))
    .replace(/`[^`\n]*`/g, (span) => " ".repeat(span.length));
}

/** GitHub's anchor for a heading: its text lower-cased, punctuation dropped, each space a hyphen. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`|\*\*?|~~/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a Markdown file offers; a repeated heading gets -1, -2… as on GitHub. */
function anchors(markdown: string): Set<string> {
  const headings = markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "")
    .split("\n")
    .flatMap((line) => /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1] ?? []);
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const heading of headings) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/** The relative links of one file that lead nowhere: a missing file, a path outside the repository, or an anchor
 * that names no heading. */
function brokenLinks(file: string, repository: string): string[] {
  const markdown = readFileSync(file, "utf8");
  const text = withoutCode(markdown);
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!),
  ];
  const broken: string[] = [];
  for (const target of targets) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue; // https:, mailto:
    const [pathPart = "", anchor] = target.split("#", 2);
    const resolved = pathPart ? path.resolve(path.dirname(file), decodeURIComponent(pathPart)) : file;
    const inside = path.relative(repository, resolved);
    if (inside.startsWith("..") || path.isAbsolute(inside)) broken.push(`${target}: outside the repository`);
    else if (!existsSync(resolved)) broken.push(`${target}: no such file`);
    else if (anchor !== undefined && resolved.endsWith(".md")) {
      const page = resolved === file ? markdown : readFileSync(resolved, "utf8");
      if (!anchors(page).has(decodeURIComponent(anchor))) broken.push(`${pathPart}#${anchor}: no such heading`);
    }
  }
  return broken;
}

const lines = (file: string) => readFileSync(path.join(root, file), "utf8").replace(/\n$/, "").split("\n").length;

describe("the documentation", () => {
  it("README.md stays within 250 lines, bench/README.md within 300", () => {
    expect(lines("README.md")).toBeLessThanOrEqual(250);
    expect(lines("bench/README.md")).toBeLessThanOrEqual(300);
  });

  it("every relative link and #anchor in README.md, bench/README.md and docs/ resolves", () => {
    const files = documentation();
    expect(files.length).toBeGreaterThan(10);
    const broken = files.flatMap((file) =>
      brokenLinks(path.join(root, file), root).map((problem) => `${file}: ${problem}`),
    );
    expect(broken).toEqual([]);
  });

  it("the README links every page under docs/", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const unlinked = documentation()
      .filter((file) => file.startsWith("docs"))
      .filter((file) => !readme.includes(`](${file.split(path.sep).join("/")})`));
    expect(unlinked).toEqual([]);
  });
});

describe("the link check", () => {
  it("makes GitHub's anchors", () => {
    expect(slug("Callers' addresses come from a declared source")).toBe(
      "callers-addresses-come-from-a-declared-source",
    );
    expect(slug("The admin API (`/api/admin/**`)")).toBe("the-admin-api-apiadmin");
    expect(slug("`lighthouse.mjs`: Lighthouse on the build")).toBe("lighthousemjs-lighthouse-on-the-build");
    expect(slug("Entitlement: one rule, read at request time")).toBe("entitlement-one-rule-read-at-request-time");
    expect(slug("Safety plan")).toBe("safety-plan");
  });

  it("finds a missing file, a missing heading, a repeated heading's anchor and a path outside", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "docs-links-"));
    try {
      mkdirSync(path.join(dir, "docs"));
      writeFileSync(path.join(dir, "docs", "b.md"), "# B\n\n## Twice\n\n## Twice\n");
      writeFileSync(
        path.join(dir, "README.md"),
        [
          "# A",
          "[ok](docs/b.md) [ok](docs/b.md#twice-1) [ok](#a) [ok](https://example.com/x.md#y)",
          "[gone](docs/c.md) [no heading](docs/b.md#thrice) [here](#nowhere) [out](../elsewhere.md)",
          "`[in code](docs/none.md)`",
          "```",
          "[in a block](docs/none.md)",
          "```",
        ].join("\n"),
      );
      expect(brokenLinks(path.join(dir, "README.md"), dir)).toEqual([
        "docs/c.md: no such file",
        "docs/b.md#thrice: no such heading",
        "#nowhere: no such heading",
        "../elsewhere.md: outside the repository",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
