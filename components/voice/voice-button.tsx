"use client";

import { MicIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

const loadSession = () => import("./voice-chat").then((module) => module.VoiceSession);

/** Voice chat's code (recognition, recording, speech, the panel) loads when the person first opens it. */
export const VoiceSession = dynamic(loadSession, { ssr: false, loading: VoiceLoading });

function VoiceLoading() {
  const t = useTranslations("voice");
  return (
    <p role="status" className="flex items-center gap-2 rounded-xl border bg-card p-4 text-sm">
      <Spinner label={t("connecting")} />
      <span>{t("connecting")}</span>
    </p>
  );
}

/** The microphone button in the message box's row, beside Send; pointing at it or focusing it fetches voice chat. */
export function VoiceButton({ onOpen, disabled }: { onOpen: () => void; disabled: boolean }) {
  const t = useTranslations("voice");
  const prefetch = () => void loadSession().catch(() => {});
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      onClick={onOpen}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      disabled={disabled}
      aria-label={t("open")}
    >
      <MicIcon aria-hidden />
    </Button>
  );
}
