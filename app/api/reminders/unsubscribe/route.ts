import { handler, json, otherMethods } from "@/lib/api/respond";
import { unsubscribe } from "@/lib/reminders/unsubscribe";
import { unsubscribeQuerySchema } from "@/lib/reminders/unsubscribe-schema";

/**
 * A reminder e-mail's unsubscribe: the mail provider's one-click POST (RFC 8058, body `List-Unsubscribe=One-Click`)
 * and the /unsubscribe page's button. The signed token names the account and the kind, so no session is needed
 * and the body is not read. GET changes nothing: mail scanners open links to look at them.
 */
export const POST = handler(
  async (request) => {
    const { token } = unsubscribeQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    return json({ kind: await unsubscribe(token) });
  },
  // The one-click POST comes from the mail provider, no page of ours; the token is what authenticates it.
  { crossSite: "allowed" },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
