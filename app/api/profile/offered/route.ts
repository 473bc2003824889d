import { handler, json, otherMethods } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { markProfileOffered } from "@/lib/profile/first-run";

/** The first-run welcome was answered: /chat stops sending the user to it. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  await markProfileOffered(user);
  return json({ ok: true });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
