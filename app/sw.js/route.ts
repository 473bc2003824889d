import { readFileSync } from "node:fs";
import path from "node:path";
import { createSerwistRoute } from "@serwist/turbopack";
import { distDir } from "@/lib/pwa/build-version";
import { OFFLINE_PAGE_PATHS } from "@/lib/pwa/protocol";

// GET /sw.js (spec section 7): the service worker, bundled from lib/pwa/sw.ts by esbuild when the app is
// built, with the list of files to precache. Static: the same bytes until the next build.
export const dynamic = "force-static";

const serwist = createSerwistRoute({
  swSrc: "lib/pwa/sw.ts",
  useNativeEsbuild: true,
  // Pages-router data manifests are not needed offline; public/screenshots are only for install dialogs.
  globIgnores: [
    "**/_buildManifest.js",
    "**/_ssgManifest.js",
    "**/_clientMiddlewareManifest.js",
    "public/screenshots/**",
  ],
  // The offline pages are rendered by the build; every build gets them again.
  manifestTransforms: [
    (entries) => {
      const revision = readFileSync(path.join(process.cwd(), distDir(), "BUILD_ID"), "utf8").trim();
      return { manifest: [...entries, ...OFFLINE_PAGE_PATHS.map((url) => ({ url, revision, size: 0 }))] };
    },
  ],
  esbuildOptions: {
    // A classic script: every browser that has service workers runs it.
    format: "iife",
    sourcemap: false,
    define: { "process.env.HEARTH_BUILD_VERSION": JSON.stringify(process.env.HEARTH_BUILD_VERSION ?? "dev") },
  },
});

export async function GET(request: Request) {
  const response = await serwist.GET(request, { params: Promise.resolve({ path: "sw.js" }) });
  // Every check for a new version must reach the server (browsers also cap a worker's HTTP caching at 24 h).
  response.headers.set("Cache-Control", "no-cache, max-age=0, must-revalidate");
  return response;
}
