import { describe, expect, it } from "vitest";
import { adultAttestationCookie, adultAttestationFrom } from "@/lib/auth/adult-attestation";
import { deviceCookie, signedDevices } from "@/lib/auth/device-cookie";

const request = (cookie?: string, url = "http://localhost/api/auth/login", proto?: string) =>
  new Request(url, {
    headers: { ...(cookie ? { cookie } : {}), ...(proto ? { "x-forwarded-proto": proto } : {}) },
  });

/** The cookie's value as the next request sends it back. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

describe("the device cookie", () => {
  it("marks the account signed in to, first, with the browser's other accounts after it, at most five", () => {
    let cookie = "";
    for (const user of ["u1", "u2", "u3", "u4", "u5", "u6"]) cookie = sentBack(deviceCookie(request(cookie), user));
    expect(signedDevices(request(cookie)).map((device) => device.userId)).toEqual(["u6", "u5", "u4", "u3", "u2"]);
    cookie = sentBack(deviceCookie(request(cookie), "u4"));
    expect(signedDevices(request(cookie)).map((device) => device.userId)).toEqual(["u4", "u6", "u5", "u3", "u2"]);
  });

  it("gives a fresh browser id at each sign-in, and keeps the other accounts' ids", () => {
    const first = sentBack(deviceCookie(request(), "u1"));
    const [before] = signedDevices(request(first));
    const second = sentBack(deviceCookie(request(first), "u2"));
    expect(signedDevices(request(second))).toEqual([{ userId: "u2", id: expect.any(String) }, before]);
    const again = signedDevices(request(sentBack(deviceCookie(request(second), "u1"))));
    expect(again[0]!.userId).toBe("u1");
    expect(again[0]!.id).not.toBe(before!.id);
    expect(again[0]!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("ignores a mark that was forged, moved to another account or cut short", () => {
    const cookie = sentBack(deviceCookie(request(), "u1"));
    const [, value] = cookie.split("=");
    const [userId, id, mac] = value!.split(".");
    const forged = [
      `${userId}.${id}.${mac![0] === "A" ? "B" : "A"}${mac!.slice(1)}`,
      `u2.${id}.${mac}`,
      `${userId}.${id}`,
      `${userId}.${id}.${mac!.slice(1)}`,
      "",
    ];
    for (const mark of forged) expect(signedDevices(request(`hearth-device=${mark}`))).toEqual([]);
    expect(signedDevices(request(`hearth-device=${forged[1]}~${value}`))).toEqual([{ userId: "u1", id }]);
  });

  it("is sent only to the API, for a year, out of scripts' reach, and Secure behind HTTPS", () => {
    const plain = deviceCookie(request(), "u1");
    expect(plain.split("; ").slice(1)).toEqual(["Path=/api", "Max-Age=31536000", "HttpOnly", "SameSite=Strict"]);
    expect(deviceCookie(request(undefined, "http://localhost/api", "https"), "u1")).toMatch(/; Secure$/);
    expect(deviceCookie(request(undefined, "https://hearth.example/api"), "u1")).toMatch(/; Secure$/);
  });
});

describe("the 18+ confirmation carried to Google's callback", () => {
  const at = new Date("2026-12-06T10:00:00.000Z");
  const header = (cookie: string) => `theme=dark; ${cookie.split(";")[0]}; other=1`;

  it("holds the confirmation's time for half an hour, to Auth.js's routes only", () => {
    const cookie = adultAttestationCookie({ secure: false, now: at });
    expect(cookie).toBe(
      "hearth-adult-attested=2026-12-06T10:00:00.000Z; Path=/api/auth; Max-Age=1800; HttpOnly; SameSite=Lax",
    );
    expect(adultAttestationCookie({ secure: true, now: at })).toMatch(/; SameSite=Lax; Secure$/);
    expect(adultAttestationFrom(header(cookie), at.getTime())).toEqual(at);
    expect(adultAttestationFrom(header(cookie), at.getTime() + 30 * 60_000)).toEqual(at);
    expect(adultAttestationFrom(header(cookie), at.getTime() + 30 * 60_000 + 1)).toBeUndefined();
  });

  it("is not there without the cookie, with a time that is no date, or with one in the future", () => {
    expect(adultAttestationFrom(undefined)).toBeUndefined();
    expect(adultAttestationFrom(null)).toBeUndefined();
    expect(adultAttestationFrom("hearth-adult-attested-x=2026-12-06T10:00:00.000Z", at.getTime())).toBeUndefined();
    expect(adultAttestationFrom("hearth-adult-attested=yesterday", at.getTime())).toBeUndefined();
    expect(adultAttestationFrom("hearth-adult-attested=", at.getTime())).toBeUndefined();
    expect(adultAttestationFrom("hearth-adult-attested=2026-12-06T10:00:00.001Z", at.getTime())).toBeUndefined();
    expect(adultAttestationFrom("hearth-adult-attested=2026-12-06T10%3A00%3A00.000Z", at.getTime())).toEqual(at);
  });
});
