"use client";

import type { FileUIPart } from "ai";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type ClipboardEvent, type DragEvent } from "react";
import { apiFetch } from "@/lib/client/api";
import { AppError } from "@/lib/errors";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGES_PER_MESSAGE } from "@/lib/images/limits";
import { downscaled } from "./downscale-image";

export type Attachment = {
  key: string;
  /** A local preview (object URL) while the upload runs and after. */
  preview: string;
  name: string;
  /** Set once the server has accepted it. */
  id?: string;
};

/**
 * The images picked for the next message: checked (type, under 10 MB, at most MAX_IMAGES_PER_MESSAGE),
 * shrunk if large, and uploaded at once, so sending waits for nothing. Files come from the button, a
 * paste or a drop.
 */
export function useImageAttachments() {
  const t = useTranslations();
  const [items, setItems] = useState<Attachment[]>([]);
  const [error, setError] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  });
  useEffect(() => () => latest.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  const upload = useCallback(
    async (item: Attachment, file: File) => {
      try {
        const form = new FormData();
        form.set("file", await downscaled(file), file.name);
        const response = await apiFetch("/api/images", { method: "POST", body: form });
        const { id } = (await response.json()) as { id: string };
        setItems((all) => all.map((each) => (each.key === item.key ? { ...each, id } : each)));
      } catch (problem) {
        setItems((all) => all.filter((each) => each.key !== item.key));
        setError(
          problem instanceof AppError && problem.code !== "network" ? problem.message : t("chat.imageUploadFailed"),
        );
      }
    },
    [t],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      setError(undefined);
      let count = items.length;
      for (const file of files) {
        if (!IMAGE_TYPES.includes(file.type) || file.size >= MAX_IMAGE_BYTES) {
          setError(t("errors.invalidImage"));
          continue;
        }
        if (count >= MAX_IMAGES_PER_MESSAGE) {
          setError(t("validation.tooManyImages"));
          break;
        }
        count += 1;
        const item = { key: crypto.randomUUID(), preview: URL.createObjectURL(file), name: file.name };
        setItems((all) => [...all, item]);
        void upload(item, file);
      }
    },
    [items.length, t, upload],
  );

  return {
    items,
    error,
    dragging,
    uploading: items.some((item) => !item.id),
    add,
    remove(key: string) {
      const item = items.find((each) => each.key === key);
      if (item) URL.revokeObjectURL(item.preview);
      setItems((all) => all.filter((each) => each.key !== key));
    },
    /** The message's file parts; the attachments are then cleared (their images now belong to the message). */
    take(): FileUIPart[] {
      const parts = items.flatMap((item) =>
        item.id ? [{ type: "file" as const, mediaType: "image/jpeg", url: `/api/images/${item.id}` }] : [],
      );
      items.forEach((item) => URL.revokeObjectURL(item.preview));
      setItems([]);
      setError(undefined);
      return parts;
    },
    onPaste(event: ClipboardEvent) {
      const files = [...event.clipboardData.files].filter((file) => file.type.startsWith("image/"));
      if (files.length === 0) return;
      event.preventDefault();
      add(files);
    },
    dropTarget: {
      onDragOver(event: DragEvent) {
        if (!event.dataTransfer.types.includes("Files")) return;
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop(event: DragEvent) {
        if (event.dataTransfer.files.length === 0) return;
        event.preventDefault();
        setDragging(false);
        add(event.dataTransfer.files);
      },
    },
  };
}

export type ImageAttachments = ReturnType<typeof useImageAttachments>;
