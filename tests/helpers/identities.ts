import { getDb } from "@/db/client";
import { insertUser } from "@/db/queries/users";
import { adviceRequests, conversations, images, messages, safetyPlans } from "@/db/schema";
import { startSession } from "@/lib/auth/sign-in";
import { TestBrowser } from "./http";
import { proFor30Days } from "./users";

export const IDENTITY_KINDS = ["anonymous", "guest", "free", "pro"] as const;
export type IdentityKind = (typeof IDENTITY_KINDS)[number];

export type Identity = {
  kind: IdentityKind;
  browser: TestBrowser;
  /**
   * Signed-in identities: the account, one conversation of theirs, its two messages, an answered advice
   * request and a safety plan.
   */
  userId?: string;
  conversationId?: string;
  messageId?: string;
  replyId?: string;
  adviceId?: string;
  /** An image on their message. */
  imageId?: string;
};

const ANALYSIS = {
  opening: "An opening.",
  yourSide: "Your side.",
  theirSide: "Their side.",
  wentWell: ["Something"],
  doDifferently: ["Something else"],
  script: "Words to say.",
  reflectionQuestion: "A question?",
};

let counter = 0;

/**
 * An API caller of one of four kinds (signed out, guest, verified free, Pro), made straight in the database
 * without password hashing so a test can make hundreds. Each signed-in one owns a conversation with an imaged
 * message and its reply, an advice request with its analysis, and a safety plan.
 */
export async function makeIdentity(kind: IdentityKind): Promise<Identity> {
  counter += 1;
  const browser = new TestBrowser(`198.18.${counter % 250}.${Math.floor(counter / 250) % 250}`);
  if (kind === "anonymous") return { kind, browser };
  const name = `${kind}-${counter}-${crypto.randomUUID()}`;
  const user = await insertUser({
    values: {
      username: kind === "guest" ? `guest-${name}` : `${name}@example.com`,
      email: kind === "guest" ? null : `${name}@example.com`,
      emailVerified: kind !== "guest",
      isGuest: kind === "guest",
      nickname: "Fuzz",
      ...(kind === "pro" ? proFor30Days() : {}),
    },
  });
  const [pair = ""] = (await startSession(user, { remember: true, secure: false })).split(";");
  browser.cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));

  const db = await getDb();
  const conversationId = crypto.randomUUID();
  const messageId = crypto.randomUUID();
  const replyId = crypto.randomUUID();
  await db.insert(conversations).values({ id: conversationId, userId: user.id, title: "Mine" });
  await db.insert(messages).values([
    {
      id: messageId,
      conversationId,
      userId: user.id,
      role: "user",
      content: "My own words",
      timestamp: new Date(Date.now() - 1000),
    },
    { id: replyId, conversationId, userId: user.id, role: "assistant", content: "A reply", replyTo: messageId },
  ]);
  const adviceId = crypto.randomUUID();
  await db.insert(adviceRequests).values({
    id: adviceId,
    userId: user.id,
    situation: "My own moment",
    action: "What I said",
    status: "complete",
    analysis: ANALYSIS,
    persona: "gentle",
    offline: true,
  });
  const [image] = await db
    .insert(images)
    .values({
      userId: user.id,
      conversationId,
      messageId,
      mediaType: "image/jpeg",
      width: 1,
      height: 1,
      data: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
    })
    .returning({ id: images.id });
  await db.insert(safetyPlans).values({ userId: user.id, coping: ["My own way through"], people: ["My own people"] });
  return { kind, browser, userId: user.id, conversationId, messageId, replyId, adviceId, imageId: image!.id };
}
