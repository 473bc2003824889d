import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { AppError } from "@/lib/errors";

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
  return new AppError({
    status: response.status,
    code: typeof code === "string" ? code : `http_${response.status}`,
    message: typeof message === "string" ? message : text || response.statusText,
    fields,
  });
}

/**
 * The one way the browser calls the API: cookies included, never cached, JSON in and out.
 * Any non-OK answer throws an AppError carrying the server's message, code, status and extra fields;
 * a network failure throws one with code `network`.
 */
export async function api<T = unknown>(
  path: string,
  options: { method?: Method; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const { method = options.body === undefined ? "GET" : "POST", body, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "include",
      cache: "no-store",
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AppError({ code: "network", status: 0, message: "network" });
  }
  if (!response.ok) throw await errorFrom(response);
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

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}
