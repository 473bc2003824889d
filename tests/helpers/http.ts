type CallOptions = {
  method?: string;
  path?: string;
  body?: unknown;
  rawBody?: string;
  /** A multipart/form-data body (the browser's file uploads). */
  form?: FormData;
  context?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};
type RouteHandler = (request: Request, context: never) => Promise<Response>;

export type Reply = { status: number; body: Record<string, unknown>; setCookies: string[]; headers: Headers };

/**
 * A browser stand-in for API tests: calls route handlers directly with a cookie jar, the way the
 * real client sends requests (JSON bodies, cookies, a fixed address in X-Forwarded-For).
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly address = "203.0.113.7",
    readonly language?: string,
  ) {}

  /** Calls a handler and returns its raw response (streams stay unread); cookies it sets are kept. */
  async send(handler: RouteHandler, options: CallOptions = {}): Promise<Response> {
    const headers = new Headers({ ...options.headers, "x-forwarded-for": this.address });
    const jar = [...this.cookies].map(([k, v]) => `${k}=${v}`);
    if (this.language) jar.push(`language=${this.language}`);
    if (jar.length) headers.set("cookie", jar.join("; "));
    const json = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (json !== undefined) headers.set("content-type", "application/json");
    const body = options.form ?? json;
    const method = options.method ?? (body === undefined ? "GET" : "POST");
    const request = new Request(`http://localhost${options.path ?? "/api/test"}`, {
      method,
      headers,
      body,
      signal: options.signal,
    });
    const response = await handler(request, (options.context ?? { params: Promise.resolve({}) }) as never);
    const setCookies = response.headers.getSetCookie();
    for (const cookie of setCookies) {
      const [pair = "", ...attributes] = cookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const expired = attributes.some((a) => a.trim().toLowerCase() === "max-age=0");
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(index + 1));
    }
    return response;
  }

  async call(handler: RouteHandler, options: CallOptions = {}): Promise<Reply> {
    const response = await this.send(handler, options);
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : {},
      setCookies: response.headers.getSetCookie(),
      headers: response.headers,
    };
  }
}
