import { handler, json, otherMethods, readJson } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { publicUser } from "@/lib/auth/public-user";
import { acknowledgeSafetyNotice } from "@/lib/safety/notice";
import { safetyNoticeSchema } from "@/lib/safety/notice-schema";

/** The first-use notice, acknowledged once per account (with the 18+ confirmation for accounts made before it existed). */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  const input = await readJson(request, safetyNoticeSchema);
  return json(publicUser(await acknowledgeSafetyNotice(user, input)));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
