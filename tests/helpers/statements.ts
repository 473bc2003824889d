import { getDb } from "@/db/client";

type Query = (...args: unknown[]) => Promise<unknown>;
type Lent = (error: unknown, lent?: Client, done?: unknown) => void;
/** What the drivers behind db/client.ts have in common here: PGlite's client, pg's pool, a pooled connection. */
type Client = {
  query: Query;
  exec?: Query;
  transaction?: (body: (tx: Client) => Promise<unknown>) => Promise<unknown>;
  connect?: (callback?: Lent) => Promise<Client> | void;
};

const textOf = (query: unknown) => (typeof query === "string" ? query : (query as { text: string }).text);

/**
 * The statements the database receives while `run` runs, as SQL text in the order they were sent: every
 * query through db/client.ts's connection (PGlite's client and its transactions, or pg's pool and the
 * connections it lends out for transactions). PGlite's BEGIN and COMMIT (or ROLLBACK) count as statements.
 */
export async function statementsDuring<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const client = ((await getDb()) as unknown as { $client: Client }).$client;
  const statements: string[] = [];
  const sent =
    (query: Query): Query =>
    (...args) => {
      statements.push(textOf(args[0]));
      return query(...args);
    };

  const restore: (() => void)[] = [];
  const replace = <K extends keyof Client>(key: K, value: Client[K], on: Client = client) => {
    const own = Object.getOwnPropertyDescriptor(on, key);
    restore.push(() => (own ? Object.defineProperty(on, key, own) : Reflect.deleteProperty(on, key)));
    on[key] = value;
  };

  // pg's pool sends every query, its own too, through a connection it lends out.
  if (!client.connect) replace("query", sent(client.query.bind(client)));
  if (client.exec) replace("exec", sent(client.exec.bind(client)));
  if (client.transaction) {
    const transaction = client.transaction.bind(client);
    replace("transaction", (body) =>
      transaction(async (tx) => {
        statements.push("BEGIN");
        try {
          const result = await body({ ...tx, query: sent(tx.query), exec: tx.exec && sent(tx.exec) });
          statements.push("COMMIT");
          return result;
        } catch (error) {
          statements.push("ROLLBACK");
          throw error;
        }
      }),
    );
  }
  if (client.connect) {
    const connect = client.connect.bind(client);
    const watched = new Set<Client>();
    const watch = (lent: Client) => {
      if (!watched.has(lent)) replace("query", sent(lent.query.bind(lent)), lent);
      watched.add(lent);
      return lent;
    };
    replace("connect", (callback?: Lent) =>
      callback
        ? connect((error, lent, done) => callback(error, lent && watch(lent), done))
        : (connect() as Promise<Client>).then(watch),
    );
  }
  try {
    return { result: await run(), statements };
  } finally {
    for (const undo of restore.reverse()) undo();
  }
}
