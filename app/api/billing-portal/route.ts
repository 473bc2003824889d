import { handler, otherMethods } from "@/lib/api/respond";
import { signedInFromRequest } from "@/lib/auth/current-user";
import { openBillingPortal } from "@/lib/billing/portal";
import { publicOrigin } from "@/lib/env";
import { localeOfRequest } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

/**
 * The billing e-mails' link: opens the billing portal (a portal session lasts minutes, so the e-mail
 * links here, not to one). Signed out, it goes through login and comes back.
 */
export const GET = handler(async (request) => {
  const signedIn = await signedInFromRequest(request);
  const origin = publicOrigin(request);
  const to = signedIn
    ? (await openBillingPortal({ user: signedIn.user, origin, locale: localeOfRequest(request) })).url
    : `/auth/login?redirect=${encodeURIComponent("/api/billing-portal")}`;
  return Response.redirect(new URL(to, origin), 303);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
