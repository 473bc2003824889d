import { handler, json, otherMethods, readJson, translate } from "@/lib/api/respond";
import { resetPassword } from "@/lib/auth/password-reset";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { clientAddress } from "@/lib/limits/rate-limit";

export const POST = handler(async (request) => {
  const { token, password } = await readJson(request, resetPasswordSchema);
  await resetPassword(token, password, clientAddress(request));
  return json({ message: translate(request, "api.passwordReset") });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
