"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Spinner } from "@/components/ui/spinner";
import { PENDING_CONVERSATION_KEY } from "./open-conversation-memory";

/** /chat/{id} remembers the conversation to open and hands over to /chat, which opens it. */
export function OpenPendingConversation({ id }: { id: string }) {
  const router = useRouter();
  useEffect(() => {
    try {
      window.localStorage.setItem(PENDING_CONVERSATION_KEY, id);
    } catch {
      // Without storage /chat simply opens on its default view.
    }
    router.replace("/chat");
  }, [id, router]);
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </main>
  );
}
