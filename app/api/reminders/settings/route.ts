import { handler, json, otherMethods, readJson, translate } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { reminderSettingsSchema } from "@/lib/reminders/reminder-schema";
import { changeReminderSettings, reminderSettingsOf } from "@/lib/reminders/settings";

export const dynamic = "force-dynamic";

/** Settings → Reminders: the weekly check-in, follow-ups, quiet hours and channels. */
export const GET = handler(async (request) => {
  const { user } = await requireUser(request);
  return json(await reminderSettingsOf(user));
});

export const PUT = handler(async (request) => {
  const { user } = await requireUser(request);
  const settings = await changeReminderSettings(user, await readJson(request, reminderSettingsSchema));
  return json({ settings, message: translate(request, "reminders.saved") });
});

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
