import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Patterns match aliased and relative paths alike ("@/db/x", "../../db/x").
const database = {
  group: ["**/db/*", "**/db/**"],
  allowTypeImports: true,
  message: "Only lib/ talks to the database: call a lib/ function (row types may be imported as types).",
};

// Modules that run only on the server (configuration, sessions, e-mail, models, limits, handler helpers); most
// also import "server-only", which fails a build that bundles them for a browser. Components get props instead.
const serverOnly = {
  group: [
    "**/lib/env",
    "**/lib/api/respond",
    "**/lib/auth/*",
    "!**/lib/auth/schemas",
    "!**/lib/auth/password-rules",
    "!**/lib/auth/redirects",
    "!**/lib/auth/public-user",
    "**/lib/email/*",
    "**/lib/ai/*",
    "**/lib/ai/**",
    "**/lib/limits/rate-limit",
    "**/lib/ops/*",
  ],
  allowTypeImports: true,
  message: "Components may not import server-only lib/ modules: pass what they need as props.",
};

// scripts/ runs server modules as tools (the API reference's route table imports every route's schemas): only
// scripts and tests import it, so none of it reaches a bundle.
const scriptsOnly = {
  group: ["**/scripts/*", "**/scripts/**"],
  message: "Only scripts and tests import scripts/: move what the app needs into lib/.",
};

// lib/client/ holds browser-only helpers (fetch, query keys, storage, hooks): server code never imports them.
const browserOnly = {
  group: ["**/lib/client/*", "**/lib/client/**"],
  message: "lib/client/ is browser-only: server code, pages and lib/ modules outside it may not import it.",
};

// Text enters through lib/validation/text.ts, which normalises it (control characters, NFC, trim).
const bareString = {
  selector:
    "CallExpression[callee.object.name='z'][callee.property.name='string'], MemberExpression[object.object.name='z'][object.property.name='coerce'][property.name='string']",
  message: "Use text() or secret() from @/lib/validation/text: every text entering the system is normalised there.",
};

// A page never assumes a user after its layout's check: Next renders the two side by side.
const assumedUser = {
  selector: "TSNonNullExpression > AwaitExpression > CallExpression[callee.name='currentUser']",
  message: "Use requirePageUser() from @/lib/auth/current-user: the layout's check does not cover the page.",
};
// A plain form sent before React runs goes out as a GET, putting a password in the address.
const rawForm = {
  selector: "JSXOpeningElement[name.name='form']",
  message: "Use Form from @/components/forms/form: it posts, and cannot be sent before React runs the page.",
};
const rawSubmit = {
  selector: "JSXAttribute[name.name='type'][value.value='submit']",
  message: "Use SubmitButton from @/components/forms/form: it stays disabled until React runs the page.",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "pages/**/*.{ts,tsx}"],
    ignores: ["lib/validation/text.ts", "lib/env.ts"],
    rules: { "no-restricted-syntax": ["error", bareString, assumedUser] },
  },
  {
    files: ["app/**/*.tsx", "components/**/*.tsx", "pages/**/*.tsx"],
    ignores: ["components/forms/form.tsx"],
    rules: {
      "no-restricted-syntax": ["error", bareString, assumedUser, rawForm, rawSubmit],
      // A <button> without a type is a submit button.
      "react/button-has-type": ["error", { submit: false, reset: false }],
    },
  },
  {
    // The server logs through lib/ops/log.ts: JSON lines with the request's id, never private text.
    files: ["app/**/*.ts", "lib/**/*.ts", "db/**/*.ts", "proxy.ts", "instrumentation.ts"],
    ignores: ["lib/ops/log.ts", "lib/pwa/**"],
    rules: { "no-console": "error" },
  },
  {
    files: ["app/**/*.{ts,tsx}", "pages/**/*.{ts,tsx}", "proxy.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [database, scriptsOnly, browserOnly] }] },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [database, serverOnly, scriptsOnly] }] },
  },
  {
    files: ["lib/**/*.{ts,tsx}", "db/**/*.ts", "instrumentation.ts"],
    ignores: ["lib/client/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [scriptsOnly, browserOnly] }] },
  },
  {
    files: ["lib/client/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [scriptsOnly, database, serverOnly] }] },
  },
  {
    files: ["tests/e2e/**/*.spec.ts", "tests/cluster/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test", "expect"],
              message: "Import test and expect from tests/e2e/test.ts: its fixture fails a test on any CSP violation.",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    ".data/**",
    ".tmp/**",
    "node_modules/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
