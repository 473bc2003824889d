import { handler, json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { openBillingPortal } from "@/lib/billing/portal";
import { localeOfRequest } from "@/lib/i18n/locales";

/** `{ url }` of the provider's billing portal for the signed-in user. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  return json(await openBillingPortal({ user, locale: localeOfRequest(request) }));
});
