import "server-only";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { hasPro } from "@/lib/limits/plan-limits";
import { idOf, paymentProvider } from "./provider";
import { syncCustomer } from "./sync";

/**
 * The checkout session, if it is this user's: made for them (client reference) on their customer.
 * Anyone else's session, or one that does not exist, is a 404 and changes nothing.
 */
async function ownCheckoutSession(user: User, sessionId: string) {
  const session = await (await paymentProvider()).retrieveCheckoutSession(sessionId);
  const customerId = idOf(session?.customer);
  if (!session || session.client_reference_id !== user.id || !customerId || customerId !== user.stripeCustomerId) {
    throw new AppError("not_found");
  }
  return { session, customerId };
}

/** Syncs the user's subscription from the provider; the user as stored afterwards. */
async function synced(user: User, customerId: string, origin: string): Promise<User> {
  return (await syncCustomer({ customerId, origin })) ?? user;
}

/**
 * POST /api/direct-activate-pro: activation from the success page, so Pro does not wait for (or depend
 * on) the webhook. The session must be completed at the provider; `force` (the manual button) syncs the
 * customer even while the session still reads as open. It never grants Pro the provider does not show.
 */
export async function activateFromCheckout({
  user,
  sessionId,
  force,
  origin,
}: {
  user: User;
  sessionId: string;
  force: boolean;
  origin: string;
}) {
  const { session, customerId } = await ownCheckoutSession(user, sessionId);
  if (session.status !== "complete" && !force) throw new AppError("payment_incomplete");
  const after = await synced(user, customerId, origin);
  if (!hasPro(after)) throw new AppError("payment_incomplete");
  return after;
}

/** POST /api/verify-subscription: syncs a completed session; the caller asks again while it is not Pro. */
export async function verifySubscription({
  user,
  sessionId,
  userId,
  origin,
}: {
  user: User;
  sessionId: string;
  userId: string;
  origin: string;
}) {
  if (userId !== user.id) throw new AppError("not_found");
  const { session, customerId } = await ownCheckoutSession(user, sessionId);
  return session.status === "complete" ? synced(user, customerId, origin) : user;
}

/** POST /api/verify-payment: whether this session's payment made the account Pro. */
export async function verifyPayment({ user, sessionId, origin }: { user: User; sessionId: string; origin: string }) {
  const { session, customerId } = await ownCheckoutSession(user, sessionId);
  const after = session.status === "complete" ? await synced(user, customerId, origin) : user;
  return { user: after, success: hasPro(after) };
}

/**
 * POST /api/repair-pro-account: re-reads the subscription by the stored customer. Nothing to repair —
 * no customer, or no subscription that gives Pro — is a clear 404, unless the account is Pro anyway.
 */
export async function repairProAccount({ user, origin }: { user: User; origin: string }) {
  const after = user.stripeCustomerId ? await synced(user, user.stripeCustomerId, origin) : user;
  if (!hasPro(after)) throw new AppError("no_subscription_found");
  return after;
}
