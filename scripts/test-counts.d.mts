// Types of scripts/test-counts.mjs (plain JavaScript: `npm test` runs it with node alone) for its unit test.
export type Counts = { passed: number; failed: number; skipped: number };

export type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { status: string; fullName: string }[];
  }[];
};

type PlaywrightSuite = {
  specs?: { file: string; line: number; title: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
};

export type PlaywrightReport = {
  stats: { expected: number; flaky: number; unexpected: number; skipped: number };
  errors?: { message: string }[];
  suites?: PlaywrightSuite[];
};

export function vitestCounts(report: VitestReport, failures: string[]): Counts;
export function playwrightCounts(report: PlaywrightReport, failures: string[]): Counts;
