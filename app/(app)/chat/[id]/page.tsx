import { ChatPage } from "../chat-page";
import type { ConversationPage } from "@/components/chat/chat-screen";
import { currentUser } from "@/lib/auth/current-user";
import { conversationWithMessages } from "@/lib/chat/conversations";
import { conversationIdSchema, messagePageSchema } from "@/lib/chat/schemas";
import { AppError } from "@/lib/errors";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("chat");

/**
 * A link to one conversation: the chat, with that conversation's newest messages in the page's HTML (the
 * screen then shows it at /chat). One that is not the user's, or not there, opens as missing.
 */
export default async function ChatByIdRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = (await currentUser())!;
  const page = conversationIdSchema.safeParse({ id }).success
    ? await conversationWithMessages(user, id, messagePageSchema.parse({})).catch((error: unknown) => {
        if (error instanceof AppError && error.code === "not_found") return null;
        throw error;
      })
    : null;
  // What GET /api/conversations/{id} answers, dates as text: the screen reads both the same way.
  return <ChatPage linked={{ id, page: page && (JSON.parse(JSON.stringify(page)) as ConversationPage) }} />;
}
