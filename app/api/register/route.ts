import { handler, json, otherMethods, readJson, translate } from "@/lib/api/respond";
import { registerAccount } from "@/lib/auth/register";
import { registerSchema } from "@/lib/auth/schemas";
import { localeOfRequest } from "@/lib/i18n/locales";
import { clientAddress, limitAddress } from "@/lib/limits/rate-limit";

export const POST = handler(async (request) => {
  const input = await readJson(request, registerSchema);
  await limitAddress("registerPerAddress", clientAddress(request));
  const result = await registerAccount(input, localeOfRequest(request));
  return json({ ...result, message: translate(request, "api.registered") }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
