"use client";

import { MicIcon, PhoneOffIcon, RadioIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useVoiceChat, type VoiceReply } from "./use-voice-chat";

/** The microphone button and, once opened, the voice panel above the message box. */
export function VoiceChat({
  send,
  reply,
  disabled,
}: {
  send: (text: string) => void;
  reply: VoiceReply;
  disabled: boolean;
}) {
  const t = useTranslations("voice");
  const voice = useVoiceChat({ send, reply });

  if (voice.mode === "closed") {
    return (
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="order-last"
        onClick={voice.open}
        disabled={disabled}
        aria-label={t("open")}
      >
        <MicIcon aria-hidden />
      </Button>
    );
  }

  const level = Math.round(voice.level * 100);
  return (
    <section
      aria-label={t("title")}
      className="order-first grid w-full gap-3 rounded-xl border bg-card p-4 text-card-foreground"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{t("title")}</h2>
        <Button type="button" variant="ghost" size="sm" onClick={voice.end}>
          <PhoneOffIcon aria-hidden />
          {t("end")}
        </Button>
      </div>

      {voice.mode === "denied" ? (
        <div role="alert" className="grid gap-2 text-sm">
          <p className="font-medium text-destructive">{t("microphoneRequired")}</p>
          <p className="text-muted-foreground">{t("howToAllow")}</p>
          <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={voice.open}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : voice.mode === "unsupported" ? (
        <p role="alert" className="text-sm">
          {t("unsupported")}
        </p>
      ) : (
        <>
          <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm" data-mode={voice.mode}>
            {voice.mode === "connecting" || voice.mode === "thinking" ? <Spinner label={t(voice.mode)} /> : null}
            <span>{t(voice.mode)}</span>
          </p>
          <div
            role="meter"
            aria-label={t("inputLevel")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={level}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-[width] duration-75" style={{ width: `${level}%` }} />
          </div>
          {voice.notice ? <p className="text-sm text-muted-foreground">{t(voice.notice)}</p> : null}
          {voice.mode === "listening" || voice.mode === "speaking" ? (
            <Button type="button" onClick={voice.tap} className="justify-self-start">
              {voice.mode === "listening" ? t("doneSpeaking") : t("interrupt")}
            </Button>
          ) : null}
        </>
      )}

      <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <p className="text-xs text-muted-foreground">{t("privacy")}</p>
        <Button type="button" variant="outline" size="sm" disabled aria-describedby="live-voice-note">
          <RadioIcon aria-hidden />
          {t("live")}
        </Button>
        <p id="live-voice-note" className="sr-only">
          {t("liveNote")}
        </p>
      </div>
    </section>
  );
}
