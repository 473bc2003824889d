import { ChatPage } from "../chat-page";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("privateChat");

/**
 * A new private chat (docs/chat.md#private-chat): the chat screen, on a chat that stores nothing. Its own
 * address, so a reload shows a new, empty one; a static segment, so /chat/[id] never takes it.
 */
export default function PrivateChatRoute() {
  return <ChatPage privateChat />;
}
