import "server-only";
import { handler, json, readJson, translate } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import type { FollowUpSubject } from "./follow-up-view";
import { cancelFollowUpReminder, followUpReminder, setFollowUpReminder } from "./follow-ups";
import { followUpReminderSchema, reminderSubjectIdSchema } from "./reminder-schema";

type Context = { params: Promise<{ id: string }> };

/** GET/PUT/DELETE /api/{advice,coach}/{id}/reminder: one request's "ask me how it went". */
export function followUpReminderRoutes(subject: FollowUpSubject) {
  const subjectOf = async (request: Request, { params }: Context) => {
    const { user } = await requireUser(request);
    return { user, id: reminderSubjectIdSchema.parse(await params).id };
  };
  return {
    GET: handler(async (request, context: Context) => {
      const { user, id } = await subjectOf(request, context);
      return json({ reminder: await followUpReminder(user, subject, id) });
    }),
    PUT: handler(async (request, context: Context) => {
      const { user, id } = await subjectOf(request, context);
      const { when } = await readJson(request, followUpReminderSchema);
      const reminder = await setFollowUpReminder(user, subject, id, when);
      return json({ reminder, message: translate(request, "reminders.followUp.set") });
    }),
    DELETE: handler(async (request, context: Context) => {
      const { user, id } = await subjectOf(request, context);
      await cancelFollowUpReminder(user, subject, id);
      return json({ reminder: null, message: translate(request, "reminders.followUp.cancelled") });
    }),
  };
}
