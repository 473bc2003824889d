import type { PublicUser } from "@/lib/auth/public-user";
import { hasPro } from "@/lib/limits/plan-limits";

type PlanUser = Pick<PublicUser, "proSource"> & {
  // Dates arrive as Date from the server and as ISO strings from JSON.
  proEndsAt: Date | string | null;
  proUntil: Date | string | null;
  subscriptionExpiresAt: Date | string | null;
};

export type PlanDisplay =
  | { plan: "free" }
  | { plan: "pro"; detail: "lifetime" }
  | { plan: "pro"; detail: "proUntil" | "nextBilling"; date: Date | null };

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The account card's plan line (spec section 4): FREE or PRO; Pro shows "Lifetime Access", the
 * renewal date of a card subscription, or the day a redeemed (or other) Pro period ends.
 */
export function planDisplay(user: PlanUser, now = new Date()): PlanDisplay {
  const proUntil = toDate(user.proUntil);
  if (!hasPro({ proEndsAt: toDate(user.proEndsAt) }, now)) return { plan: "free" };
  if (user.proSource === "lifetime") return { plan: "pro", detail: "lifetime" };
  if (user.proSource === "stripe" || user.proSource === "subscription") {
    return { plan: "pro", detail: "nextBilling", date: toDate(user.subscriptionExpiresAt) ?? proUntil };
  }
  return { plan: "pro", detail: "proUntil", date: proUntil };
}
