import { handler, json, otherMethods, readJson, translate } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { changeUserPassword } from "@/lib/auth/password-reset";
import { changePasswordSchema } from "@/lib/auth/schemas";

/** Every other session ends; this browser's stays. */
export const POST = handler(async (request) => {
  const signedIn = await requireUser(request);
  const { currentPassword, newPassword } = await readJson(request, changePasswordSchema);
  await changeUserPassword(signedIn, currentPassword, newPassword);
  return json({ message: translate(request, "api.passwordChanged") });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
