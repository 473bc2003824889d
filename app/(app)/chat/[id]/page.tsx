import { ChatPage } from "../chat-page";
import type { ConversationPage } from "@/components/chat/chat-screen";
import { REOPEN_PARAM } from "@/components/chat/reopen-conversation";
import { requirePageUser } from "@/lib/auth/current-user";
import { conversationWithMessages } from "@/lib/chat/conversations";
import { conversationIdSchema, messagePageSchema } from "@/lib/chat/schemas";
import { AppError } from "@/lib/errors";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("chat");

/**
 * A link to one conversation: the chat, with that conversation's newest messages in the page's HTML (the
 * screen then shows it at /chat). One that is not the user's, or not there, opens as missing; the tab's own
 * conversation reopened after a reload (?reopen) that is gone meanwhile gives a new chat instead.
 */
export default async function ChatByIdRoute({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const restored = (await searchParams)[REOPEN_PARAM] !== undefined;
  const user = await requirePageUser();
  const page = conversationIdSchema.safeParse({ id }).success
    ? await conversationWithMessages(user, id, messagePageSchema.parse({})).catch((error: unknown) => {
        if (error instanceof AppError && error.code === "not_found") return null;
        throw error;
      })
    : null;
  // What GET /api/conversations/{id} answers, dates as text: the screen reads both the same way.
  return <ChatPage linked={{ id, restored, page: page && (JSON.parse(JSON.stringify(page)) as ConversationPage) }} />;
}
