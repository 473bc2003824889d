// The admin dashboard's queries on a large seeded database: p50 and p95 of each, on a throwaway PostgreSQL
// (or BENCH_DATABASE_URL). Usage: flock /tmp/hearth-heavy.lock npx tsx --import ./scripts/server-only-off.mjs bench/admin-queries.ts [--users 100000]
// [--messages 1000000] [--runs 40]. See bench/README.md.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
// @ts-expect-error: a plain ES module of the test pipeline, without types.
import { startPostgres } from "../scripts/postgres.mjs";

const { values } = parseArgs({
  options: {
    users: { type: "string", default: "100000" },
    messages: { type: "string", default: "1000000" },
    runs: { type: "string", default: "40" },
  },
});
const USERS = Number(values.users);
const MESSAGES = Number(values.messages);
const RUNS = Number(values.runs);

const server = startPostgres({
  existingUrl: process.env.BENCH_DATABASE_URL,
  purpose: "the admin bench",
  onSkip: (why: string) => {
    throw new Error(`${why}: the bench needs PostgreSQL (apt-get install -y postgresql) or BENCH_DATABASE_URL`);
  },
}) as { url: string; stop: () => void };
process.env.DATABASE_URL = server.url;
// Stopped however the bench ends (a failed query included): the server is this run's alone.
process.on("exit", () => server.stop());

const { getDb, closeDb } = await import("@/db/client");
const metrics = await import("@/db/queries/admin-metrics");
const { searchUsers } = await import("@/db/queries/admin-users");
const { listRedeemCodes } = await import("@/db/queries/redeem-codes");
const { listAudit } = await import("@/db/queries/admin-audit");

const db = await getDb();
const seconds = (start: number) => ((performance.now() - start) / 1000).toFixed(1);

// 100k users over a year (2% Pro by subscription, 1% by codes, 0.1% lifetime, 5% past trials); 2 conversations
// each for a fifth of them; the messages spread over 90 days, half from users; 2,000 codes, half redeemed.
let start = performance.now();
await db.execute(sql`
  insert into "user" (id, username, email, email_verified, nickname, created_at, is_pro, pro_until, pro_source,
    subscription_status, subscription_plan, subscription_expires_at, trial_ends_at)
  select 'u' || i, 'user' || i || '@example.com', 'user' || i || '@example.com', true, 'Person ' || i,
    now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute',
    i % 100 = 1 or i % 1000 = 7, case when i % 100 = 1 then now() + (i % 60) * interval '1 day' end,
    case when i % 1000 = 7 then 'lifetime' when i % 100 = 1 then 'redeem_code' else 'subscription' end,
    case when i % 50 = 3 then 'active' when i % 20 = 9 then 'canceled' else 'free' end,
    case when i % 50 = 3 then (case when i % 3 = 0 then 'pro_annual' else 'pro_monthly' end) end,
    case when i % 50 = 3 then now() + (i % 30) * interval '1 day' when i % 20 = 9 then now() - interval '1 day' end,
    case when i % 20 in (3, 9) then now() - (i % 80) * interval '1 day' end
  from generate_series(1, ${USERS}) i`);
// A few accounts flagged for review as possibly under 18, and a year of the safety check's daily counts.
await db.execute(sql`update "user" set under18_flagged_at = now() - (id_num % 30) * interval '1 day'
  from (select i as id_num from generate_series(1, ${USERS}) i where i % 5000 = 11) f where id = 'u' || f.id_num`);
await db.execute(sql`
  insert into safety_metric (day, category, count)
  select current_date - d, category, 1 + (d * 7) % 40
  from generate_series(0, 364) d, unnest(array['self_harm', 'violence', 'coercive_control', 'sexual_coercion', 'image_abuse',
    'immediate_danger', 'under_18']) category`);
const conversationCount = Math.max(1, Math.floor(USERS / 5)) * 2;
await db.execute(sql`
  insert into conversation (id, user_id, title, created_at, updated_at)
  select 'c' || i, 'u' || (1 + (i::bigint * 7919) % ${Math.max(1, Math.floor(USERS / 5))} * 5), 'A talk', now(), now()
  from generate_series(1, ${conversationCount}) i`);
console.log(`seeded ${USERS} users, ${conversationCount} conversations in ${seconds(start)} s`);

// Messages go in with the activity trigger off and the day table filled by the migration's own backfill
// query after: the same rows the trigger would write, in a fraction of the time.
start = performance.now();
await db.execute(sql`alter table message disable trigger message_counts_activity`);
await db.execute(sql`
  insert into message (id, conversation_id, user_id, role, content, timestamp)
  select 'm' || i, c.id, c.user_id,
    case when i % 2 = 0 then 'user' else 'assistant' end, 'Some words',
    now() - ((i::bigint * 7) % (90 * 1440)) * interval '1 minute'
  from generate_series(1, ${MESSAGES}) i
  join conversation c on c.id = 'c' || (1 + (i::bigint * 104729) % ${conversationCount})`);
await db.execute(sql`alter table message enable trigger message_counts_activity`);
await db.execute(sql`
  insert into user_activity_day (user_id, day, messages)
  select c.user_id, (m.timestamp at time zone 'UTC')::date, count(*)
  from message m join conversation c on c.id = m.conversation_id where m.role = 'user' group by 1, 2
  on conflict (user_id, day) do nothing`);
await db.execute(sql`
  insert into redeem_code (id, code, type, duration_days, max_uses, current_uses, created_at)
  select 'r' || i, 'HRTH-BNCH-' || lpad(i::text, 9, '0'), '1_week', 7, 1, (i % 2), now() - (i % 90) * interval '1 day'
  from generate_series(1, 2000) i`);
await db.execute(sql`
  insert into redeem_code_usage (id, code_id, user_id, redeemed_at)
  select 'x' || i, 'r' || i, 'u' || i, now() - (i % 90) * interval '1 day' from generate_series(1, 2000) i where i % 2 = 1`);
await db.execute(sql`analyze`);
const activityRows = await db.execute<{ n: number }>(sql`select count(*)::int as n from user_activity_day`);
console.log(`seeded ${MESSAGES} messages (${activityRows.rows[0]!.n} activity rows) in ${seconds(start)} s`);

// The trigger's cost per message, measured on its own: 2,000 user messages with it on, then with it off.
async function insertMessages(prefix: string) {
  const begin = performance.now();
  for (let i = 0; i < 2000; i += 1) {
    await db.execute(
      sql`insert into message (id, conversation_id, user_id, role, content)
        select ${`${prefix}${i}`}, id, user_id, 'user', 'x' from conversation where id = ${`c${1 + (i % conversationCount)}`}`,
    );
  }
  return (performance.now() - begin) / 2000;
}
await db.execute(sql`alter table message disable trigger message_counts_activity`);
const without = await insertMessages("plain");
await db.execute(sql`alter table message enable trigger message_counts_activity`);
const withTrigger = await insertMessages("counted");

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - (n - 1) * 86_400_000).toISOString().slice(0, 10);
const queries: Record<string, () => Promise<unknown>> = {
  "sign-ups per day (30 d)": () => metrics.signupsPerDay({ since: daysAgo(30) }),
  "sign-ups per day (90 d)": () => metrics.signupsPerDay({ since: daysAgo(90) }),
  "activity per day (30 d)": () => metrics.activityPerDay({ since: daysAgo(30) }),
  "activity per day (90 d)": () => metrics.activityPerDay({ since: daysAgo(90) }),
  "DAU / WAU / 30-day actives": () => metrics.activeUsers({ today }),
  "Pro by source, MRR": () => metrics.proHolders(),
  "trial conversion (90 d)": () => metrics.trialConversion({ since: daysAgo(90) }),
  "redeem use (90 d)": () => metrics.redeemUse({ since: daysAgo(90) }),
  "safety counts, flagged (90 d)": () => metrics.safetyFigures({ since: daysAgo(90) }),
  "users: first page": () => searchUsers({ limit: 25, offset: 0 }),
  "users: search 'person 4242'": () => searchUsers({ q: "person 4242", limit: 25, offset: 0 }),
  "users: flagged for review": () => searchUsers({ flagged: true, limit: 25, offset: 0 }),
  "codes: first page": () => listRedeemCodes({ limit: 25, offset: 0 }),
  "codes: used up": () => listRedeemCodes({ status: "used_up", limit: 25, offset: 0 }),
  "audit: first page": () => listAudit({ limit: 25, offset: 0 }),
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
console.log(`\n${RUNS} runs each (after 3 warm-up runs), milliseconds`);
console.log("query".padEnd(32), "p50".padStart(8), "p95".padStart(8));
for (const [name, run] of Object.entries(queries)) {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const begin = performance.now();
    await run();
    times.push(performance.now() - begin);
  }
  times.sort((a, b) => a - b);
  console.log(
    name.padEnd(32),
    percentile(times, 0.5).toFixed(1).padStart(8),
    percentile(times, 0.95).toFixed(1).padStart(8),
  );
}
console.log(
  `\none user message inserted: ${without.toFixed(2)} ms without the activity trigger, ${withTrigger.toFixed(2)} ms with it`,
);

await closeDb();
