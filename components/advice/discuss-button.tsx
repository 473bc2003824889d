"use client";

import { MessagesSquareIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { AppError } from "@/lib/errors";

/** "Discuss in chat": a new conversation that starts with this request and its analysis. */
export function DiscussButton({ id }: { id: string }) {
  const t = useTranslations("advice");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [limited, setLimited] = useState(false);

  async function discuss() {
    setBusy(true);
    try {
      const { conversationId } = await api<{ conversationId: string }>(`/api/advice/${id}/discuss`, {
        body: { conversationId: crypto.randomUUID() },
      });
      router.push(`/chat/${conversationId}`);
    } catch (error) {
      if (error instanceof AppError && error.code === "conversation_limit") setLimited(true);
      else toast.error(t("discussFailed"));
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-2">
      <Button variant="outline" className="justify-self-start" disabled={busy} onClick={() => void discuss()}>
        <MessagesSquareIcon aria-hidden />
        {t("discuss")}
      </Button>
      {limited ? (
        <div role="alert" className="grid gap-2 rounded-lg border bg-accent p-4 text-accent-foreground">
          <p className="text-sm">{t("conversationLimit")}</p>
          <Button asChild size="sm" className="justify-self-start">
            <Link href="/subscription">{t("upgrade")}</Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
