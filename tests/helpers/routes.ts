import { readdirSync } from "node:fs";
import path from "node:path";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
type Handler = (request: Request, context: unknown) => Promise<Response>;

export type ApiRoute = {
  /** The route file, relative to the project: app/api/conversations/[id]/route.ts, app/(dev-only)/api/… */
  file: string;
  /** The URL pattern: /api/conversations/[id] */
  pattern: string;
  /** Its dynamic segments: `id` of [id], `path` of [...path]. */
  params: { name: string; catchAll: boolean }[];
  handlers: Partial<Record<Method, Handler>>;
};

const root = path.resolve(import.meta.dirname, "../..");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [path.relative(root, full)] : [];
  });
}

/** A route file's URL pattern: route groups such as `(dev-only)` leave no trace in it. */
function urlPattern(file: string): string {
  const segments = path.dirname(file).split(path.sep).slice(1);
  return `/${segments.filter((segment) => !/^\(.*\)$/.test(segment)).join("/")}`;
}

/** Every route file under /api (in app/api or a route group) with its URL pattern, found on disk. */
export function apiRouteFiles(): { file: string; pattern: string }[] {
  return routeFiles(path.join(root, "app"))
    .filter((file) => urlPattern(file).startsWith("/api/"))
    .sort()
    .map((file) => ({ file, pattern: urlPattern(file) }));
}

/**
 * Every route under /api, found on disk and imported: a route added later is in the list without anyone
 * adding it (the fuzz test and the ownership matrix read it).
 */
export async function apiRoutes(): Promise<ApiRoute[]> {
  return Promise.all(
    apiRouteFiles().map(async ({ file, pattern }) => {
      const params = [...pattern.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((m) => ({
        name: m[2]!,
        catchAll: Boolean(m[1]),
      }));
      const exported = (await import(path.join(root, file))) as Partial<Record<Method, Handler>>;
      const handlers = Object.fromEntries(METHODS.flatMap((m) => (exported[m] ? [[m, exported[m]]] : [])));
      return { file, pattern, params, handlers };
    }),
  );
}

/** The route's URL with its dynamic segments filled in (each value is encoded as one path segment). */
export function routeUrl(route: ApiRoute, values: Record<string, string | string[]>, query = ""): string {
  let url = route.pattern;
  for (const { name, catchAll } of route.params) {
    const value = values[name] ?? "x";
    const segments = Array.isArray(value) ? value : [value];
    url = url.replace(`[${catchAll ? "..." : ""}${name}]`, segments.map(encodeURIComponent).join("/"));
  }
  return `http://localhost${url}${query}`;
}

/** The context Next passes a route handler: its params, as a promise. */
export function routeContext(values: Record<string, string | string[]>) {
  return { params: Promise.resolve(values) };
}
