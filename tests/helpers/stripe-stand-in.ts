import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

type Json = Record<string, unknown>;
export type StandInRequest = { method: string; path: string; body: Json; idempotencyKey?: string };
export type StandInSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  ended_at: number | null;
  trial_end: number | null;
  created: number;
  items: {
    object: "list";
    data: {
      id: string;
      object: "subscription_item";
      current_period_start: number;
      current_period_end: number;
      price: { id: string; object: "price"; recurring: { interval: string } };
    }[];
  };
};

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects (arrays stay objects keyed "0", "1", …). */
function parseForm(text: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let cursor = out;
    for (const [index, part] of path.entries()) {
      if (index === path.length - 1) cursor[part] = value;
      else cursor = (cursor[part] ??= {}) as Json;
    }
  }
  return out;
}

async function read(req: IncomingMessage) {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text;
}

const now = () => Math.floor(Date.now() / 1000);
let counter = 0;
const id = (prefix: string) => `${prefix}_test_${Date.now().toString(36)}${(counter += 1)}`;

/**
 * A local stand-in for Stripe's API, for the real `stripe` SDK: the Customer, Checkout Session, Subscription and
 * Billing Portal calls billing makes, idempotency keys honoured. Tests "pay at Stripe" with `complete()`, change
 * subscriptions with `update()`, then send events signed like Stripe's.
 */
export async function startStripeStandIn({ priceIds }: { priceIds: { pro_monthly: string; pro_annual: string } }) {
  const requests: StandInRequest[] = [];
  const replies = new Map<string, string>();
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, StandInSubscription>();
  /** Calls ("DELETE /v1/subscriptions") that fail as in an outage at Stripe, while listed. */
  const outages = new Set<string>();

  function answer(method: string, path: string, body: Json): [number, Json] {
    const [pathname = "", query = ""] = path.split("?");
    const parts = pathname.split("/").filter(Boolean); // ["v1", resource, id?]
    if (method === "POST" && pathname === "/v1/customers") {
      const customer = { id: id("cus"), object: "customer", email: body.email, metadata: body.metadata ?? {} };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === "POST" && pathname === "/v1/checkout/sessions") {
      const session = {
        id: id("cs"),
        object: "checkout.session",
        mode: body.mode,
        customer: body.customer,
        client_reference_id: body.client_reference_id ?? null,
        status: "open",
        payment_status: "unpaid",
        subscription: null,
        url: "",
        created: now(),
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        params: body,
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return [200, session];
    }
    if (method === "GET" && parts[1] === "checkout" && parts[2] === "sessions" && parts[3]) {
      const session = sessions.get(parts[3]);
      if (!session) return [404, { error: { type: "invalid_request_error", code: "resource_missing" } }];
      return [200, session];
    }
    if (method === "GET" && pathname === "/v1/subscriptions") {
      const customer = new URLSearchParams(query).get("customer");
      const data = [...subscriptions.values()].filter((s) => s.customer === customer);
      return [200, { object: "list", data, has_more: false, url: "/v1/subscriptions" }];
    }
    if (method === "POST" && parts[1] === "subscriptions" && parts[2]) {
      const subscription = subscriptions.get(parts[2]);
      if (!subscription) return [404, { error: { type: "invalid_request_error", code: "resource_missing" } }];
      // Stripe: cancel_at_period_end=false clears a scheduled cancellation, its cancel_at too.
      if (body.cancel_at_period_end === "false")
        Object.assign(subscription, { cancel_at_period_end: false, cancel_at: null });
      if (body.cancel_at_period_end === "true") {
        const end = subscription.items.data[0]!.current_period_end;
        Object.assign(subscription, { cancel_at_period_end: true, cancel_at: end });
      }
      return [200, subscription];
    }
    if (method === "DELETE" && parts[1] === "subscriptions" && parts[2]) {
      const subscription = subscriptions.get(parts[2]);
      if (!subscription) return [404, { error: { type: "invalid_request_error", code: "resource_missing" } }];
      Object.assign(subscription, { status: "canceled", ended_at: now() });
      return [200, subscription];
    }
    if (method === "POST" && pathname === "/v1/billing_portal/sessions") {
      const session = { id: id("bps"), object: "billing_portal.session", customer: body.customer };
      return [
        200,
        { ...session, return_url: body.return_url, url: `https://billing.stripe.test/p/session/${session.id}` },
      ];
    }
    return [404, { error: { type: "invalid_request_error", message: `stand-in: no route ${method} ${path}` } }];
  }

  const server: Server = createServer(async (req, res) => {
    const text = await read(req);
    const method = req.method ?? "GET";
    const path = req.url ?? "/";
    const body = method === "GET" ? {} : parseForm(text);
    const key = req.headers["idempotency-key"] as string | undefined;
    requests.push({ method, path, body, idempotencyKey: key });
    const replayed = key && method === "POST" ? replies.get(key) : undefined;
    let status = 200;
    let reply = replayed;
    const [resource = ""] = path.split("/").slice(1, 3).join("/").split("?");
    if (outages.has(`${method} /${resource}`)) {
      const error = { error: { type: "api_error", message: "stand-in: an outage" } };
      // Stripe's header that tells the SDK not to retry: the test sees the failure at once.
      res.writeHead(500, { "content-type": "application/json", "stripe-should-retry": "false" });
      res.end(JSON.stringify(error));
      return;
    }
    if (!reply) {
      const [code, json] = answer(method, path, body);
      status = code;
      reply = JSON.stringify(json);
      if (key && method === "POST" && code === 200) replies.set(key, reply);
    }
    res.writeHead(status, { "content-type": "application/json", "request-id": "req_stand_in" }).end(reply);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    sessions,
    subscriptions,
    outages,

    /** The customer paid on Stripe's page: the session completes and its subscription starts. */
    complete(sessionId: string, { status = "active", trialDays = 0 }: { status?: string; trialDays?: number } = {}) {
      const session = sessions.get(sessionId)!;
      const params = session.params as { line_items: { 0: { price: string } } };
      const price = params.line_items[0].price;
      const start = now();
      const end = trialDays ? start + trialDays * 86_400 : start + (price === priceIds.pro_annual ? 365 : 30) * 86_400;
      const subscription: StandInSubscription = {
        id: id("sub"),
        object: "subscription",
        customer: session.customer as string,
        status: trialDays ? "trialing" : status,
        cancel_at_period_end: false,
        cancel_at: null,
        ended_at: null,
        trial_end: trialDays ? end : null,
        created: start,
        items: {
          object: "list",
          data: [
            {
              id: id("si"),
              object: "subscription_item",
              current_period_start: start,
              current_period_end: end,
              price: {
                id: price,
                object: "price",
                recurring: { interval: price === priceIds.pro_annual ? "year" : "month" },
              },
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: "complete", payment_status: "paid", subscription: subscription.id });
      return subscription;
    },

    /** Changes a subscription at "Stripe" (no event is sent by itself). */
    update(subscriptionId: string, change: (s: StandInSubscription) => void) {
      const subscription = subscriptions.get(subscriptionId)!;
      change(subscription);
      return structuredClone(subscription);
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook event as Stripe sends it, with its `stripe-signature` header made by the SDK itself. */
export function signedEvent(type: string, object: object, secret: string, eventId = id("evt")) {
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: now(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  return { id: eventId, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
