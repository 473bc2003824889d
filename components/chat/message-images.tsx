"use client";

import { useTranslations } from "next-intl";
import { imageIdsOf, type ChatMessage } from "./chat-types";

/** The images a sent message carries, served to their owner by /api/images/{id}. */
export function MessageImages({ message }: { message: ChatMessage }) {
  const t = useTranslations("chat");
  const ids = imageIdsOf(message);
  if (ids.length === 0) return null;
  return (
    <ul className="flex flex-wrap justify-end gap-2" aria-label={t("attachedImages")}>
      {ids.map((id) => (
        <li key={id}>
          <a href={`/api/images/${id}`} target="_blank" rel="noreferrer">
            {/* eslint-disable-next-line @next/next/no-img-element -- a private image behind the session cookie */}
            <img
              src={`/api/images/${id}`}
              alt={t("sharedImage")}
              loading="lazy"
              className="max-h-60 max-w-60 rounded-xl border object-contain"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
