import type { QueryFunction } from "@tanstack/react-query";
import { AppError, isErrorCode } from "@/lib/errors";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function errorFrom(response: Response): Promise<AppError> {
  const text = await response.text().catch(() => "");
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the response text (or status text) is the message.
  }
  const { message, code, ...fields } = body;
  return new AppError(isErrorCode(code) ? code : "http_error", {
    status: response.status,
    message: typeof message === "string" ? message : text || response.statusText,
    fields,
  });
}

/** A response body whose broken connection reads as the one error type (code `network`). */
function withNetworkErrors(body: ReadableStream<Uint8Array>, signal: AbortSignal | null | undefined) {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(signal?.aborted ? error : new AppError("network"));
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * `fetch` with the one error path: a non-OK answer throws an AppError carrying the server's message,
 * code, status and extra fields; a failed or broken connection throws one with code `network`. The chat
 * transport uses it as its `fetch`, so streamed and plain calls fail the same way.
 */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, { ...init, credentials: "include", cache: "no-store" });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new AppError("network");
  }
  if (!response.ok) throw await errorFrom(response);
  if (!response.body) return response;
  const { status, statusText, headers } = response;
  return new Response(withNetworkErrors(response.body, init.signal), { status, statusText, headers });
}

/** The one way the browser calls the JSON API: cookies included, never cached, JSON in and out. */
export async function api<T = unknown>(
  path: string,
  options: { method?: Method; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const { method = options.body === undefined ? "GET" : "POST", body, signal } = options;
  const response = await apiFetch(path, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Query function keyed by path; with `on401: "null"` a signed-out answer is data, not an error. */
export function pathQuery<T>({ on401 }: { on401: "null" | "throw" }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await api<T>(String(queryKey[0]), { signal });
    } catch (error) {
      if (on401 === "null" && error instanceof AppError && error.status === 401) return null;
      throw error;
    }
  };
}
