// StrykerJS's settings for `npm run mutation` (scripts/mutation.mjs), which runs it once per folder in scope with
// that folder's `mutate` globs, incremental file and report.
const config = {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: true },
  coverageAnalysis: "perTest",
  // A mutant in a module's top-level code would need every test to run again; those are left out of the score.
  ignoreStatic: true,
  incremental: true,
  concurrency: 2,
  timeoutMS: 30_000,
  // The first run goes through every related test file on one worker with coverage: up to a quarter of an hour.
  dryRunTimeoutMinutes: 45,
  tempDirName: ".tmp/stryker",
  ignorePatterns: [".next", ".data", ".tmp", "test-results", "playwright-report"],
  reporters: ["progress", "clear-text", "json"],
  jsonReporter: { fileName: process.env.STRYKER_JSON_REPORT ?? ".tmp/mutation/all.json" },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
};

export default config;
