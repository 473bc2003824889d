import { handler, json, otherMethods, readJson, translate } from "@/lib/api/respond";
import { sendVerificationSchema } from "@/lib/auth/schemas";
import { resendVerificationCode } from "@/lib/auth/verification";
import { localeOfRequest } from "@/lib/i18n/locales";
import { clientAddress, limitAddress } from "@/lib/limits/rate-limit";

export const POST = handler(async (request) => {
  const { email } = await readJson(request, sendVerificationSchema);
  await limitAddress("sendCodePerAddress", clientAddress(request));
  await resendVerificationCode(email, localeOfRequest(request));
  return json({ message: translate(request, "api.codeSent") });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
