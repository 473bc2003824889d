import { createDecipheriv, createPublicKey, hkdfSync, verify, type ECDH } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as subscribe } from "@/app/api/push/subscriptions/route";
import { getDb } from "@/db/client";
import { pushSubscriptions } from "@/db/schema";
import { pushPublicKey, sendPush } from "@/lib/reminders/push";
import { makeIdentity, type Identity } from "../helpers/identities";
import { plant } from "../helpers/planted";
import { pushKeys } from "../helpers/push";
import { startPushService } from "../helpers/push-service";

// The push service is a local stand-in (tests/helpers/push-service.ts); the browser's side (its keys, and
// decrypting what arrives) is this test's own code.

/** Host names the tests make resolve to an address of their choosing; every other name resolves as usual. */
const resolveAs = vi.hoisted(() => new Map<string, string>());
vi.mock("node:dns/promises", async (importOriginal) => {
  const dns = await importOriginal<typeof import("node:dns/promises")>();
  const lookup = (async (host: string, options: object) => {
    const address = resolveAs.get(host);
    return address ? [{ address, family: address.includes(":") ? 6 : 4 }] : dns.lookup(host, options);
  }) as typeof dns.lookup;
  return { ...dns, default: { ...dns, lookup }, lookup };
});

const service = await startPushService();
const { origin, received } = service;

afterAll(async () => {
  await service.close();
});

afterEach(() => {
  service.reset();
  resolveAs.clear();
});

/** A browser of the person's subscribed through the API, answering with `status`; its keys to decrypt with. */
async function subscribedBrowser(person: Identity, status = 201) {
  const { path, endpoint } = service.endpoint(status);
  const browser = pushKeys();
  plant(endpoint);
  const reply = await person.browser.call(subscribe, {
    path: "/api/push/subscriptions",
    body: { endpoint, keys: browser.keys },
  });
  expect(reply.status).toBe(201);
  return { path, endpoint, ...browser };
}

/** RFC 8291 / RFC 8188, as the browser decrypts an aes128gcm push message with its private key and auth secret. */
function decrypt(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  expect(idLength).toBe(65);
  expect(record.length).toBeLessThanOrEqual(recordSize);
  const secret = ecdh.computeSecret(serverPublicKey);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, authSecret, info, 32));
  const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(0x02); // the last record's delimiter
  return padded.subarray(0, end).toString("utf8");
}

/** The VAPID header's JWT claims, after checking its ES256 signature against `k`, the server's public key. */
function vapidClaims(authorization: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  expect(match, authorization).not.toBeNull();
  const [, token, publicKey] = match!;
  expect(publicKey).toBe(pushPublicKey());
  const [header, claims, signature] = token!.split(".");
  const point = Buffer.from(publicKey!, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature!, "base64url"),
  );
  expect(signed).toBe(true);
  expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toMatchObject({ alg: "ES256" });
  return JSON.parse(Buffer.from(claims!, "base64url").toString()) as { aud: string; exp: number; sub: string };
}

async function storedEndpoints(userId: string) {
  const rows = await (
    await getDb()
  )
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return rows.map((row) => row.endpoint).sort();
}

const PAYLOAD = { title: "How did it go?", body: "Tap to tell Hearth.", url: "/advice/abc#follow-up", tag: "t-1" };
plant(JSON.stringify(PAYLOAD));

describe("sendPush", () => {
  it("delivers the payload encrypted for the browser's keys (aes128gcm) and signed with VAPID", async () => {
    const person = await makeIdentity("free");
    const browser = await subscribedBrowser(person);
    const before = Date.now() / 1000;

    expect(await sendPush(person.userId!, PAYLOAD)).toEqual({ delivered: 1, failed: 0, removed: 0 });

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe(browser.path);
    expect(request!.headers).toMatchObject({
      "content-encoding": "aes128gcm",
      "content-type": "application/octet-stream",
      ttl: "86400",
      urgency: "normal",
    });
    expect(Number(request!.headers["content-length"])).toBe(request!.body.length);
    expect(JSON.parse(decrypt(request!.body, browser.ecdh, browser.authSecret))).toEqual(PAYLOAD);
    const claims = vapidClaims(request!.headers.authorization);
    expect(claims.aud).toBe(origin);
    expect(claims.sub).toBe("mailto:support@hearth.example");
    expect(claims.exp).toBeGreaterThan(before);
    expect(claims.exp).toBeLessThanOrEqual(before + 24 * 3600 + 5);
    expect(await storedEndpoints(person.userId!)).toEqual([browser.endpoint]);
  });

  it("sends to every device: 404 and 410 delete that subscription, any other failure keeps it", async () => {
    const person = await makeIdentity("free");
    const kept = await subscribedBrowser(person, 201);
    const gone = await subscribedBrowser(person, 410);
    const unknown = await subscribedBrowser(person, 404);
    const failing = await subscribedBrowser(person, 500);
    const limited = await subscribedBrowser(person, 429);
    const someoneElse = await makeIdentity("free");
    const theirs = await subscribedBrowser(someoneElse, 201);

    expect(await sendPush(person.userId!, PAYLOAD)).toEqual({ delivered: 1, failed: 2, removed: 2 });

    expect(received.map((request) => request.path).sort()).toEqual(
      [kept, gone, unknown, failing, limited].map((browser) => browser.path).sort(),
    );
    expect(await storedEndpoints(person.userId!)).toEqual([kept.endpoint, failing.endpoint, limited.endpoint].sort());
    expect(await storedEndpoints(someoneElse.userId!)).toEqual([theirs.endpoint]);
  });

  it("counts a push service that cannot be reached, or answers with a redirect (never followed), as failed", async () => {
    const person = await makeIdentity("free");
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const db = await getDb();
    const { keys } = pushKeys();
    await db.insert(pushSubscriptions).values([
      { userId: person.userId!, endpoint: `http://127.0.0.1:${closedPort}/push/x`, ...keys },
      { userId: person.userId!, endpoint: `${origin}/redirect/${crypto.randomUUID()}`, ...keys },
    ]);

    expect(await sendPush(person.userId!, PAYLOAD)).toEqual({ delivered: 0, failed: 2, removed: 0 });
    expect(received.map((request) => request.path)).toEqual([expect.stringMatching(/^\/redirect\//)]);
    expect(await storedEndpoints(person.userId!)).toHaveLength(2);
  });

  it("sends nothing to a host that resolves to a private address, or to an endpoint the rule refuses", async () => {
    const person = await makeIdentity("free");
    const { keys } = pushKeys();
    resolveAs.set("push.example.com", "10.0.0.7");
    resolveAs.set("v6.push.example.com", "fd12::7");
    resolveAs.set("mapped.push.example.com", "::ffff:127.0.0.1");
    await (
      await getDb()
    )
      .insert(pushSubscriptions)
      .values(
        [
          "https://push.example.com/send/1",
          "https://v6.push.example.com/send/1",
          "https://mapped.push.example.com/send/1",
          "https://169.254.169.254/latest",
          `http://push.example.com:${new URL(origin).port}/send/1`,
        ].map((endpoint) => ({ userId: person.userId!, endpoint, ...keys })),
      );
    const fetches = vi.spyOn(globalThis, "fetch");
    try {
      expect(await sendPush(person.userId!, PAYLOAD)).toEqual({ delivered: 0, failed: 5, removed: 0 });
      expect(fetches).not.toHaveBeenCalled();
    } finally {
      fetches.mockRestore();
    }
  });

  it("does nothing for someone with no subscriptions", async () => {
    const person = await makeIdentity("free");
    expect(await sendPush(person.userId!, PAYLOAD)).toEqual({ delivered: 0, failed: 0, removed: 0 });
    expect(received).toEqual([]);
  });
});
