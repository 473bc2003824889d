import { describe, expect, it, vi } from "vitest";
import { signedUpBrowser } from "../helpers/accounts";
import { sendChat } from "../helpers/chat";
import { moderatedModelStandIn } from "../helpers/openai-stand-in";

// The configuration is read once per process: this file's model has moderation turned off from the start.
vi.stubEnv("AI_MODERATION", "off");
const standIn = await moderatedModelStandIn();

describe("moderation turned off", () => {
  it("is never asked, while the model and its safety triage still are", async () => {
    const { browser } = await signedUpBrowser();
    standIn.behave({ chunks: ["Sure."] });
    const reply = await sendChat(browser, { conversationId: crypto.randomUUID(), text: "Can we talk about chores?" });
    expect(reply.text).toBe("Sure.");
    await vi.waitFor(() => expect(standIn.triageRequests).toHaveLength(1));
    expect(standIn.moderationRequests).toHaveLength(0);
  });
});
