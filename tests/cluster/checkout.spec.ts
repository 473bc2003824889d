import Stripe from "stripe";
import { expect, test } from "../e2e/test";
import { answeredBy, client, cluster, on, query, signedUpAccount } from "./cluster";

const RECEIPT = "Welcome to Hearth Pro";

test("a checkout paid on one instance, its webhook delivered to the others while the first activates: Pro once", async () => {
  const api = await client();
  const email = await signedUpAccount(api, "cluster-checkout");
  const started = await api.post("/api/checkout", { data: { plan: "pro_monthly" }, headers: on(1) });
  expect(started.status(), await started.text()).toBe(200);
  const { sessionId } = (await started.json()) as { sessionId: string };
  // Paid on instance 1 with the simulator's events held back: they reach the webhook below, as Stripe's would.
  const paid = await api.post(`/api/dev/checkout/${sessionId}/pay`, {
    data: { card: "4242 4242 4242 4242", holdWebhooks: true },
    headers: on(1),
  });
  expect(paid.status(), await paid.text()).toBe(200);

  const [user] = await query<{ customer: string }>(
    `select stripe_customer_id as customer from "user" where username = $1`,
    [email],
  );
  const eventId = `evt_cluster_${crypto.randomUUID().replaceAll("-", "")}`;
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: sessionId, object: "checkout.session", customer: user!.customer } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: cluster().paymentWebhookSecret });
  const webhook = (n: number) =>
    api.post("/api/webhooks/stripe", {
      data: payload,
      headers: on(n, { "content-type": "application/json", "stripe-signature": signature }),
    });
  // The event twice on instance 2 and twice on 3, while the success page activates on instance 1.
  const [activated, ...deliveries] = await Promise.all([
    api.post("/api/direct-activate-pro", { data: { sessionId }, headers: on(1) }),
    webhook(2),
    webhook(3),
    webhook(2),
    webhook(3),
  ]);
  expect(activated.status(), await activated.text()).toBe(200);
  for (const delivery of deliveries) expect(delivery.status(), await delivery.text()).toBe(200);
  expect(deliveries.map(answeredBy)).toEqual([2, 3, 2, 3]);

  const account = await (await api.get("/api/user", { headers: on(2) })).json();
  expect(account).toMatchObject({ isPro: true, subscriptionStatus: "active", subscriptionPlan: "pro_monthly" });
  const [stored] = await query<{ events: number; subscriptions: number }>(
    `select (select count(*)::int from payment_event where id = $1) as events,
            (select count(*)::int from simulated_subscription where customer_id = $2) as subscriptions`,
    [eventId, user!.customer],
  );
  expect(stored).toEqual({ events: 1, subscriptions: 1 });
  const outbox = (await (await api.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    subject: string;
  }[];
  expect(outbox.filter((e) => e.subject === RECEIPT).length).toBe(1);
  await api.dispose();
});
