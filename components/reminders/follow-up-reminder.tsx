"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { BellIcon } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useCurrentUser } from "@/components/app/use-current-user";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { api, pathQuery } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { PushState } from "@/lib/client/push-device";
import type { FollowUpReminderView, FollowUpSubject } from "@/lib/reminders/follow-up-view";
import { FOLLOW_UP_TIMES, type FollowUpTime } from "@/lib/reminders/schedule";
import type { ReminderSettingsView } from "@/lib/reminders/settings-view";

type Answer = { reminder: FollowUpReminderView | null };

/**
 * "Ask me how it went": a time for Hearth to remind the person (by e-mail or notification) to come back to
 * this request's follow-up. Pro only, since the free plan's history keeps a request for a day; guests see nothing.
 */
export function FollowUpReminder({ subject, id }: { subject: FollowUpSubject; id: string }) {
  const t = useTranslations("reminders.followUp");
  const { data: user } = useCurrentUser();
  if (!user || user.isGuest) return null;
  if (!user.isPro)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <BellIcon aria-hidden className="size-4" />
        {t("legend")} — {t("proNote")}
        <Link href="/subscription" className="font-medium text-primary underline underline-offset-4">
          {t("upgrade")}
        </Link>
      </p>
    );
  return <ReminderControl subject={subject} id={id} />;
}

function ReminderControl({ subject, id }: { subject: FollowUpSubject; id: string }) {
  const t = useTranslations("reminders.followUp");
  const format = useFormatter();
  const selectId = useId();
  const queryClient = useQueryClient();
  const key = queryKeys.followUpReminder(subject, id);
  const { data } = useQuery({ queryKey: key, queryFn: pathQuery<Answer>({ on401: "throw" }) });
  const [when, setWhen] = useState<FollowUpTime>("tomorrow_evening");
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const reminder = data?.reminder ?? null;

  async function change(method: "PUT" | "DELETE") {
    setBusy(true);
    try {
      const answer = await api<Answer & { message: string }>(key[0], {
        method,
        body: method === "PUT" ? { when } : undefined,
      });
      queryClient.setQueryData(key, { reminder: answer.reminder });
      setEditing(false);
      toast.success(answer.message);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t("failed"));
    } finally {
      setBusy(false);
    }
  }

  const date = reminder ? format.dateTime(new Date(reminder.dueAt), { dateStyle: "full", timeStyle: "short" }) : "";
  return (
    <section aria-labelledby={`${selectId}-legend`} className="grid gap-2 rounded-lg border p-3">
      <h2 id={`${selectId}-legend`} className="flex items-center gap-2 text-sm font-medium">
        <BellIcon aria-hidden className="size-4 text-primary" />
        {t("legend")}
      </h2>
      {reminder && !editing ? (
        <div className="flex flex-wrap items-center gap-2">
          <p role="status" className="text-sm">
            {t(reminder.status === "pending" || reminder.status === "sending" ? "scheduled" : "sent", { date })}
          </p>
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t("change")}
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => void change("DELETE")}>
            {t("cancel")}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <label htmlFor={selectId} className="sr-only">
            {t("when")}
          </label>
          <NativeSelect
            id={selectId}
            value={when}
            onChange={(event) => setWhen(event.target.value as FollowUpTime)}
            className="w-48"
          >
            {FOLLOW_UP_TIMES.map((time) => (
              <option key={time} value={time}>
                {t(time)}
              </option>
            ))}
          </NativeSelect>
          <Button size="sm" disabled={busy} onClick={() => void change("PUT")}>
            {t("remind")}
          </Button>
        </div>
      )}
      <ReachNote />
    </section>
  );
}

/** Says so when a reminder could not reach the person: follow-ups off, or neither e-mail nor a device to send to. */
function ReachNote() {
  const t = useTranslations("reminders.followUp");
  const settings = useQuery({
    queryKey: queryKeys.reminderSettings,
    queryFn: pathQuery<ReminderSettingsView>({ on401: "throw" }),
  });
  const push = useQuery({ queryKey: queryKeys.pushSubscriptions, queryFn: pathQuery<PushState>({ on401: "throw" }) });
  if (!settings.data || !push.data) return null;
  const { followupsEnabled, email, emailVerified } = settings.data;
  const reachable = (email && emailVerified) || (settings.data.push && push.data.subscribed > 0);
  if (followupsEnabled && reachable) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {t(followupsEnabled ? "noChannel" : "offNote")}{" "}
      <Link href="/settings/reminders" className="font-medium text-primary underline underline-offset-4">
        {t("openSettings")}
      </Link>
    </p>
  );
}
