"use client";

import { KeyboardIcon, PhoneOffIcon, RadioIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useVoiceChat, type VoiceLevel, type VoiceReply, type VoiceStop } from "./use-voice-chat";

/** What the panel says when listening stopped, and what the person can do about it. */
const STOPPED = {
  denied: ["microphoneRequired", "howToAllow"],
  noMicrophone: ["noMicrophone", "noMicrophoneHelp"],
  speechUnavailable: ["speechUnavailable", "speechUnavailableHelp"],
  unreachable: ["unreachable", "unreachableHelp"],
  quiet: ["quiet", "quietHelp"],
  unsupported: ["unsupported"],
} as const satisfies Record<VoiceStop, readonly string[]>;

type VoiceChat = ReturnType<typeof useVoiceChat>;

/**
 * An open voice chat: listening starts as it mounts, and ending it (or typing instead) closes it; unmounting
 * releases the microphone and stops speech.
 */
export function VoiceSession({
  send,
  reply,
  onClose,
  onTypeInstead,
}: {
  send: (text: string) => void;
  reply: VoiceReply;
  onClose: () => void;
  /** Voice has ended: take the person to the message box. */
  onTypeInstead: () => void;
}) {
  const voice = useVoiceChat({ send, reply });
  const openOnMount = useEffectEvent(() => voice.open());
  useEffect(() => openOnMount(), []);
  return (
    <VoicePanel
      voice={voice}
      onEnd={onClose}
      onTypeInstead={() => {
        onClose();
        onTypeInstead();
      }}
    />
  );
}

/** The voice panel above the message box, while voice chat is open. */
function VoicePanel({
  voice,
  onEnd,
  onTypeInstead,
}: {
  voice: VoiceChat;
  onEnd: () => void;
  onTypeInstead: () => void;
}) {
  const t = useTranslations("voice");
  // Closed only before its first effect has opened it.
  const mode = voice.mode === "closed" ? "connecting" : voice.mode;

  return (
    <section aria-label={t("title")} className="grid w-full gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{t("title")}</h2>
        <Button type="button" variant="ghost" size="sm" onClick={onEnd}>
          <PhoneOffIcon aria-hidden />
          {t("end")}
        </Button>
      </div>

      {mode === "stopped" ? (
        <Stopped why={voice.stopped!} onTryAgain={voice.open} onTypeInstead={onTypeInstead} />
      ) : (
        <>
          <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm" data-mode={mode}>
            {mode === "connecting" || mode === "thinking" ? <Spinner label={t(mode)} /> : null}
            <span>{t(mode)}</span>
          </p>
          <LevelMeter level={voice.level} label={t("inputLevel")} />
          {voice.notice ? <p className="text-sm text-muted-foreground">{t(voice.notice)}</p> : null}
          {mode === "listening" || mode === "speaking" ? (
            <Button type="button" onClick={voice.tap} className="justify-self-start">
              {mode === "listening" ? t("doneSpeaking") : t("interrupt")}
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

function Stopped({
  why,
  onTryAgain,
  onTypeInstead,
}: {
  why: VoiceStop;
  onTryAgain: () => void;
  onTypeInstead: () => void;
}) {
  const t = useTranslations("voice");
  const [title, help] = STOPPED[why];
  return (
    <div role="alert" className="grid gap-2 text-sm">
      <p className={cn("font-medium", why !== "quiet" && "text-destructive")}>{t(title)}</p>
      {help ? <p className="text-muted-foreground">{t(help)}</p> : null}
      <div className="flex flex-wrap gap-2">
        {why === "unsupported" ? null : (
          <Button variant="outline" size="sm" onClick={onTryAgain}>
            {t("tryAgain")}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onTypeInstead}>
          <KeyboardIcon aria-hidden />
          {t("typeInstead")}
        </Button>
      </div>
    </div>
  );
}

function LevelMeter({ level, label }: { level: VoiceLevel; label: string }) {
  const percent = Math.round(useSyncExternalStore(level.subscribe, level.get, () => 0) * 100);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full bg-primary transition-[width] duration-75" style={{ width: `${percent}%` }} />
    </div>
  );
}
