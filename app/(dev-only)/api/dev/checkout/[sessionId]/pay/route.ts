import { handler, json, otherMethods, readJson } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { checkoutSessionParamsSchema } from "@/lib/billing/schemas";
import { paySimulatedCheckout } from "@/lib/billing/simulator/checkout";
import { simulatedPaymentSchema } from "@/lib/billing/simulator/schemas";
import { publicOrigin } from "@/lib/env";

/** The checkout simulator's Pay button: `{ redirectUrl }` (the success page). */
export const POST = handler(async (request, { params }: { params: Promise<{ sessionId: string }> }) => {
  const { user } = await requireUser(request);
  const { card, holdWebhooks } = await readJson(request, simulatedPaymentSchema);
  const { sessionId } = checkoutSessionParamsSchema.parse(await params);
  return json(await paySimulatedCheckout({ user, sessionId, card, holdWebhooks, origin: publicOrigin(request) }));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
