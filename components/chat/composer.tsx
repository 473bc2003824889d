"use client";

import { SendIcon, SparklesIcon, SquareIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { Form, SubmitButton } from "@/components/forms/form";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { handToCoach } from "@/lib/client/coach-handoff";
import { AttachImageButton, AttachmentTray } from "./image-attachments";
import { useDraftText, type Draft } from "./use-draft";
import type { ImageAttachments } from "./use-image-attachments";

export const MESSAGE_BOX_ID = "chat-input";

/**
 * The message box: Enter sends, Shift+Enter starts a new line (said only where there is a keyboard); Stop
 * while a reply streams. Offline, sending keeps the draft and says why. Its buttons share one row, aligned
 * to the box's last line. A private chat's takes no images and offers no "Help me say this" (both store).
 */
export function Composer({
  draft,
  busy,
  offline,
  onSend,
  onStop,
  attachments,
  helpMeSay: offerHelp = true,
  voiceButton,
}: {
  /** The text being typed, kept by the conversation so a refused send can give it back. */
  draft: Draft;
  busy: boolean;
  offline: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
  /** Images for the next message (button, paste, drop): with one, the text may be empty. None: no images. */
  attachments?: ImageAttachments;
  /** Offers "Help me say this" (the coach, which keeps what it is given). */
  helpMeSay?: boolean;
  /** Voice chat's microphone, at the row's end. */
  voiceButton?: ReactNode;
}) {
  const t = useTranslations("chat");
  const text = useDraftText(draft);
  const offlineText = useTranslations("pwa.offline");
  const [error, setError] = useState<string>();
  const router = useRouter();

  const box = useRef<HTMLTextAreaElement>(null);

  // Text typed while the page's scripts still loaded is in the box but not in the draft: take it over, or
  // Send and "Help me say this" would find the box empty.
  useEffect(() => {
    const typed = box.current?.value;
    if (typed && typed !== draft.get()) draft.set(typed);
  }, [draft]);

  function helpMeSay() {
    handToCoach({ draft: text.trim(), chat: draft.key });
    router.push("/coach");
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy || attachments?.uploading) return;
    if (!text.trim() && !attachments?.items.length) return setError(t("messageEmpty"));
    if (offline) return setError(offlineText("sendOffline"));
    setError(undefined);
    onSend(text.trim());
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <Form onSubmit={submit} className="grid min-w-0 flex-1 gap-1" {...attachments?.dropTarget}>
      {attachments ? <AttachmentTray attachments={attachments} /> : null}
      <div className="flex items-end gap-2">
        {attachments ? <AttachImageButton attachments={attachments} disabled={busy} /> : null}
        <label htmlFor={MESSAGE_BOX_ID} className="sr-only">
          {t("inputLabel")}
        </label>
        <Textarea
          ref={box}
          id={MESSAGE_BOX_ID}
          value={text}
          onChange={(event) => draft.set(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={attachments?.onPaste}
          placeholder={t("placeholder")}
          rows={2}
          maxLength={8000}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "chat-input-error" : "chat-input-hint"}
          className="max-h-48 min-h-12 resize-none"
        />
        {/* Two elements, never one retyped: a click on Stop that ends the reply must not submit the form. */}
        {busy ? (
          <Button key="stop" type="button" variant="outline" size="icon" onClick={onStop} aria-label={t("stop")}>
            <SquareIcon aria-hidden />
          </Button>
        ) : (
          <SubmitButton key="send" size="icon" aria-label={t("send")} disabled={attachments?.uploading}>
            <SendIcon aria-hidden />
          </SubmitButton>
        )}
        {voiceButton}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        {error ? (
          <p id="chat-input-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : (
          <p id="chat-input-hint" className="text-xs text-muted-foreground touch-only:hidden">
            {t("inputHint")}
          </p>
        )}
        {offerHelp ? (
          <Button type="button" variant="ghost" size="sm" className="ml-auto" onClick={helpMeSay}>
            <SparklesIcon aria-hidden />
            {t("helpMeSay")}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
