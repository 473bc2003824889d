import { expect, test } from "../e2e/test";
import { INSTANCES, answeredBy, client, on, query, signedUpAccount, spread } from "./cluster";

test("the free daily allowance is exact across instances: ten sends past it, in parallel on three, are refused", async () => {
  test.setTimeout(90_000);
  const api = await client();
  const email = await signedUpAccount(api, "cluster-daily");
  const usage = await (await api.get("/api/usage", { headers: on(2) })).json();
  // The spec's free plan: 50 messages a day.
  expect(usage).toMatchObject({ count: 0, limit: 50 });
  const allowance = usage.limit as number;

  const conversationId = crypto.randomUUID();
  expect((await api.post("/api/conversations", { data: { id: conversationId }, headers: on(1) })).status()).toBe(201);
  const sends = await Promise.all(
    Array.from({ length: allowance + 10 }, (_, i) =>
      api.post("/api/chat", {
        data: { conversationId, messageId: crypto.randomUUID(), text: `Message ${i + 1} of the day.` },
        headers: on(spread(i)),
        timeout: 60_000,
      }),
    ),
  );
  const accepted = sends.filter((r) => r.status() === 200);
  const refused = sends.filter((r) => r.status() === 429);
  expect(accepted.length).toBe(allowance);
  expect(refused.length).toBe(10);
  for (const r of refused) expect(await r.json()).toMatchObject({ code: "daily_limit" });
  for (const n of INSTANCES) expect(accepted.some((r) => answeredBy(r) === n)).toBe(true);

  const [stored] = await query<{ messages: number; counted: number }>(
    `select (select count(*)::int from message m where m.user_id = u.id and m.role = 'user') as messages,
            u.advice_requests_today as counted
       from "user" u where u.username = $1`,
    [email],
  );
  expect(stored).toEqual({ messages: allowance, counted: allowance });
  for (const n of INSTANCES)
    expect(await (await api.get("/api/usage", { headers: on(n) })).json()).toMatchObject({ count: allowance });
  await api.dispose();
});
