"use client";

import { MoreHorizontalIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Slot } from "radix-ui";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ConversationSummary } from "./chat-types";

// React.lazy rather than next/dynamic: Suspense can show the same button while the menu loads.
const ConversationMenu = lazy(() =>
  import("./conversation-menu").then((module) => ({ default: module.ConversationMenu })),
);

/**
 * The button that opens a conversation's actions (rename, delete). Their menu and dialogs load when it is
 * first pressed; meanwhile the same button stays in place, and the menu opens as soon as it is there.
 */
export function ConversationActions({
  conversation,
  onDeleted,
  onRenamed,
}: {
  conversation: ConversationSummary;
  onDeleted: () => void;
  onRenamed: (title: string) => void;
}) {
  const t = useTranslations("chat");
  const [wanted, setWanted] = useState(false);
  const trigger = (
    <Button variant="ghost" size="icon-sm" aria-label={t("actionsFor", { title: conversation.title })}>
      <MoreHorizontalIcon aria-hidden />
    </Button>
  );
  const unloaded = (
    <Slot.Root aria-haspopup="menu" aria-expanded={false} onClick={() => setWanted(true)}>
      {trigger}
    </Slot.Root>
  );
  if (!wanted) return unloaded;
  return (
    <Suspense fallback={unloaded}>
      <ConversationMenu conversation={conversation} onDeleted={onDeleted} onRenamed={onRenamed} trigger={trigger} />
    </Suspense>
  );
}
