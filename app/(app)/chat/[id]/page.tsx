import { OpenPendingConversation } from "@/components/chat/open-pending-conversation";

export default async function ChatByIdPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <OpenPendingConversation id={id} />;
}
