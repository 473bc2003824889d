import { deleteTemporaryConversations } from "@/db/queries/conversations";
import type { SignedIn } from "./current-user";

/** Ends a session: conversations kept while "save conversation data" was off end with it. */
export async function signOut(signedIn: SignedIn): Promise<void> {
  await deleteTemporaryConversations({ userId: signedIn.user.id });
}
