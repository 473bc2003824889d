"use client";

import { queryKeys } from "@/lib/client/query-keys";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type FormEvent, type ReactElement } from "react";
import { Form, SubmitButton } from "@/components/forms/form";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import type { ConversationSummary } from "./chat-types";

export type ConversationMenuProps = {
  conversation: ConversationSummary;
  onDeleted: () => void;
  /** Renamed: wherever else the title shows (the open conversation's header) changes with the list. */
  onRenamed: (title: string) => void;
  /** The button that opens it (ConversationActions' own). */
  trigger: ReactElement;
};

/**
 * Rename and delete for one conversation, each confirmed in a dialog. ConversationActions loads it when its
 * button is first pressed, so it mounts open.
 */
export function ConversationMenu({ conversation, onDeleted, onRenamed, trigger }: ConversationMenuProps) {
  const t = useTranslations("chat");
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const [title, setTitle] = useState(conversation.title);
  const [busy, setBusy] = useState(false);
  const [forgetMemory, setForgetMemory] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.conversations });

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return;
    setBusy(true);
    try {
      const renamed = await api<{ title: string }>(`/api/conversations/${conversation.id}`, {
        method: "PATCH",
        body: { title: title.trim() },
      });
      onRenamed(renamed.title);
      await refresh();
      setDialog(null);
    } catch {
      toast.error(t("renameFailed"));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await api(`/api/conversations/${conversation.id}?forgetMemory=${forgetMemory}`, { method: "DELETE" });
      setDialog(null);
      onDeleted();
      await refresh();
    } catch {
      toast.error(t("deleteFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <DropdownMenu modal={false} defaultOpen>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => (setTitle(conversation.title), setDialog("rename"))}>
            {t("rename")}
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setDialog("delete")}>
            {t("delete")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <Dialog open={dialog === "rename"} onOpenChange={(open) => setDialog(open ? "rename" : null)}>
        <DialogContent closeLabel={t("close")}>
          <Form onSubmit={rename} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t("renameTitle")}</DialogTitle>
            </DialogHeader>
            <label htmlFor="rename-input" className="sr-only">
              {t("renameLabel")}
            </label>
            <Input
              id="rename-input"
              value={title}
              maxLength={120}
              onChange={(event) => setTitle(event.target.value)}
              autoFocus
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setDialog(null)}>
                {t("cancel")}
              </Button>
              <SubmitButton disabled={busy || !title.trim()}>{t("save")}</SubmitButton>
            </DialogFooter>
          </Form>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={dialog === "delete"}
        onOpenChange={(open) => setDialog(open ? "delete" : null)}
        title={t("deleteTitle")}
        description={t("deleteDescription", { title: conversation.title })}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        busy={busy}
        onConfirm={() => void remove()}
      >
        <div className="flex items-center gap-2">
          <Checkbox
            id="delete-forget-memory"
            checked={forgetMemory}
            onCheckedChange={(checked) => setForgetMemory(checked === true)}
          />
          <label htmlFor="delete-forget-memory" className="text-sm">
            {t("deleteForgetMemory")}
          </label>
        </div>
      </ConfirmDialog>
    </>
  );
}
