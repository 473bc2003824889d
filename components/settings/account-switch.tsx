"use client";

import type { ReactNode } from "react";
import { useCurrentUser } from "@/components/app/use-current-user";
import { SettingSwitch } from "./setting-switch";
import { useUpdateSettings } from "./use-update-settings";

/** An on/off preference stored on the account. */
export function AccountSwitch({
  setting,
  label,
  description,
}: {
  setting: "saveConversations" | "testMode";
  label: string;
  description: ReactNode;
}) {
  const { data: user } = useCurrentUser();
  const update = useUpdateSettings();
  return (
    <SettingSwitch
      id={`setting-${setting}`}
      label={label}
      description={description}
      checked={user?.[setting] ?? false}
      disabled={update.isPending}
      onCheckedChange={(value) => update.mutate({ [setting]: value })}
    />
  );
}
