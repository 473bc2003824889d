import { otherMethods } from "@/lib/api/respond";
import { followUpReminderRoutes } from "@/lib/reminders/follow-up-routes";

export const dynamic = "force-dynamic";

export const { GET, PUT, DELETE } = followUpReminderRoutes("coach");

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
