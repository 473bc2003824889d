import { handler, json, otherMethods, readJson, translate } from "@/lib/api/respond";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { forgotPasswordSchema } from "@/lib/auth/schemas";
import { publicOrigin } from "@/lib/env";
import { clientAddress } from "@/lib/limits/rate-limit";

/** The same answer whether or not the account exists. */
export const POST = handler(async (request) => {
  const { email } = await readJson(request, forgotPasswordSchema);
  await requestPasswordReset(email, clientAddress(request), publicOrigin(request));
  return json({ message: translate(request, "api.resetSent") });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
