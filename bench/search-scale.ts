// Search, the conversation list and opening a conversation for one user with 1,000 conversations and
// 100,000 messages (English and Chinese), beside 20 other users' 100,000. Usage and options: bench/README.md.
import { mkdtempSync, rmSync } from "node:fs";
import { existsSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
// @ts-expect-error: a plain ES module of the test pipeline, without types.
import { startPostgres } from "../scripts/postgres.mjs";

const { values } = parseArgs({
  options: {
    engine: { type: "string", default: "postgres" },
    conversations: { type: "string", default: "1000" },
    messages: { type: "string", default: "100" },
    runs: { type: "string", default: "40" },
    "in-process": { type: "boolean", default: false },
  },
});
const ENGINE = values.engine === "pglite" ? "pglite" : "postgres";
const CONVERSATIONS = Number(values.conversations);
const PER_CONVERSATION = Number(values.messages);
const RUNS = Number(values.runs);
const OTHER_USERS = 20;
const root = path.resolve(import.meta.dirname, "..");

const work = mkdtempSync(path.join(tmpdir(), "hearth-search-"));
let stopPostgres = () => {};
process.on("exit", () => {
  stopPostgres();
  rmSync(work, { recursive: true, force: true });
});
if (ENGINE === "postgres") {
  const server = startPostgres({
    existingUrl: process.env.BENCH_DATABASE_URL,
    purpose: "the search bench",
    onSkip: (why: string) => {
      throw new Error(`${why}: the bench needs PostgreSQL (apt-get install -y postgresql) or BENCH_DATABASE_URL`);
    },
  }) as { url: string; stop: () => void };
  stopPostgres = server.stop;
  process.env.DATABASE_URL = server.url;
} else {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = path.join(work, "data");
}

const { getDb, closeDb } = await import("@/db/client");
const { findUserById } = await import("@/db/queries/users");
const { conversationPage, conversationWithMessages } = await import("@/lib/chat/conversations");
const db = await getDb();
const seconds = (start: number) => ((performance.now() - start) / 1000).toFixed(1);

// Sentences the messages are made of; the searched words appear in some of them, at known rates.
const english = [
  "I felt jealous when my partner texted an old friend late at night.",
  "We keep having the same argument about chores and it wears me out.",
  "Could we plan a date night this weekend without our phones?",
  "My girlfriend says I never listen, and maybe she is right.",
  "How do I bring up money without it turning into a fight?",
  "He forgot our anniversary again and said it was no big deal.",
  "It sounds like you both want to feel heard before anything else.",
  "Try naming the feeling first, then the request, and keep it short.",
  "A calm moment is better than the middle of an argument for this talk.",
  "Long distance is hard; a fixed call every evening can help a lot.",
  "Her parents expect us to visit every Sunday and I need a break.",
  "Write down what you want to say so the conversation stays on track.",
  "Small rituals, like coffee together in the morning, rebuild trust.",
  "We disagree about whether to move in together next year.",
  "You could ask what a good week would look like for each of you.",
  "I am not sure if I should apologise first or wait for him.",
];
const chinese = [
  "我们昨天又因为家务吵架了，我觉得很累。",
  "他总是忘记我们的纪念日，还说没什么大不了。",
  "异地恋真的很难，每天固定时间通话会有帮助。",
  "先冷静下来，再把自己的感受说出来。",
  "我不知道应该先道歉还是等他来找我。",
  "她的父母希望我们每个周末都回家吃饭。",
  "试着说出你的需要，而不是指责对方。",
  "我们在要不要明年同居这件事上意见不同。",
  "一起喝早餐咖啡这样的小习惯可以慢慢重建信任。",
  "你们都希望在做决定之前先被理解。",
  "谈钱的时候怎样才能不变成争吵？",
  "把想说的话先写下来，谈话就不容易跑题。",
];
// Only other users write this one: a search for it must find nothing of the bench user's.
const othersOnly = "The kaleidoscope of feelings after a breakup takes time to settle.";
const titles = ["Chores and fairness", "Date night ideas", "家务分工", "异地恋", "Meeting the parents", "纪念日"];
const literal = (items: string[]) => sql.raw(`array[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(",")}]`);

/** `count` conversations of `userId` with PER_CONVERSATION messages each: 3 in 5 English, the rest Chinese. */
async function seedConversations(userId: string, prefix: string, count: number, extra: string[]) {
  await db.execute(sql`
    insert into conversation (id, user_id, title, created_at, updated_at)
    select ${prefix} || c, ${userId}, (${literal(titles)})[1 + c % ${titles.length}] || ' ' || c,
      now() - interval '300 days' + c * interval '7 hours', now() - interval '300 days' + c * interval '7 hours'
    from generate_series(1, ${count}) c`);
  // A user's message is 1–3 sentences, a reply 3–8; each sentence picked by a hash of its place.
  await db.execute(sql`
    insert into message (id, conversation_id, user_id, role, content, timestamp)
    select 'm' || j, ${prefix} || c, ${userId}, case when j % 2 = 1 then 'user' else 'assistant' end,
      (select string_agg(case when c % 5 < 3
          then (${literal([...english, ...extra])})[1 + abs(hashtext(${prefix} || c || ':' || j || ':' || k)) % ${english.length + extra.length}]
          else (${literal(chinese)})[1 + abs(hashtext(${prefix} || c || ':' || j || ':' || k)) % ${chinese.length}] end,
        case when c % 5 < 3 then ' ' else '' end)
       from generate_series(1, case when j % 2 = 1 then 1 + (c + j) % 3 else 3 + (c * j) % 6 end) k),
      now() - interval '300 days' + c * interval '7 hours' - (${PER_CONVERSATION} - j) * interval '1 minute'
    from generate_series(1, ${count}) c, generate_series(1, ${PER_CONVERSATION}) j`);
}

async function insertUser(id: string) {
  await db.execute(sql`insert into "user" (id, username, email, email_verified, nickname, is_pro)
    values (${id}, ${id + "@bench.example"}, ${id + "@bench.example"}, true, 'Bench', true)`);
}

// ---- seeding (the HTTP run on PostgreSQL registers its user through the API instead: see below) ----
const start = performance.now();
const withHttp = ENGINE === "postgres" && !values["in-process"] && existsSync(path.join(root, ".next/BUILD_ID"));
const http = withHttp ? await startHttp() : undefined;
const userId = http?.userId ?? "bench-user";
if (!http) await insertUser(userId);
await db.execute(sql`alter table message disable trigger message_counts_activity`);
await seedConversations(userId, "c", CONVERSATIONS, []);
for (let u = 1; u <= OTHER_USERS; u += 1) {
  await insertUser(`other-${u}`);
  await seedConversations(`other-${u}`, `o${u}-`, CONVERSATIONS / 20, [othersOnly]);
}
await db.execute(sql`alter table message enable trigger message_counts_activity`);
await db.execute(sql`analyze`);
const [counts] = (
  await db.execute<{ mine: number; all: number }>(sql`select
    (select count(*)::int from message m join conversation c on c.id = m.conversation_id where c.user_id = ${userId}) as mine,
    (select count(*)::int from message) as "all"`)
).rows;
console.log(
  `${ENGINE}: seeded ${CONVERSATIONS} conversations and ${counts!.mine} messages for the user, ${counts!.all} messages in all, in ${seconds(start)} s`,
);

const user = (await findUserById({ id: userId }))!;
const firstPage = await conversationPage(user, { limit: 30 });
const middle = firstPage.conversations[10]!.id;
const searches: Record<string, string> = {
  "search: English word": "jealous",
  "search: English phrase": "date night",
  "search: Chinese 1 char": "累",
  "search: Chinese 2 chars": "吵架",
  "search: Chinese 4 chars": "冷静下来",
  "search: others' word only": "kaleidoscope",
  "search: no match": "xylophone",
};
const calls: Record<string, () => Promise<unknown>> = {
  ...Object.fromEntries(
    Object.entries(searches).map(([name, q]) => [name, () => conversationPage(user, { q, limit: 30 })]),
  ),
  "list: first page": () => conversationPage(user, { limit: 30 }),
  "list: next page (cursor)": () => conversationPage(user, { limit: 30, cursor: firstPage.nextCursor! }),
  "open a conversation": () => conversationWithMessages(user, middle, { limit: 50 }),
};

// The statements a call sends, recorded at the driver, so EXPLAIN runs the app's own SQL with its values.
type Statement = { text: string; params: unknown[] };
type Queryable = { query: (...args: unknown[]) => Promise<unknown> };
type Driver = Queryable & {
  connect?: () => Promise<Queryable & { release: () => void }>;
  transaction?: (run: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
};
const client = (db as unknown as { $client: Driver }).$client;
let recording: Statement[] | undefined;
function record(target: Queryable) {
  const query = target.query;
  // A function, not an arrow: on pg's prototype, `this` is the connection.
  target.query = function (this: Queryable, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    // pg takes (text, values) or ({ text, values? }, values?); PGlite (text, values).
    if (recording)
      recording.push(
        typeof first === "string"
          ? { text: first, params: second ?? [] }
          : { text: first.text, params: first.values ?? second ?? [] },
      );
    return query.apply(this, args);
  };
}
if (ENGINE === "postgres") {
  // Every pooled connection, so a transaction's statements are recorded as well as the pool's.
  const { default: pg } = await import("pg");
  record(pg.Client.prototype as unknown as Queryable);
} else {
  record(client);
  const transaction = client.transaction!.bind(client);
  client.transaction = (run) =>
    transaction((tx) => {
      record(tx);
      return run(tx);
    });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
async function time(run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const begin = performance.now();
    await run();
    times.push(performance.now() - begin);
  }
  return times.sort((a, b) => a - b);
}
const figures = (times: number[]) =>
  `${percentile(times, 0.5).toFixed(1).padStart(8)} ${percentile(times, 0.95).toFixed(1).padStart(8)}`;

console.log(
  `\nload average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
console.log(`${ENGINE}, the query functions in-process, ${RUNS} runs each after 3 warm-ups, milliseconds`);
console.log("call".padEnd(30), "p50".padStart(8), "p95".padStart(8), " rows");
for (const [name, run] of Object.entries(calls)) {
  const result = (await run()) as { conversations?: unknown[]; messages?: unknown[] };
  console.log(name.padEnd(30), figures(await time(run)), ` ${(result.conversations ?? result.messages)!.length}`);
}

// Plans: the key lines (scans, indexes, rows, buffers, times) of each statement the call sends.
console.log(`\n${ENGINE}: EXPLAIN (ANALYZE, BUFFERS) key lines`);
// One connection, in a transaction that is rolled back, so a call's own `set local` applies as it did.
const replay = client.connect ? await client.connect() : client;
for (const [name, run] of Object.entries(calls)) {
  recording = [];
  await run();
  const statements = recording;
  recording = undefined;
  await replay.query("begin");
  for (const { text, params } of statements) {
    if (/^\s*set local/i.test(text)) await replay.query(text, params);
    if (!/^\s*select/i.test(text)) continue;
    const { rows } = (await replay.query(`explain (analyze, buffers) ${text}`, params)) as {
      rows: Record<string, string>[];
    };
    const lines = rows.map((row) => Object.values(row)[0]!);
    const key = lines.filter((line) =>
      /Scan|Join|Semi|SubPlan|Limit|Sort|Index Cond|Recheck|Filter|Buffers|Execution Time/.test(line),
    );
    console.log(`-- ${name}: ${text.slice(0, 60).replace(/\s+/g, " ")}…`);
    for (const line of key.slice(0, 24)) console.log(`   ${line.slice(0, 150)}`);
  }
  await replay.query("rollback");
}
if ("release" in replay) replay.release();

if (http) {
  console.log(
    `\n${ENGINE}, over HTTP (next start, production build), ${RUNS} runs each after 3 warm-ups, milliseconds`,
  );
  console.log("route".padEnd(30), "p50".padStart(8), "p95".padStart(8));
  const get = (urlPath: string) => async () => {
    const answer = await http.request(http.port, { path: urlPath, headers: { cookie: http.cookie } });
    if (answer.status !== 200)
      throw new Error(`GET ${urlPath} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  };
  const routes: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(searches).map(([name, q]) => [name, `/api/conversations?q=${encodeURIComponent(q)}`]),
    ),
    "list: first page": "/api/conversations",
    "list: next page (cursor)": `/api/conversations?cursor=${encodeURIComponent(firstPage.nextCursor!)}`,
    "open a conversation": `/api/conversations/${middle}`,
  };
  for (const [name, urlPath] of Object.entries(routes)) console.log(name.padEnd(30), figures(await time(get(urlPath))));
  await http.stop();
}
await closeDb();
process.exit(0);

/** `next start` on this PostgreSQL, and one account made through the API: its id and session cookie. */
async function startHttp() {
  // @ts-expect-error: a plain ES module of the benchmarks, without types.
  const harness = await import("./harness.mjs");
  const stops: (() => Promise<void>)[] = [];
  const databaseUrl = process.env.DATABASE_URL!;
  const { port } = await harness.startStack({ databaseUrl, work, stops });
  const [account] = await harness.createProAccounts({ port, databaseUrl, count: 1, run: "search" });
  const { rows } = await db.execute<{ id: string }>(sql`select id from "user" where email = ${account.email}`);
  return {
    port: port as number,
    cookie: account.cookie as string,
    userId: rows[0]!.id,
    request: harness.request as (
      port: number,
      options: { path: string; headers: Record<string, string> },
    ) => Promise<{ status: number; text: string }>,
    stop: async () => {
      for (const stop of stops.reverse()) await stop();
      harness.agent.destroy();
    },
  };
}
