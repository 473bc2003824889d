import { expect, test } from "../e2e/test";
import { INSTANCES, address, answeredBy, client, on, signedUpAccount, spread } from "./cluster";

// Each limit is tried with a third of the attempts on each instance: under its limit on any one of them, so
// only a count kept in the shared database refuses the excess.

test("a per-account limit counts across instances: 15 wrong redeem codes, 5 on each, 10 allowed", async () => {
  const api = await client();
  await signedUpAccount(api, "cluster-limit");
  const answers = await Promise.all(
    Array.from({ length: 15 }, (_, i) =>
      api.post("/api/redeem-code", { data: { code: `HRTH-NONE-${1000 + i}` }, headers: on(spread(i), address()) }),
    ),
  );
  expect(new Set(answers.map(answeredBy))).toEqual(new Set(INSTANCES));
  const statuses = answers.map((r) => r.status());
  expect(statuses.filter((s) => s === 404).length).toBe(10);
  expect(statuses.filter((s) => s === 429).length).toBe(5);
  for (const r of answers.filter((a) => a.status() === 429))
    expect(await r.json()).toMatchObject({ code: "rate_limited", waitTime: expect.any(Number) });
  await api.dispose();
});

test("a per-address limit counts across instances: 36 guest sign-ins from one address, 12 on each, 30 allowed", async () => {
  const api = await client();
  const from = address();
  const answers = await Promise.all(
    Array.from({ length: 36 }, (_, i) =>
      api.post("/api/guest-login", { data: { adultAttested: true }, headers: on(spread(i), from) }),
    ),
  );
  expect(new Set(answers.map(answeredBy))).toEqual(new Set(INSTANCES));
  const statuses = answers.map((r) => r.status());
  expect(statuses.filter((s) => s === 200).length).toBe(30);
  expect(statuses.filter((s) => s === 429).length).toBe(6);
  // Another address is not held back by that one's count.
  expect((await api.post("/api/guest-login", { data: { adultAttested: true }, headers: address() })).status()).toBe(
    200,
  );
  await api.dispose();
});
