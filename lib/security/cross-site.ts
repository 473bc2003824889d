/** Methods that change nothing (reads have no side effects, docs/architecture.md): never refused. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request that may change something came from a page of another site. Browsers say where a
 * request comes from in Sec-Fetch-Site ("none": the person's own action, such as a bookmark), older ones
 * only in Origin. With neither header the caller is not a browser (curl, a server), so no site can have sent
 * it with someone else's cookies. `appOrigin`: APP_URL's origin; without it (development) the Host header.
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
