import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The limits are a security rule people read in docs/security.md: the table there and the code must agree.
const doc = readFileSync(path.resolve(import.meta.dirname, "../../docs/security.md"), "utf8");
const section = doc.slice(doc.indexOf("## The rate limits"), doc.indexOf("## Callers' addresses"));

const SECONDS = { minute: 60, minutes: 60 } as const;

function documented() {
  const rows = section.split("\n").filter((line) => /^\| `\w+`/.test(line));
  return Object.fromEntries(
    rows.map((line) => {
      const [name, , attempts, window] = line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
      const [amount, unit] = window!.split(" ") as [string, keyof typeof SECONDS];
      return [name!.replaceAll("`", ""), { limit: Number(attempts), windowSeconds: Number(amount) * SECONDS[unit] }];
    }),
  );
}

// Loaded afresh in each test, so that mutation testing (docs/mutation.md) counts these tests as reading the tables.
const rateLimits = () => import("@/lib/limits/rate-limit");
beforeEach(() => {
  vi.resetModules();
});

describe("the rate limits", () => {
  it("are the ones docs/security.md lists, every one of them", async () => {
    expect(documented()).toEqual((await rateLimits()).RATE_LIMITS);
  });

  it("give strangers the documented pauses: 5 free, from 1 second doubling to 15 minutes, forgotten after a day", async () => {
    const { PAUSES } = await rateLimits();
    expect(section).toContain("5 free attempts, then 1 second, doubling up to 15 minutes, forgotten 24 hours");
    expect(PAUSES.untrustedSignIn).toEqual({
      freeAttempts: 5,
      firstPauseSeconds: 1,
      maxPauseSeconds: 15 * 60,
      memorySeconds: 24 * 60 * 60,
    });
  });

  it("count only a whole address as one: text before or after it makes the shared unknown bucket", async () => {
    const { addressFrom } = await rateLimits();
    const proxy = { header: "x-forwarded-for", hops: 1 };
    for (const written of ["zz203.0.113.9", "203.0.113.9zz", "203.0.113.9 zz"]) {
      expect(addressFrom(new Headers({ "x-forwarded-for": written }), proxy), written).toBe("unknown");
    }
    expect(addressFrom(new Headers({ "x-forwarded-for": "203.0.113.9" }), proxy)).toBe("203.0.113.9");
  });
});
