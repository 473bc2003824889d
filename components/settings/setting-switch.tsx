"use client";

import type { ReactNode } from "react";
import { useHydrated } from "@/components/app/use-hydrated";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

/** One on/off setting: its label, what it means, and the switch (off-limits until React runs the page). */
export function SettingSwitch({
  id,
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
}: {
  id: string;
  label: string;
  description: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const hydrated = useHydrated();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={id}>{label}</Label>
        <div id={`${id}-description`} className="text-sm wrap-anywhere text-muted-foreground">
          {description}
        </div>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled || !hydrated}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
        className="mt-0.5"
      />
    </div>
  );
}
