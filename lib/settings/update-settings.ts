import "server-only";
import { updateUser } from "@/db/queries/users";
import type { Language, User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { hasPro } from "@/lib/limits/plan-limits";
import type { Settings } from "./settings-schema";

/** Free accounts answer in the balanced mode; choosing the fast mode is a Pro feature. */
export function assertModeAllowed(user: User, settings: Settings) {
  if (settings.modelPreference === "fast" && !hasPro(user)) throw new AppError("pro_required");
}

export async function updateSettings(user: User, settings: Settings): Promise<User> {
  const updated = await updateUser({ id: user.id, values: settings });
  if (!updated) throw new AppError("not_found");
  return updated;
}

/** The interface language on the account (the cookie is the caller's). */
export async function saveLanguage(user: User, language: Language): Promise<void> {
  await updateUser({ id: user.id, values: { language } });
}
