import { redirect } from "next/navigation";

/** Legacy entry point kept for old links and the settings back button. */
export default function NewChatPage() {
  redirect("/chat");
}
