import { expect, test } from "../e2e/test";
import { INSTANCES, answeredBy, client, on, query, signedUpAccount, spread } from "./cluster";

const RACERS = 6;

test("a one-use redeem code raced by six accounts on three instances is redeemed exactly once", async () => {
  test.setTimeout(60_000);
  const code = `HRTH-CLST-${crypto.randomUUID().slice(0, 4).toUpperCase()}-${Date.now().toString(36).slice(-4).toUpperCase()}`;
  await query(
    `insert into redeem_code (id, code, type, duration_days, max_uses) values (gen_random_uuid()::text, $1, '1_week', 7, 1)`,
    [code],
  );
  const racers = await Promise.all(
    Array.from({ length: RACERS }, async () => {
      const api = await client();
      return { api, email: await signedUpAccount(api, "cluster-redeem") };
    }),
  );

  const answers = await Promise.all(
    racers.map(({ api }, i) => api.post("/api/redeem-code", { data: { code }, headers: on(spread(i)) })),
  );
  expect(new Set(answers.map(answeredBy))).toEqual(new Set(INSTANCES));
  const won = answers.filter((r) => r.status() === 200);
  const lost = answers.filter((r) => r.status() === 409);
  expect(won.length).toBe(1);
  expect(lost.length).toBe(RACERS - 1);
  for (const r of lost) expect(await r.json()).toMatchObject({ code: "redeem_code_used_up" });

  const [stored] = await query<{ uses: number; usages: number }>(
    `select c.current_uses as uses, (select count(*)::int from redeem_code_usage u where u.code_id = c.id) as usages
       from redeem_code c where c.code = $1`,
    [code],
  );
  expect(stored).toEqual({ uses: 1, usages: 1 });
  // Pro for the winner alone, whichever instance asks.
  const pro = await Promise.all(
    racers.map(async ({ api }, i) => (await (await api.get("/api/user", { headers: on(spread(i + 1)) })).json()).isPro),
  );
  expect(pro.filter(Boolean).length).toBe(1);
  expect(pro[answers.findIndex((r) => r.status() === 200)]).toBe(true);
  for (const { api } of racers) await api.dispose();
});
