import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

// For `npm run mutation`: Stryker's copy of the code carries its mutants inline, so the tests that read the
// source as text (rather than run it) would read those instead and fail without any mutant active.
// MUTATION_TESTS (comma-separated globs) narrows the tests a folder's mutants run: scripts/mutation.mjs.
const only = process.env.MUTATION_TESTS?.split(",");

const config = mergeConfig(
  base,
  defineConfig({
    test: {
      setupFiles: ["tests/helpers/fixed-seed.ts"],
      exclude: [
        ...configDefaults.exclude,
        "tests/api/public-origin-redirects.test.ts",
        "tests/unit/one-place-per-rule.test.ts",
        "tests/unit/import-boundaries.test.ts",
        "tests/unit/env-example.test.ts",
      ],
    },
  }),
);
// mergeConfig would add the globs to the main include list, not replace it.
if (only && config.test) config.test.include = only;

export default config;
