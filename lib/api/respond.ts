import "server-only";
import { ZodError, type z } from "zod";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { localeOfRequest } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { currentRequestId, log, withRequestId } from "@/lib/ops/log";
import { withApiPolicy } from "@/lib/security/content-security-policy";
import { isCrossSiteWrite } from "@/lib/security/cross-site";

type Translate = ReturnType<typeof translator>;

export function json(data: unknown, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers);
  headers.set("cache-control", "no-store");
  return Response.json(data, { ...init, headers });
}

/** Validation messages are i18n keys; anything else (zod's own wording) reads as the generic message. */
function translateIssue(t: Translate, message: string): string {
  return t.has(message as never) ? t(message as never) : t("errors.invalidInput");
}

function fieldErrors(t: Translate, error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "_";
    out[field] ??= translateIssue(t, issue.message);
  }
  return out;
}

/** Adds Set-Cookie headers to a response. */
export function withCookies(response: Response, cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
}

/** Translates a message key for the caller's interface language (success messages in JSON answers). */
export function translate(request: Request, key: Parameters<Translate>[0]): string {
  return translator(localeOfRequest(request))(key);
}

/** The request's path with every segment that is not a plain word shown as `:id`: no values in the log. */
function routeOf(request: Request): string {
  return new URL(request.url).pathname
    .split("/")
    .map((segment) => (/^[a-z-]*$/.test(segment) ? segment : ":id"))
    .join("/");
}

/** Turns any thrown value into the API's error shape `{ message, code, ...fields }`. */
export function errorResponse(request: Request, error: unknown): Response {
  const t = translator(localeOfRequest(request));
  if (error instanceof ZodError) {
    const fields = fieldErrors(t, error);
    const first = Object.values(fields)[0] ?? t("errors.invalidInput");
    return json({ message: first, code: "invalid_input", fieldErrors: fields }, { status: 400 });
  }
  if (error instanceof AppError) {
    const message = t(`errors.${error.messageKey}`);
    const headers = new Headers(error.headers);
    if (typeof error.fields.waitTime === "number") headers.set("retry-after", String(error.fields.waitTime));
    return json({ message, code: error.code, ...error.fields }, { status: error.status, headers });
  }
  // Never the error's message or the request: both may carry private text (see errorSummary).
  log.error("api.failed", error, { method: request.method, route: routeOf(request) });
  return json(
    { message: t("errors.server"), code: "internal", requestId: currentRequestId() ?? crypto.randomUUID() },
    { status: 500 },
  );
}

/**
 * The most a JSON body may hold: 64 KiB, ample for the longest message (8,000 characters, up to 32 KB of
 * UTF-8) with its envelope. Larger bodies are refused with 413 before they are read whole. Uploads (images)
 * get their own limit where they are read.
 */
export const JSON_BODY_LIMIT = 64 * 1024;

/** The body's chunks, read only up to `limit` bytes; a declared or actual size above it throws `tooLarge`. */
async function readLimited(
  request: Request,
  limit: number,
  tooLarge: () => AppError,
): Promise<Uint8Array<ArrayBuffer>[]> {
  if (Number(request.headers.get("content-length")) > limit) throw tooLarge();
  if (!request.body) return [];
  const reader = request.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value as Uint8Array<ArrayBuffer>);
  }
  return chunks;
}

/**
 * The body's text, read only up to `limit` bytes; a declared or actual size above it is a 413. For bodies
 * that must be read exactly as sent (a signed webhook); JSON bodies go through `readJson`.
 */
export async function readLimitedText(request: Request, limit: number): Promise<string> {
  const chunks = await readLimited(request, limit, () => new AppError("payload_too_large"));
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Reads the JSON body and validates it. Only `application/json` is read (415 otherwise: a form on another
 * site cannot send it without the browser asking first); a body over JSON_BODY_LIMIT is a 413; malformed
 * JSON and schema failures are 400s.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") throw new AppError("unsupported_media_type");
  const text = await readLimitedText(request, JSON_BODY_LIMIT);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json");
  }
  return schema.parse(body);
}

/**
 * Reads one file from a `multipart/form-data` body (415 for any other type). The body is read only up to
 * `limit` bytes; a larger one, a malformed one or one without the field throws `refusal` (for images,
 * the spec's one message whatever was wrong).
 */
export async function readUpload(
  request: Request,
  { field, limit, refusal }: { field: string; limit: number; refusal: () => AppError },
): Promise<Uint8Array> {
  const type = request.headers.get("content-type") ?? "";
  if (type.split(";")[0]?.trim().toLowerCase() !== "multipart/form-data") {
    throw new AppError("unsupported_media_type");
  }
  const body = new Blob(await readLimited(request, limit, refusal));
  let file: FormDataEntryValue | null;
  try {
    file = (await new Response(body, { headers: { "content-type": type } }).formData()).get(field);
  } catch {
    throw refusal();
  }
  if (!(file instanceof Blob)) throw refusal();
  return new Uint8Array(await file.arrayBuffer());
}

/** APP_URL's origin: the one origin the app's pages are served from (unset in development). */
function appOrigin(): string | undefined {
  const { APP_URL } = env();
  return APP_URL ? new URL(APP_URL).origin : undefined;
}

/**
 * Wraps a route handler so that every failure answers with the one error shape. A write sent by another
 * site's page is refused (403) before anything else runs; `crossSite: "allowed"` only for callers that
 * authenticate otherwise and are no browser page of ours (a signed webhook, a mail client's one-click link).
 */
export function handler<Context>(
  fn: (request: Request, context: Context) => Promise<Response>,
  { crossSite = "refused" }: { crossSite?: "refused" | "allowed" } = {},
) {
  return async (request: Request, context: Context): Promise<Response> => {
    const requestId = incomingRequestId(request) ?? crypto.randomUUID();
    return withRequestId(requestId, async () => {
      let response: Response;
      try {
        if (crossSite === "refused" && isCrossSiteWrite(request, appOrigin())) throw new AppError("cross_site");
        response = await fn(request, context);
      } catch (error) {
        response = errorResponse(request, error);
      }
      try {
        response.headers.set("x-request-id", requestId);
        response.headers.set("content-security-policy", withApiPolicy(response.headers.get("content-security-policy")));
      } catch {
        // A redirect's headers cannot change; it has nothing to trace.
      }
      return response;
    });
  };
}

/** A proxy's id for the request (so its logs and ours line up), when it looks like one. */
function incomingRequestId(request: Request): string | undefined {
  const id = request.headers.get("x-request-id") ?? request.headers.get("x-vercel-id");
  return id && /^[\w.:-]{8,128}$/.test(id) ? id : undefined;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/**
 * JSON 405s naming the allowed methods in `Allow` (Next's own 405 has no body). Each route spreads the methods it
 * lacks into its exports: `export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");`.
 */
export function otherMethods(
  ...allowed: Method[]
): Record<Method, (request: Request, context: unknown) => Promise<Response>> {
  const notAllowed = handler(async () => {
    throw new AppError("method_not_allowed", { headers: { allow: allowed.join(", ") } });
  });
  return Object.fromEntries(METHODS.map((method) => [method, notAllowed])) as Record<Method, typeof notAllowed>;
}
