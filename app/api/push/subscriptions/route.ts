import { handler, json, otherMethods, readJson } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "@/lib/reminders/push-subscription-schema";
import { pushStateOf, subscribeToPush, unsubscribeFromPush } from "@/lib/reminders/push-subscriptions";

export const dynamic = "force-dynamic";

/** `{ publicKey, subscribed }`: the key a browser subscribes with (null while push is off), and how many have. */
export const GET = handler(async (request) => {
  const { user } = await requireUser(request);
  return json(await pushStateOf(user));
});

/** This browser's push subscription, for the signed-in account's reminders. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  return json(await subscribeToPush(user, await readJson(request, pushSubscriptionSchema)), { status: 201 });
});

/** "Notifications on this device" off: forgets this browser's subscription. */
export const DELETE = handler(async (request) => {
  const { user } = await requireUser(request);
  await unsubscribeFromPush(user, await readJson(request, pushUnsubscribeSchema));
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});

export const { PUT, PATCH } = otherMethods("GET", "POST", "DELETE");
