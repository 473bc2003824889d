import { handler, json, otherMethods, readJson } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { publicUser } from "@/lib/auth/public-user";
import { choosePersona } from "@/lib/personas/choose-persona";
import { toneSchema } from "@/lib/settings/settings-schema";

/** Chooses the advisor's persona (an id or a tone label); Pro-only personas are refused to free users. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  const { aiTone } = await readJson(request, toneSchema);
  return json(publicUser(await choosePersona(user, aiTone)));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
