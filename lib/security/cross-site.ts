/** Methods that change nothing (reads have no side effects, docs/architecture.md): never refused. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a write came from another site's page: by Sec-Fetch-Site ("none" is the person's own action), else
 * by Origin against `appOrigin` (APP_URL's; in development the Host header). With neither header the caller
 * is no browser (curl, a server), so no site can have sent it with someone else's cookies.
 */
export function isCrossSiteWrite(request: Request, appOrigin: string | undefined): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers.get("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  if (appOrigin) return origin !== appOrigin;
  return origin.replace(/^https?:\/\//, "") !== request.headers.get("host");
}
