import { handler, json, otherMethods, readJson } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { publicUser } from "@/lib/auth/public-user";
import { profileSchema } from "@/lib/profile/fields";
import { saveProfile } from "@/lib/profile/save-profile";

/** Saves the relationship profile; answers with the updated user, which replaces the cached one. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  const profile = await readJson(request, profileSchema);
  return json(publicUser(await saveProfile(user, profile)));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
