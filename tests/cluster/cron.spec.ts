import { expect, test } from "../e2e/test";
import { INSTANCES, address, answeredBy, client, cluster, on, query } from "./cluster";

const JOBS = [
  "temporary-conversations",
  "expired-sessions",
  "unattached-images",
  "rate-limits",
  "outbox",
  "data-exports",
] as const;

type Plant = { id: string; due: boolean; userId: string };

/** For three jobs, rows they must delete (`due`) and one they must keep, planted straight in the database. */
const PLANTED = {
  "rate-limits": {
    table: "rate_limit",
    key: "key",
    plant: ({ id, due }: Plant) =>
      query(`insert into rate_limit (key, count, window_ends_at) values ($1, 5, now() + $2::interval)`, [
        id,
        due ? "-1 hour" : "1 hour",
      ]),
  },
  outbox: {
    table: "email_outbox",
    key: "id",
    plant: ({ id, due }: Plant) =>
      query(
        `insert into email_outbox (id, "to", subject, text, created_at) values ($1, $2, 's', 't', now() + $3::interval)`,
        [id, `${id}@cluster.example`, due ? "-2 days" : "0 seconds"],
      ),
  },
  "expired-sessions": {
    table: "user_session",
    key: "id",
    plant: ({ id, due, userId }: Plant) =>
      query(`insert into user_session (id, user_id, expires_at) values ($1, $2, now() + $3::interval)`, [
        id,
        userId,
        due ? "-1 day" : "1 day",
      ]),
  },
} as const;
type PlantedJob = keyof typeof PLANTED;

const rowsIn = async (table: string) => (await query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

test("every cron job called at once on all three instances deletes each due row once between them", async () => {
  const api = await client();
  const guest = await api.post("/api/guest-login", { data: { adultAttested: true }, headers: address() });
  const { id: userId } = (await guest.json()) as { id: string };

  const planted = {} as Record<PlantedJob, { due: string[]; kept: string }>;
  const before = {} as Record<PlantedJob, number>;
  for (const job of Object.keys(PLANTED) as PlantedJob[]) {
    const ids = Array.from({ length: 4 }, () => `cluster-cron-${crypto.randomUUID()}`);
    for (const [i, id] of ids.entries()) await PLANTED[job].plant({ id, due: i < 3, userId });
    planted[job] = { due: ids.slice(0, 3), kept: ids[3]! };
    before[job] = await rowsIn(PLANTED[job].table);
  }

  const unauthorized = await api.get("/api/cron/outbox", { headers: on(2) });
  expect(unauthorized.status()).toBe(401);

  const calls = JOBS.flatMap((job) => INSTANCES.map((n) => ({ job, n })));
  const answers = await Promise.all(
    calls.map(({ job, n }) =>
      api.get(`/api/cron/${job}`, { headers: on(n, { authorization: `Bearer ${cluster().cronSecret}` }) }),
    ),
  );
  const deleted = Object.fromEntries(JOBS.map((job) => [job, 0])) as Record<(typeof JOBS)[number], number>;
  for (const [i, answer] of answers.entries()) {
    expect(answer.status(), await answer.text()).toBe(200);
    expect(answeredBy(answer)).toBe(calls[i]!.n);
    const body = (await answer.json()) as { job: string; deleted: number };
    expect(body.job).toBe(calls[i]!.job);
    deleted[calls[i]!.job] += body.deleted;
  }

  for (const job of Object.keys(PLANTED) as PlantedJob[]) {
    const { table, key } = PLANTED[job];
    const left = await query<{ id: string }>(`select ${key} as id from ${table} where ${key} = any($1)`, [
      [...planted[job].due, planted[job].kept],
    ]);
    expect(
      left.map((row) => row.id),
      job,
    ).toEqual([planted[job].kept]);
    // What the three instances say they deleted is what went: no row counted twice, none missed.
    expect(deleted[job], job).toBe(before[job] - (await rowsIn(table)));
    expect(deleted[job], job).toBeGreaterThanOrEqual(3);
  }
  await api.dispose();
});
