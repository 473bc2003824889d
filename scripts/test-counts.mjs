// What `npm test` (scripts/test.mjs) counts from each suite's JSON report: passed, failed and skipped tests, and
// the name of every failure (pushed onto `failures`).
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** A Vitest JSON report's counts and failed tests; a file that failed without a failed test (it did not load) is one. */
export function vitestCounts(r, failures) {
  let broken = 0;
  for (const file of r.testResults) {
    const name = path.relative(root, file.name);
    const failed = file.assertionResults.filter((t) => t.status === "failed");
    for (const test of failed) failures.push(`${name} › ${test.fullName}`);
    if (file.status === "failed" && failed.length === 0) {
      failures.push(`${name}: ${file.message.split("\n")[0]}`);
      broken += 1;
    }
  }
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + broken,
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

/**
 * A Playwright JSON report's counts; a test that passed on its retry (flaky) counts as passed. An error outside
 * any test (a web server that could not start, a config that did not load) counts as one failure each.
 */
export function playwrightCounts(r, failures) {
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === "unexpected")) failures.push(`${spec.file}:${spec.line} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of r.suites ?? []) walk(suite);
  const errors = r.errors ?? [];
  for (const error of errors) failures.push(`Playwright: ${error.message.split("\n")[0]}`);
  return {
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected + errors.length,
    skipped: r.stats.skipped,
  };
}
