import type { PublicUser } from "@/lib/auth/public-user";
import { hasPro } from "@/lib/limits/plan-limits";

type PlanUser = Pick<PublicUser, "proSource" | "subscriptionStatus"> & {
  // Dates arrive as Date from the server and as ISO strings from JSON.
  proEndsAt: Date | string | null;
  subscriptionExpiresAt: Date | string | null;
};

export type PlanDisplay =
  | { plan: "free" }
  | { plan: "pro"; detail: "lifetime" }
  | { plan: "pro"; detail: "proUntil" | "nextBilling"; date: Date };

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The account card's plan line (spec section 4), read from the entitlement (`proEndsAt`): FREE or PRO;
 * Pro that never ends shows "Lifetime Access"; a subscription that renews (active, or a trial that turns
 * into one) shows "Next Billing" with its renewal date; anything else — a redeemed period, a subscription
 * canceled at its period's end, a failed renewal's grace — shows "Pro Until" the day Pro ends.
 */
export function planDisplay(user: PlanUser, now = new Date()): PlanDisplay {
  const endsAt = toDate(user.proEndsAt);
  if (!endsAt || !hasPro({ proEndsAt: endsAt }, now)) return { plan: "free" };
  if (user.proSource === "lifetime" || endsAt.getUTCFullYear() >= 9999) return { plan: "pro", detail: "lifetime" };
  const renewsAt = toDate(user.subscriptionExpiresAt);
  const renews = user.subscriptionStatus === "active" || user.subscriptionStatus === "trial";
  if (renews && renewsAt && renewsAt > now) return { plan: "pro", detail: "nextBilling", date: renewsAt };
  return { plan: "pro", detail: "proUntil", date: endsAt };
}
