"use client";

import { ImagePlusIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { IMAGE_TYPES } from "@/lib/images/limits";
import type { ImageAttachments } from "./use-image-attachments";

/** The composer's "attach an image" button, with its hidden file input. */
export function AttachImageButton({ attachments, disabled }: { attachments: ImageAttachments; disabled?: boolean }) {
  const t = useTranslations("chat");
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(",")}
        multiple
        hidden
        data-testid="image-input"
        onChange={(event) => {
          attachments.add([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={disabled}
        aria-label={t("attachImage")}
        onClick={() => input.current?.click()}
      >
        <ImagePlusIcon aria-hidden />
      </Button>
    </>
  );
}

/** Thumbnails of the images picked for the next message, each removable; the privacy note; any refusal. */
export function AttachmentTray({ attachments }: { attachments: ImageAttachments }) {
  const t = useTranslations("chat");
  if (attachments.items.length === 0 && !attachments.error && !attachments.dragging) return null;
  return (
    <div className="grid gap-2">
      {attachments.dragging ? (
        <p className="rounded-lg border border-dashed border-primary px-3 py-2 text-center text-sm">
          {t("dropImages")}
        </p>
      ) : null}
      {attachments.items.length > 0 ? (
        <>
          <ul className="flex flex-wrap gap-2" aria-label={t("attachedImages")}>
            {attachments.items.map((item) => (
              <li key={item.key} className="relative">
                {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (object URL) */}
                <img
                  src={item.preview}
                  alt={t("imagePreview", { name: item.name })}
                  className="size-16 rounded-md border object-cover"
                />
                {item.id ? null : (
                  <span className="absolute inset-0 grid place-items-center rounded-md bg-background/60">
                    <Spinner label={t("imageUploading")} />
                  </span>
                )}
                <Button
                  type="button"
                  variant="secondary"
                  size="icon-sm"
                  className="absolute -top-2 -right-2 size-6 rounded-full"
                  aria-label={t("removeImage", { name: item.name })}
                  onClick={() => attachments.remove(item.key)}
                >
                  <XIcon aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">{t("imagePrivacy")}</p>
        </>
      ) : null}
      {attachments.error ? (
        <p role="alert" className="text-sm text-destructive">
          {attachments.error}
        </p>
      ) : null}
    </div>
  );
}
