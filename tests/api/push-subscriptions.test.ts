import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DELETE, GET, PATCH, POST, PUT } from "@/app/api/push/subscriptions/route";
import { getDb } from "@/db/client";
import { pushSubscriptions } from "@/db/schema";
import { TestBrowser } from "../helpers/http";
import { makeIdentity } from "../helpers/identities";
import { plant } from "../helpers/planted";
import { pushKeys } from "../helpers/push";

const PATH = "/api/push/subscriptions";

const endpointOf = () => `https://push.example.com/send/${crypto.randomUUID()}`;
const read = (browser: TestBrowser) => browser.call(GET, { path: PATH });
const subscribe = (browser: TestBrowser, body: unknown) => browser.call(POST, { path: PATH, body });
const unsubscribe = (browser: TestBrowser, body: unknown) =>
  browser.call(DELETE, { path: PATH, method: "DELETE", body });

async function stored(userId: string) {
  return (await getDb()).select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

async function allRows() {
  return JSON.stringify(await (await getDb()).select().from(pushSubscriptions).orderBy(pushSubscriptions.id));
}

describe("/api/push/subscriptions", () => {
  it("answers 401 signed out and 403 guest_reminders to a guest, for every method, storing nothing", async () => {
    const signedOut = await makeIdentity("anonymous");
    const guest = await makeIdentity("guest");
    const body = { endpoint: endpointOf(), keys: pushKeys().keys };
    const before = await allRows();
    for (const reply of [await read(signedOut.browser), await subscribe(signedOut.browser, body)]) {
      expect(reply).toMatchObject({ status: 401, body: { code: "signed_out" } });
    }
    expect(await unsubscribe(signedOut.browser, { endpoint: body.endpoint })).toMatchObject({ status: 401 });
    for (const reply of [
      await read(guest.browser),
      await subscribe(guest.browser, body),
      await unsubscribe(guest.browser, { endpoint: body.endpoint }),
    ]) {
      expect(reply).toMatchObject({
        status: 403,
        body: {
          code: "guest_reminders",
          message: "Create an account to get reminders: guest sessions can't be reminded.",
        },
      });
    }
    expect(await allRows()).toBe(before);
  });

  it("saves a subscription, counts it, and deletes it by its endpoint", async () => {
    const { browser, userId } = await makeIdentity("free");
    const first = await read(browser);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/), subscribed: 0 });
    expect(Buffer.from(first.body.publicKey as string, "base64url")[0]).toBe(0x04);

    const endpoint = endpointOf();
    const { keys } = pushKeys();
    const saved = await subscribe(browser, { endpoint, keys });
    expect(saved).toMatchObject({ status: 201, body: { id: expect.any(String) } });
    expect(await stored(userId!)).toMatchObject([{ id: saved.body.id, endpoint, ...keys }]);
    expect((await read(browser)).body).toEqual({ publicKey: first.body.publicKey, subscribed: 1 });

    // The same browser again (keys renewed): still one subscription, with the new keys.
    const renewed = pushKeys().keys;
    expect(await subscribe(browser, { endpoint, keys: renewed })).toMatchObject({
      status: 201,
      body: { id: saved.body.id },
    });
    expect(await stored(userId!)).toMatchObject([{ endpoint, ...renewed }]);

    const deleted = await browser.send(DELETE, { path: PATH, method: "DELETE", body: { endpoint } });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
    expect(await stored(userId!)).toEqual([]);
    expect((await read(browser)).body.subscribed).toBe(0);
    expect(await unsubscribe(browser, { endpoint })).toMatchObject({ status: 404, body: { code: "not_found" } });
  });

  it("moves a browser's endpoint to the account that subscribes it last", async () => {
    const first = await makeIdentity("free");
    const second = await makeIdentity("free");
    const endpoint = endpointOf();
    await subscribe(first.browser, { endpoint, keys: pushKeys().keys });
    const keys = pushKeys().keys;
    expect((await subscribe(second.browser, { endpoint, keys })).status).toBe(201);
    expect(await stored(first.userId!)).toEqual([]);
    expect(await stored(second.userId!)).toMatchObject([{ endpoint, ...keys }]);
  });

  it("keeps another user's subscription: their endpoint is not found, and nothing changes", async () => {
    const owner = await makeIdentity("free");
    const other = await makeIdentity("pro");
    const endpoint = endpointOf();
    plant(endpoint);
    await subscribe(owner.browser, { endpoint, keys: pushKeys().keys });
    const before = await allRows();
    expect(await unsubscribe(other.browser, { endpoint })).toMatchObject({ status: 404, body: { code: "not_found" } });
    expect(await allRows()).toBe(before);
    expect(await stored(owner.userId!)).toHaveLength(1);
  });

  it("refuses endpoints a browser's push service would not give: http:, local and private hosts, credentials", async () => {
    const { browser, userId } = await makeIdentity("free");
    const { keys } = pushKeys();
    const refused = [
      "http://push.example.com/send/1",
      "http://10.0.0.1/send/1",
      "ftp://push.example.com/send/1",
      "push.example.com/send/1",
      "https://user:secret@push.example.com/send/1",
      `https://push.example.com/${"a".repeat(1000)}`,
      "https://localhost/send/1",
      "https://LOCALHOST./send/1",
      "https://push.localhost/send/1",
      "https://127.0.0.1/send/1",
      "https://0x7f000001/send/1",
      "https://0.0.0.0/send/1",
      "https://10.1.2.3/send/1",
      "https://172.16.0.1/send/1",
      "https://192.168.1.1/send/1",
      "https://169.254.169.254/latest/meta-data",
      "https://100.64.0.1/send/1",
      "https://[::1]/send/1",
      "https://[::]/send/1",
      "https://[fd00::1]/send/1",
      "https://[fe80::1]/send/1",
      "https://[::ffff:10.0.0.1]/send/1",
      "https://[::ffff:127.0.0.1]/send/1",
      42,
    ];
    for (const endpoint of refused) {
      const reply = await subscribe(browser, { endpoint, keys });
      expect(reply.status, String(endpoint)).toBe(400);
      expect(reply.body.fieldErrors, String(endpoint)).toEqual({
        endpoint: "This browser's push address can't be used",
      });
    }
    for (const endpoint of ["https://push.example.com/send/1", "https://8.8.8.8/send/1", "https://[2001:4860::1]/x"]) {
      expect((await subscribe(browser, { endpoint, keys })).status, endpoint).toBe(201);
    }
    // Plain http: to this host is the tests' stand-in push service (HEARTH_TEST_PUSH_HTTP, vitest.config.ts).
    expect((await subscribe(browser, { endpoint: "http://127.0.0.1:9/send/1", keys })).status).toBe(201);
    expect(await stored(userId!)).toHaveLength(4);
  });

  it("refuses keys that are not a P-256 public key and a 16-byte auth secret, in the caller's language", async () => {
    const { browser, userId } = await makeIdentity("free");
    const { keys } = pushKeys();
    const p256dh = Buffer.from(keys.p256dh, "base64url");
    const offCurve = Buffer.concat([Buffer.from([0x04]), Buffer.alloc(64, 1)]).toString("base64url");
    const compressed = Buffer.concat([Buffer.from([0x02]), p256dh.subarray(1, 33)]).toString("base64url");
    const cases: unknown[] = [
      undefined,
      {},
      { p256dh: keys.p256dh },
      { auth: keys.auth },
      { ...keys, p256dh: offCurve },
      { ...keys, p256dh: compressed },
      { ...keys, p256dh: p256dh.subarray(0, 64).toString("base64url") },
      { ...keys, p256dh: p256dh.toString("base64") + "+/" },
      { ...keys, p256dh: "" },
      { ...keys, auth: Buffer.alloc(15, 7).toString("base64url") },
      { ...keys, auth: Buffer.alloc(17, 7).toString("base64url") },
      { ...keys, auth: "not base64!" },
      { ...keys, auth: 16 },
      { ...keys, extra: "x" },
    ];
    for (const given of cases) {
      const reply = await subscribe(browser, { endpoint: endpointOf(), keys: given });
      expect(reply.status, JSON.stringify(given)).toBe(400);
      expect(Object.values(reply.body.fieldErrors as object), JSON.stringify(given)).toContain(
        "This browser's push keys aren't valid",
      );
    }
    const inChinese = new TestBrowser(browser.address, "zh-TW");
    for (const [name, value] of browser.cookies) inChinese.cookies.set(name, value);
    const reply = await subscribe(inChinese, { endpoint: "http://push.example.com/x", keys: { ...keys, auth: "" } });
    expect(reply.body.fieldErrors).toEqual({
      endpoint: "無法使用這個瀏覽器的推播位址",
      "keys.auth": "這個瀏覽器的推播金鑰無效",
    });
    expect(await stored(userId!)).toEqual([]);
  });

  it("refuses other methods with 405 naming the allowed ones", async () => {
    const { browser } = await makeIdentity("free");
    for (const [method, handler] of [
      ["PUT", PUT],
      ["PATCH", PATCH],
    ] as const) {
      const reply = await browser.call(handler, { path: PATH, method });
      expect(reply.status).toBe(405);
      expect(reply.headers.get("allow")).toBe("GET, POST, DELETE");
    }
  });
});

describe("with a fresh configuration", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("refuses http: to this host too without HEARTH_TEST_PUSH_HTTP", async () => {
    vi.resetModules();
    vi.stubEnv("HEARTH_TEST_PUSH_HTTP", "");
    const route = await import("@/app/api/push/subscriptions/route");
    const { makeIdentity: makeFreshIdentity } = await import("../helpers/identities");
    const { browser } = await makeFreshIdentity("free");
    for (const endpoint of ["http://127.0.0.1:9/send/1", "http://localhost:9/send/1", "http://[::1]:9/send/1"]) {
      const reply = await browser.call(route.POST, { path: PATH, body: { endpoint, keys: pushKeys().keys } });
      expect(reply.status, endpoint).toBe(400);
    }
  });

  it("takes the VAPID keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set", async () => {
    const webpush = await import("web-push");
    const keys = webpush.generateVAPIDKeys();
    vi.resetModules();
    vi.stubEnv("VAPID_PUBLIC_KEY", keys.publicKey);
    vi.stubEnv("VAPID_PRIVATE_KEY", keys.privateKey);
    vi.stubEnv("VAPID_SUBJECT", "mailto:push@hearth.example");
    const { vapidDetails } = await import("@/lib/reminders/vapid");
    expect(vapidDetails()).toEqual({ ...keys, subject: "mailto:push@hearth.example" });
  });

  it("generates the VAPID keys once into DATA_DIR outside production, readable by the owner only, and keeps them", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "hearth-vapid-"));
    try {
      vi.resetModules();
      vi.stubEnv("DATA_DIR", dataDir);
      vi.stubEnv("NODE_ENV", "development");
      const first = (await import("@/lib/reminders/vapid")).vapidDetails();
      vi.resetModules();
      const again = (await import("@/lib/reminders/vapid")).vapidDetails();
      expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(again).toEqual(first);
      const file = path.join(dataDir, "vapid-keys.json");
      expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
        publicKey: first!.publicKey,
        privateKey: first!.privateKey,
      });
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(first?.subject).toBe("mailto:support@hearth.example");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("has push off in production without VAPID keys: GET's publicKey is null, POST is push_unavailable", async () => {
    vi.resetModules();
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("HEARTH_ALLOW_EMBEDDED", "1");
    vi.stubEnv("APP_URL", "https://hearth.example");
    vi.stubEnv("AUTH_SECRET", "a-production-test-secret-of-32-characters");
    const route = await import("@/app/api/push/subscriptions/route");
    const { makeIdentity: makeFreshIdentity } = await import("../helpers/identities");
    const { browser, userId } = await makeFreshIdentity("free");
    expect(await browser.call(route.GET, { path: PATH })).toMatchObject({
      status: 200,
      body: { publicKey: null, subscribed: 0 },
    });
    const reply = await browser.call(route.POST, {
      path: PATH,
      body: { endpoint: endpointOf(), keys: pushKeys().keys },
    });
    expect(reply).toMatchObject({
      status: 409,
      body: { code: "push_unavailable", message: "Notifications aren't set up on this server." },
    });
    expect(await stored(userId!)).toEqual([]);
  });
});
