import { handler, json, otherMethods, readJson, translate } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { publicUser } from "@/lib/auth/public-user";
import { clientAddress, limit, limitAddress } from "@/lib/limits/rate-limit";
import { redeemForUser } from "@/lib/redeem/redeem";
import { redeemSchema } from "@/lib/redeem/schemas";

export const dynamic = "force-dynamic";

/** Redeems a code: `{ type, codeType, message, user }`, `type` in words in the caller's language (spec section 7). */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  const { code } = await readJson(request, redeemSchema);
  await limit("redeemPerAccount", user.id);
  await limitAddress("redeemPerAddress", clientAddress(request));
  const redeemed = await redeemForUser(user, code);
  return json({
    type: translate(request, `redeem.types.${redeemed.type}`),
    codeType: redeemed.type,
    message: translate(request, "api.codeRedeemed"),
    user: publicUser(redeemed.user),
  });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
