import path from "node:path";
import { describe, expect, it } from "vitest";
import { playwrightCounts, vitestCounts } from "../../scripts/test-counts.mjs";

// `npm test` ends with "N passed, N failed" summed from these: a suite that stopped before its tests, or a
// test file that did not load, must be a failure there, never a quiet zero.
describe("npm test's count of each suite", () => {
  it("counts Playwright's errors outside any test (a web server that would not start) as failures", () => {
    const failures: string[] = [];
    const report = {
      stats: { expected: 0, flaky: 0, unexpected: 0, skipped: 0 },
      errors: [{ message: "Error: http://127.0.0.1:3100/api/health is already used\n    at stack" }],
      suites: [],
    };
    expect(playwrightCounts(report, failures)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(failures).toEqual(["Playwright: Error: http://127.0.0.1:3100/api/health is already used"]);
  });

  it("counts a flaky Playwright test as passed and names an unexpected one", () => {
    const failures: string[] = [];
    const report = {
      stats: { expected: 3, flaky: 1, unexpected: 1, skipped: 2 },
      suites: [
        {
          suites: [{ specs: [{ file: "chat.spec.ts", line: 12, title: "sends", tests: [{ status: "unexpected" }] }] }],
        },
      ],
    };
    expect(playwrightCounts(report, failures)).toEqual({ passed: 4, failed: 1, skipped: 2 });
    expect(failures).toEqual(["chat.spec.ts:12 › sends"]);
  });

  it("counts a Vitest file that failed to load as a failure, with its message", () => {
    const failures: string[] = [];
    const file = path.resolve(import.meta.dirname, "../api/chat.test.ts");
    const report = {
      numPassedTests: 10,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        { name: file, status: "failed", message: "SyntaxError: Unexpected token\n  at x", assertionResults: [] },
        {
          name: file,
          status: "failed",
          message: "",
          assertionResults: [{ status: "failed", fullName: "chat streams" }],
        },
      ],
    };
    expect(vitestCounts(report, failures)).toEqual({ passed: 10, failed: 2, skipped: 2 });
    expect(failures).toEqual([
      "tests/api/chat.test.ts: SyntaxError: Unexpected token",
      "tests/api/chat.test.ts › chat streams",
    ]);
  });
});
