import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot, sourceFiles } from "../helpers/source-files";

/** An end date compared in TypeScript, as either form writes it: `end > now` or `end !== null`, `(end ?? now) > now`. */
const endCompared = (field: string) => [
  new RegExp(String.raw`\b${field}!?\s*(?:[<>]=?|[!=]==?\s*null)`),
  new RegExp(String.raw`\b${field}\s*\?\?.*?\)\s*[<>]`),
];

/**
 * Each plan rule is written once, in TypeScript and in SQL, and everything else calls it: a second copy
 * would drift (the admin figures once counted Pro by their own test). Each rule names its one home.
 */
const RULES: { rule: string; home: string; patterns: RegExp[]; where?: (file: string) => boolean }[] = [
  {
    rule: "has Pro, in TypeScript (hasPro)",
    home: "lib/limits/plan-limits.ts",
    patterns: endCompared("proEndsAt"),
  },
  {
    rule: "has Pro, in SQL (hasProSql)",
    home: "db/queries/entitlement.ts",
    patterns: [/pro_ends_at\s*[<>]/, /proEndsAt\}\s*[<>]/],
  },
  {
    rule: "Pro for life, in TypeScript (hasLifetimePro)",
    home: "lib/limits/plan-limits.ts",
    patterns: [/getUTCFullYear\(\)\s*>=?\s*9999/, /proSource\s*===?\s*["']lifetime/, /proUntil\s*[!=]==?\s*null/],
  },
  {
    rule: "Pro for life, in SQL (lifetimeProSql)",
    home: "db/queries/entitlement.ts",
    patterns: [/(?:>=?|<=?|=)\s*'9999-/, /pro_until is null/],
  },
  {
    rule: "the history window, in TypeScript (historySince)",
    home: "lib/limits/plan-limits.ts",
    patterns: [
      /hasPro\([^)]*\)\s*\?\s*undefined/,
      /function\s+historySince|historySince\s*=\s*\(/,
      /(?:HISTORY_DAYS|HISTORY_HOURS|historyDays)\s*[:=]\s*\d/,
    ],
  },
  {
    rule: "the history window, in SQL (inHistorySql)",
    home: "db/queries/entitlement.ts",
    patterns: [/\$\{since\}\s+or\s/],
  },
  {
    rule: "a subscription still running, in TypeScript (subscriptionRunning)",
    home: "lib/billing/subscription-state.ts",
    patterns: endCompared("subscriptionExpiresAt"),
  },
  {
    rule: "a subscription still running, in SQL (proHeldSql)",
    home: "db/queries/entitlement.ts",
    patterns: [/subscription_expires_at\s*>\s*now\(\)/, /subscriptionExpiresAt\}\s*>\s*now\(\)/],
  },
  {
    rule: "a person's plan as screens state it (planStatus): screens never read the raw columns",
    home: "lib/billing/plan-status.ts",
    patterns: [/\b(?:subscriptionStatus|subscriptionExpiresAt|subscriptionPlan|trialEndsAt|proEndsAt|proSource)\b/],
    where: (file) => /^(?:components|pages)\//.test(file) || (file.startsWith("app/") && !file.startsWith("app/api/")),
  },
  {
    rule: "the year 9999 itself: made by the entitlement column, read by the two lifetime rules only",
    home: "db/schema.ts",
    patterns: [/9999/],
    where: (file) => !["lib/limits/plan-limits.ts", "db/queries/entitlement.ts"].includes(file),
  },
];

/** The code without its comments: a comment may explain a rule without being a copy of it. */
const code = (file: string) =>
  readFileSync(path.join(projectRoot, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:])\/\/.*$/gm, "$1");

const files = sourceFiles(["db/migrations"], ["app", "components", "lib", "db", "pages", "scripts"]);
const sources = new Map(files.map((file) => [file, code(file)]));

describe("one place for each plan rule", () => {
  it("reads the whole source", () => {
    expect(files).toEqual(expect.arrayContaining(RULES.map((r) => r.home)));
    expect(files.length).toBeGreaterThan(300);
  });

  it.each(RULES)("$rule lives in $home alone", ({ home, patterns, where }) => {
    const copies = files
      .filter((file) => file !== home && (where?.(file) ?? true))
      .flatMap((file) =>
        patterns.flatMap((pattern) =>
          sources
            .get(file)!
            .split("\n")
            .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
        ),
      );
    expect(copies).toEqual([]);
    expect(patterns.some((pattern) => pattern.test(sources.get(home)!))).toBe(true);
  });
});
