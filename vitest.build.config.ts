import path from "node:path";
import { defineConfig } from "vitest/config";

/** Tests of the production build itself (`npm test` runs them after `next build`): tests/build. */
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: { environment: "node", include: ["tests/build/**/*.test.ts"] },
});
