import { handler, json, otherMethods } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { openBillingPortal } from "@/lib/billing/portal";
import { publicOrigin } from "@/lib/env";
import { localeOfRequest } from "@/lib/i18n/locales";

/** `{ url }` of the provider's billing portal for the signed-in user. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  return json(await openBillingPortal({ user, origin: publicOrigin(request), locale: localeOfRequest(request) }));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
