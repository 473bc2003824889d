"use client";

import { BookHeartIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { AppError } from "@/lib/errors";

type Remembered = { id: string; text: string };

/**
 * Under a reply that used the person's memory: what it remembered, each linking to its item on the Memory
 * page, with "Forget this" beside it. A reply that used none shows nothing.
 */
export function RememberedLine({ remembered }: { remembered: Remembered[] }) {
  const t = useTranslations("chat");
  const [forgotten, setForgotten] = useState<string[]>([]);
  const shown = remembered.filter((item) => !forgotten.includes(item.id));
  if (shown.length === 0) return null;

  async function forget(item: Remembered) {
    try {
      const { message } = await api<{ message: string }>(`/api/memory/${item.id}`, { method: "DELETE" });
      toast.success(message);
      setForgotten((ids) => [...ids, item.id]);
    } catch (error) {
      if (error instanceof AppError && error.code === "not_found") setForgotten((ids) => [...ids, item.id]);
      else toast.error(t("forgetFailed"));
    }
  }

  return (
    <ul aria-label={t("rememberedLabel")} className="grid max-w-[95%] gap-1 text-xs text-muted-foreground">
      {shown.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-x-2">
          <BookHeartIcon aria-hidden className="size-3.5 shrink-0" />
          <span>
            {t("remembered")}{" "}
            <Link
              href={`/settings/memory#memory-${item.id}`}
              className="underline underline-offset-4 hover:text-foreground"
            >
              {item.text}
            </Link>
          </span>
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0 text-xs text-muted-foreground"
            onClick={() => void forget(item)}
            aria-label={t("forgetThis", { text: item.text })}
          >
            {t("forget")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
