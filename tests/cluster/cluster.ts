import { readFileSync } from "node:fs";
import { expect, request as playwrightRequest, type APIRequestContext, type APIResponse } from "@playwright/test";
import { Client } from "pg";
import { latestCode, uniqueEmail } from "../e2e/helpers";

/** What scripts/cluster.mjs wrote to its state file (playwright.cluster.config.ts names the file). */
type ClusterState = {
  origin: string;
  databaseUrl: string;
  instances: { n: number; port: number }[];
  cronSecret: string;
  paymentWebhookSecret: string;
};

let state: ClusterState | undefined;
export function cluster(): ClusterState {
  state ??= JSON.parse(readFileSync(process.env.CLUSTER_STATE_FILE!, "utf8")) as ClusterState;
  return state;
}

export const INSTANCES = [1, 2, 3] as const;

/** Headers that send a request to instance `n` (the balancer's pin). */
export const on = (n: number, headers: Record<string, string> = {}) => ({ ...headers, "x-hearth-instance": String(n) });

/** The instance that answered (an API client's response, or one a page received). */
export const answeredBy = (response: Pick<APIResponse, "headers">) => Number(response.headers()["x-hearth-instance"]);

/** The i-th of `count` requests spread evenly over the instances. */
export const spread = (i: number) => INSTANCES[i % INSTANCES.length]!;

/** A caller's own address, as the edge proxy the suite stands in for would write it (proxy-hops:2). */
export const address = () => ({
  "x-forwarded-for": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

/** SQL on the cluster's database, for what a test plants or what is stored. */
export async function query<Row extends Record<string, unknown>>(text: string, values: unknown[] = []) {
  const client = new Client({ connectionString: cluster().databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

/** A browser-less client of its own (its own cookies, or a copy of another's) on the balancer. */
export const client = (storageState?: StorageState) =>
  playwrightRequest.newContext({ baseURL: cluster().origin, storageState });

/**
 * A verified account made across instances (registered on 1, its code read on 2, verified on 3), signed in on
 * `api` by the verification, first-run welcome and safety notice answered.
 */
export async function signedUpAccount(api: APIRequestContext, prefix: string, nickname = "Robin") {
  const email = uniqueEmail(prefix);
  const registered = await api.post("/api/register", {
    data: { username: email, nickname, password: "secret1", adultAttested: true },
    headers: on(1, address()),
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const code = await latestCode(api, email);
  const verified = await api.post("/api/verify-email", { data: { email, code }, headers: on(3) });
  expect(verified.status(), await verified.text()).toBe(200);
  expect((await api.post("/api/profile/offered", { headers: on(1) })).status()).toBe(200);
  expect((await api.post("/api/safety-notice", { data: {}, headers: on(2) })).status()).toBe(200);
  return email;
}
