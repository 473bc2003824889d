import "server-only";
import { requireDevSurface } from "@/lib/dev/surfaces";
import { completeSimulatedCheckout, findSimulatedCheckoutSession } from "@/db/queries/checkout-simulator";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { deliverEvents } from "./deliver";
import {
  checkoutSessionObject,
  eventObject,
  invoiceObject,
  periodAfter,
  simulatorId,
  subscriptionObject,
} from "./stripe-objects";

/** Stripe's test card that is always declined (generic decline); every other well-formed number pays. */
const DECLINED_CARD = "4000000000000002";
const DAY_MS = 86_400_000;

async function ownSession(user: User, sessionId: string) {
  requireDevSurface("simulator");
  const session = await findSimulatedCheckoutSession({ id: sessionId });
  if (!session || session.clientReferenceId !== user.id) throw new AppError("not_found");
  return session;
}

/** What the simulated hosted checkout page shows. */
export async function simulatedCheckout({ user, sessionId }: { user: User; sessionId: string }) {
  const session = await ownSession(user, sessionId);
  const open = session.status === "open" && session.expiresAt > new Date();
  return {
    id: session.id,
    plan: session.plan,
    trialDays: session.trialDays,
    email: user.email,
    open,
    cancelUrl: session.cancelUrl,
  };
}

export type SimulatedCheckoutView = Awaited<ReturnType<typeof simulatedCheckout>>;

/**
 * Pay, as Stripe does when a hosted checkout succeeds: the subscription starts (trialing for the trial days, else
 * active), the session completes once, and Stripe's events go to the webhook. Returns the success URL with the
 * session id.
 */
export async function paySimulatedCheckout({
  user,
  sessionId,
  card,
  holdWebhooks,
  origin,
}: {
  user: User;
  sessionId: string;
  card: string;
  holdWebhooks: boolean;
  origin: string;
}): Promise<{ redirectUrl: string }> {
  const session = await ownSession(user, sessionId);
  if (card === DECLINED_CARD) throw new AppError("card_declined");
  const now = new Date();
  const trialEnd = session.trialDays ? new Date(now.getTime() + session.trialDays * DAY_MS) : null;
  const paid = await completeSimulatedCheckout({
    id: session.id,
    subscription: {
      id: simulatorId("sub"),
      customerId: session.customerId,
      plan: session.plan,
      status: trialEnd ? "trialing" : "active",
      currentPeriodStart: now,
      currentPeriodEnd: trialEnd ?? periodAfter(now, session.plan),
      trialEnd,
      createdAt: now,
    },
  });
  if (!paid) throw new AppError("checkout_closed");
  if (!holdWebhooks) {
    await deliverEvents(
      [
        eventObject("checkout.session.completed", checkoutSessionObject(paid.session)),
        eventObject("customer.subscription.created", subscriptionObject(paid.subscription)),
        eventObject("invoice.paid", invoiceObject(paid.subscription, "paid")),
      ],
      origin,
    );
  }
  return { redirectUrl: session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id) };
}
