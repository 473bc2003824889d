import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { buildVersion, distDir } from "./lib/pwa/build-version";
import { NO_SCRIPT_PAGE_POLICY } from "./lib/security/content-security-policy";

const production = process.env.NODE_ENV === "production";

const securityHeaders = [
  // Production only: `next dev` serves its Pages Router middleware manifest script as JSON, which
  // nosniff would block (vercel/next.js#92180).
  ...(production ? [{ key: "X-Content-Type-Options", value: "nosniff" }] : []),
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), geolocation=(), microphone=(self)" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
  ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];

const config: NextConfig = {
  // The installable app (lib/pwa/): the build's version for the app and its service worker, and where the
  // build is (another directory only for the update test's second build, served by `next start`).
  env: { HEARTH_BUILD_VERSION: buildVersion() },
  distDir: distDir(),
  // `npm test` builds after its own type check of the same tsconfig (scripts/test.mjs): once is enough there.
  typescript: { ignoreBuildErrors: process.env.HEARTH_TYPES_CHECKED === "1" },
  poweredByHeader: false,
  // Next loads every page and route once a server has started. A fresh instance starts because a request came,
  // and that request then waited behind the 107 others' modules: the first chat token +465 ms, the first /chat
  // page +905 ms over a warm one; each route loaded with its first request, +200 and +294 (bench/cold-start.mjs).
  experimental: { preloadEntriesOnStart: false },
  reactStrictMode: true,
  // PGlite loads its WebAssembly and data files from its own package folder at run time; so do Tesseract
  // (its worker script and WebAssembly) and its language data packages (tesseract.js-data: the data's folder).
  // esbuild bundles the service worker in app/sw.js/route.ts (what @serwist/turbopack's withSerwist adds).
  serverExternalPackages: [
    "esbuild",
    "esbuild-wasm",
    "@electric-sql/pglite",
    "tesseract.js",
    "@tesseract.js-data/eng",
    "@tesseract.js-data/chi_tra",
    "@tesseract.js-data/chi_sim",
  ],
  // The Pages Router (the public pages) would load these from node_modules at run time, past the build's alias
  // to the formatter of precompiled messages (see nextConfig below): bundled, they format the same as the app.
  transpilePackages: ["next-intl", "use-intl"],
  outputFileTracingIncludes: { "/**": ["./db/migrations/**/*"] },
  // A browser asks for /favicon.ico on its first visit before it has read the page's icon link; a 404 there is
  // an error in the console (Lighthouse's best practices).
  async rewrites() {
    return [{ source: "/favicon.ico", destination: "/icons/icon-192.png" }];
  },
  // A header set here wins over the same header from a route handler, so none is one a route sets: the API's
  // Content-Security-Policy comes from handler() (lib/api/respond.ts), composed with a route's own. The pages
  // proxy.ts renders get theirs, with a nonce, from it (its header replaces this one); the rest run no script.
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      {
        source: "/((?!api/|api$|sw\\.js$).*)",
        headers: [{ key: "content-security-policy", value: NO_SCRIPT_PAGE_POLICY }],
      },
    ];
  },
};

/**
 * `next start` reads this file on every cold start; the next-intl plugin only configures the bundler, so the
 * server skips importing it. `precompile` compiles the ICU messages at build time, sparing every App Router
 * screen the ICU parser and intl-messageformat (11.8 KiB gzipped).
 */
export default async function nextConfig(phase: string): Promise<NextConfig> {
  if (phase === PHASE_PRODUCTION_SERVER) return config;
  const { default: createNextIntlPlugin } = await import("next-intl/plugin");
  return createNextIntlPlugin({
    requestConfig: "./lib/i18n/request.ts",
    experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
  })(config);
}
