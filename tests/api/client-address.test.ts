import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as guestLogin } from "@/app/api/guest-login/route";
import { addressFrom, RATE_LIMITS } from "@/lib/limits/rate-limit";
import { TestBrowser } from "../helpers/http";

const headers = (value: string, name = "x-forwarded-for") => new Headers({ [name]: value });

/** The app's modules as a server started with CLIENT_ADDRESS_SOURCE=`source` has them (configuration is read once). */
async function declaring(source: string) {
  vi.stubEnv("CLIENT_ADDRESS_SOURCE", source);
  vi.resetModules();
  return {
    ...(await import("@/lib/limits/rate-limit")),
    guestLogin: (await import("@/app/api/guest-login/route")).POST,
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("where the caller's address comes from (CLIENT_ADDRESS_SOURCE)", () => {
  const request = new Request("http://localhost/api/guest-login", {
    headers: {
      "x-forwarded-for": "6.6.6.6, 198.51.100.2, 203.0.113.9",
      "x-real-ip": "192.0.2.1",
      "cf-connecting-ip": "192.0.2.2",
    },
  });

  it("each preset reads the header its proxy writes, and none reads nothing", async () => {
    expect((await declaring("vercel")).clientAddress(request)).toBe("192.0.2.1");
    expect((await declaring("cloudflare")).clientAddress(request)).toBe("192.0.2.2");
    expect((await declaring("proxy-hops:1")).clientAddress(request)).toBe("203.0.113.9");
    expect((await declaring("proxy-hops:2")).clientAddress(request)).toBe("198.51.100.2");
    expect((await declaring("none")).clientAddress(request)).toBeNull();
    // Outside production a server that declares nothing has no address to count by, rather than a guess.
    expect((await declaring("")).clientAddress(request)).toBeNull();
  });

  it("on Vercel, a client writing a new X-Forwarded-For each time is still counted by the address Vercel saw", async () => {
    const { guestLogin, RATE_LIMITS: limits } = await declaring("vercel");
    const statuses: number[] = [];
    for (let i = 0; i <= limits.guestPerAddress.limit; i += 1) {
      const browser = new TestBrowser(`10.${i}.0.1`);
      const reply = await browser.call(guestLogin, {
        body: { adultAttested: true },
        headers: { "x-real-ip": "192.0.2.80" },
      });
      statuses.push(reply.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(
      statuses.slice(0, -1).every((status) => status === 200),
      String(statuses),
    ).toBe(true);
  });

  it("with none, per-address limits are off and per-account ones still hold", async () => {
    const { limitAddress, limit } = await declaring("none");
    for (let i = 0; i <= RATE_LIMITS.guestPerAddress.limit; i++) {
      await expect(limitAddress("guestPerAddress", null)).resolves.toBeUndefined();
    }
    for (let i = 0; i < 10; i++) await limit("redeemPerAccount", "account-under-none");
    await expect(limit("redeemPerAccount", "account-under-none")).rejects.toMatchObject({ code: "rate_limited" });
  });
});

describe("the caller's address for per-address limits", () => {
  it("is the entry the trusted proxies added, never what the client wrote in front of it", () => {
    const oneProxy = { header: "x-forwarded-for", hops: 1 };
    expect(addressFrom(headers("6.6.6.6, 203.0.113.9"), oneProxy)).toBe("203.0.113.9");
    expect(addressFrom(headers("203.0.113.9"), oneProxy)).toBe("203.0.113.9");
    expect(addressFrom(headers("1.1.1.1, 6.6.6.6, 198.51.100.2, 10.0.0.1"), { ...oneProxy, hops: 2 })).toBe(
      "198.51.100.2",
    );
    expect(addressFrom(headers("2001:DB8::1"), oneProxy)).toBe("2001:db8::1");
    expect(addressFrom(headers("192.0.2.7", "x-real-ip"), { header: "x-real-ip", hops: 1 })).toBe("192.0.2.7");
  });

  it("reads anything that is not an address, or too few entries, as the shared unknown bucket", () => {
    const oneProxy = { header: "x-forwarded-for", hops: 1 };
    expect(addressFrom(new Headers(), oneProxy)).toBe("unknown");
    expect(addressFrom(headers("1.2.3.4, evil\u0007text"), oneProxy)).toBe("unknown");
    expect(addressFrom(headers("1.2.3.4, "), oneProxy)).toBe("unknown");
    expect(addressFrom(headers("203.0.113.9"), { ...oneProxy, hops: 2 })).toBe("unknown");
  });

  it("a client rotating the first X-Forwarded-For entry is still limited by its real address", async () => {
    const { limit } = RATE_LIMITS.guestPerAddress;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      const browser = new TestBrowser(`10.${i}.0.1, 203.0.113.77`);
      statuses.push((await browser.call(guestLogin, { body: { adultAttested: true } })).status);
    }
    expect(
      statuses.slice(0, limit).every((status) => status === 200),
      String(statuses),
    ).toBe(true);
    expect(statuses[limit]).toBe(429);
    // Another real address is not affected.
    expect(
      (await new TestBrowser("10.0.0.9, 203.0.113.78").call(guestLogin, { body: { adultAttested: true } })).status,
    ).toBe(200);
  });
});
