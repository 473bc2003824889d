"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { activityFrom, reminderDue, startActivity, tick, type Activity } from "@/lib/safety/activity";

/** Local storage key of the activity counted towards the next reminder (per browser, across tabs and reloads). */
const KEY = "hearthActivity";
const TICK_MS = 30_000;

/** Every three hours of activity: a reminder that the advisor is an AI, with a nudge towards people. */
export function LongSessionReminder() {
  const t = useTranslations("safety");
  const [due, setDue] = useState(false);
  const lastInput = useRef(0);

  useEffect(() => {
    lastInput.current = Date.now();
    const onInput = () => (lastInput.current = Date.now());
    const events = ["keydown", "pointerdown", "wheel", "touchstart"] as const;
    for (const name of events) window.addEventListener(name, onInput, { passive: true });
    const step = () => {
      const now = Date.now();
      const state = tick(activityFrom(window.localStorage.getItem(KEY)) ?? startActivity(now), now, {
        visible: document.visibilityState === "visible",
        lastInput: lastInput.current,
      });
      window.localStorage.setItem(KEY, JSON.stringify(state));
      setDue(reminderDue(state));
    };
    step();
    const timer = window.setInterval(step, TICK_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of events) window.removeEventListener(name, onInput);
    };
  }, []);

  if (!due) return null;
  return (
    <div role="status" className="border-b bg-accent px-4 py-3 text-accent-foreground">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <p className="font-medium">{t("reminderTitle")}</p>
          <p className="text-sm">{t("reminderBody")}</p>
        </div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            const restart: Activity = startActivity(Date.now());
            window.localStorage.setItem(KEY, JSON.stringify(restart));
            setDue(false);
          }}
        >
          {t("reminderDismiss")}
        </Button>
      </div>
    </div>
  );
}
