import { handler, json, otherMethods, readJson, withCookies } from "@/lib/api/respond";
import { adultAttestationCookie } from "@/lib/auth/adult-attestation";
import { adultAttestationSchema } from "@/lib/auth/schemas";
import { isSecureRequest } from "@/lib/auth/session";

/** Before a Google sign-up: the visitor confirms being 18 or older; the identity provider's callback reads it (lib/auth/account-adapter.ts). */
export const POST = handler(async (request) => {
  await readJson(request, adultAttestationSchema);
  return withCookies(json({ ok: true }), [adultAttestationCookie({ secure: isSecureRequest(request) })]);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
