import { updateUser } from "@/db/queries/users";
import type { User } from "@/db/schema";
import { forbidden, notFound } from "@/lib/errors";
import { hasPro } from "@/lib/limits/plan-limits";
import type { Settings } from "./settings-schema";

/** Free accounts answer in the balanced mode; choosing the fast mode is a Pro feature. */
export function assertModeAllowed(user: User, settings: Settings) {
  if (settings.modelPreference === "fast" && !hasPro(user)) throw forbidden("proResponseMode", "pro_required");
}

export async function updateSettings(user: User, settings: Settings): Promise<User> {
  const updated = await updateUser({ id: user.id, values: settings });
  if (!updated) throw notFound();
  return updated;
}
