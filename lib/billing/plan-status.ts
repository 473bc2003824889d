import type { User } from "@/db/schema";
import { hasLifetimePro, hasPro } from "@/lib/limits/plan-limits";
import type { PaidPlanId } from "./plans";
import { subscriptionRunning } from "./subscription-state";

type PlanUser = Pick<User, "proEndsAt" | "subscriptionStatus" | "subscriptionPlan" | "subscriptionExpiresAt">;

type Subscribed = { plan: PaidPlanId | null };

/**
 * A person's plan as every screen states it. `pro` is the entitlement; `billing` says there is a
 * subscription to manage in the billing portal (running, or one that has ended). Moments are ISO
 * strings, so the status reads the same from a server component and from JSON.
 */
export type PlanStatus = { pro: boolean; billing: boolean } & (
  | { state: "free" }
  | ({ state: "trial"; renewsAt: string; daysLeft: number } & Subscribed)
  | ({ state: "active"; renewsAt: string } & Subscribed)
  | ({ state: "cancelling"; proUntil: string } & Subscribed)
  /** A renewal failed: Pro until the grace period ends (null once it has). */
  | ({ state: "past_due"; proUntil: string | null } & Subscribed)
  | { state: "code"; proUntil: string }
  | { state: "lifetime" }
);

const DAY_MS = 86_400_000;

/**
 * The one statement of a person's plan: lifetime first, then a running subscription, then Pro granted
 * for a period (codes), else free. "Pro until" is when the entitlement ends, so a code that outlasts a
 * cancelled subscription shows the later day.
 */
export function planStatus(user: PlanUser, now = new Date()): PlanStatus {
  const pro = hasPro(user, now);
  const billing = user.subscriptionStatus !== "free";
  const proUntil = pro ? user.proEndsAt!.toISOString() : null;
  if (hasLifetimePro(user, now)) return { state: "lifetime", pro, billing };
  if (subscriptionRunning(user, now)) {
    const subscribed = { pro, billing, plan: user.subscriptionPlan };
    const endsAt = user.subscriptionExpiresAt!;
    if (user.subscriptionStatus === "past_due") return { state: "past_due", ...subscribed, proUntil };
    if (user.subscriptionStatus === "canceled") {
      return { state: "cancelling", ...subscribed, proUntil: proUntil ?? endsAt.toISOString() };
    }
    if (user.subscriptionStatus === "trial") {
      const daysLeft = Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));
      return { state: "trial", ...subscribed, renewsAt: endsAt.toISOString(), daysLeft };
    }
    return { state: "active", ...subscribed, renewsAt: endsAt.toISOString() };
  }
  if (proUntil) return { state: "code", pro: true, billing, proUntil };
  return { state: "free", pro: false, billing };
}

/** Why nothing can be bought now (the pricing page and the checkout call alike), or null when a checkout may start. */
export function checkoutBlock(
  user: PlanUser & Pick<User, "isGuest" | "email">,
  now = new Date(),
): "guest" | "lifetime" | "code" | "subscribed" | null {
  if (user.isGuest || !user.email) return "guest";
  const { state } = planStatus(user, now);
  if (state === "free") return null;
  if (state === "lifetime" || state === "code") return state;
  return "subscribed";
}
