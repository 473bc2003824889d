import { z } from "zod";
import { handler, json, readJson } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { publicUser } from "@/lib/auth/public-user";
import { choosePersona } from "@/lib/personas/choose-persona";
import { aiToneSchema } from "@/lib/profile/fields";

const toneSchema = z.object({ aiTone: aiToneSchema });

/** Chooses the advisor's persona (an id or a tone label); Pro-only personas are refused to free users. */
export const POST = handler(async (request) => {
  const { aiTone } = await readJson(request, toneSchema);
  const { user } = await requireUser(request);
  return json(publicUser(await choosePersona(user, aiTone)));
});
