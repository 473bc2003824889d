import { expect, test } from "./test";
import sharp from "sharp";

test("pages, public pages and the API answer with the security headers", async ({ request }) => {
  for (const path of ["/", "/privacy", "/auth", "/api/health"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"], path).toContain("max-age=");
    expect(headers["x-powered-by"], path).toBeUndefined();
  }
});

const scriptSources = (policy: string) =>
  policy
    .split(";")
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === "script-src")!
    .slice(1);

test("every page has a strict Content-Security-Policy with a fresh nonce that every script carries", async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (const path of ["/", "/privacy", "/auth", "/auth", "/onboarding"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).toContain("base-uri 'none'");
    const sources = scriptSources(policy);
    expect(sources, path).toContain("'strict-dynamic'");
    expect(sources, path).not.toContain("'unsafe-inline'");
    expect(sources, path).not.toContain("'unsafe-eval'");
    const nonce = sources.find((source) => source.startsWith("'nonce-"))!.slice("'nonce-".length, -1);
    nonces.add(nonce);
    // Every script in the page, Next's and our own inline ones, carries this request's nonce.
    const scripts = (await response.text()).match(/<script[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(5);
  const api = (await request.get("/api/health")).headers()["content-security-policy"];
  expect(api).toBe("default-src 'none'; frame-ancestors 'none'");
});

test("the suite's watcher sees a CSP violation: injected markup with an inline handler is blocked", async ({
  page,
  cspViolations,
}) => {
  await page.goto("/auth");
  await page.evaluate(() => {
    window.document.body.insertAdjacentHTML(
      "beforeend",
      `<img alt="" src="/icon.svg" onload="document.title='pwned'">`,
    );
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  for (const violation of cspViolations) expect(violation).toContain("inline event handler");
  expect(await page.title()).not.toBe("pwned");
  // Seen and checked: cleared, or the fixture would fail this test for the violation it provoked on purpose.
  cspViolations.length = 0;
});

test("/favicon.ico, asked for before a page's icon link is read, is the app's icon", async ({ request }) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect((await response.body()).subarray(1, 4).toString()).toBe("PNG");
});

test("methods the app does not serve are 405s before anything runs, JSON on the API, never a 500", async ({
  request,
}) => {
  for (const path of ["/", "/chat", "/auth", "/icons/icon-192.png"]) {
    const response = await request.fetch(path, { method: "TRACE", maxRedirects: 0 });
    expect(response.status(), path).toBe(405);
  }
  const api = await request.fetch("/api/health", { method: "TRACE" });
  expect(api.status()).toBe(405);
  expect(api.headers()["content-type"]).toBe("application/json");
  expect(await api.json()).toEqual({ code: "method_not_allowed", message: "This action is not supported here." });
});

test("every HTML answer has a policy: those the proxy does not render run no script", async ({ request }) => {
  const offline = await request.get("/offline/en");
  expect(offline.status()).toBe(200);
  expect(await offline.text()).not.toContain("<script");
  for (const [path, method] of [
    ["/offline/en", "GET"],
    ["/offline/zh-TW", "GET"],
    ["/robots.txt", "GET"],
    ["/icons/missing.png", "GET"],
    ["/icons/icon-192.png", "POST"],
  ] as const) {
    const response = await request.fetch(path, { method, maxRedirects: 0 });
    expect(response.headers()["content-type"], path).toContain("text/html");
    expect(scriptSources(response.headers()["content-security-policy"] ?? ""), `${method} ${path}`).toEqual(["'none'"]);
  }
});

test("a route's own headers are composed with the API's, not overwritten: an image keeps its sandbox", async ({
  request,
}) => {
  expect((await request.post("/api/guest-login", { data: { adultAttested: true } })).status()).toBe(200);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c96" } })
    .png()
    .toBuffer();
  const uploaded = await request.post("/api/images", {
    multipart: { file: { name: "square.png", mimeType: "image/png", buffer: png } },
  });
  expect(uploaded.status()).toBe(200);
  const image = await request.get(`/api/images/${(await uploaded.json()).id}`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
});

test("a session that no longer works is sent to /auth on the public address, not the server's own", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/api/session/expired", { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe(`${baseURL}/auth`);
});
