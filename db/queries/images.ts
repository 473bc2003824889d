import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "../client";
import { images } from "../schema";

export async function insertImage(values: {
  userId: string;
  mediaType: string;
  width: number;
  height: number;
  data: Buffer;
}) {
  const [row] = await (
    await getDb()
  )
    .insert(images)
    .values(values)
    .returning({ id: images.id, width: images.width, height: images.height });
  return row!;
}

/** The image's bytes, only for its owner. */
export async function findOwnImage({ id, userId }: { id: string; userId: string }) {
  const [row] = await (
    await getDb()
  )
    .select({ data: images.data, mediaType: images.mediaType })
    .from(images)
    .where(and(eq(images.id, id), eq(images.userId, userId)));
  return row;
}

/**
 * How many of `ids` the user may put on the message `messageId`: their own uploads that no message has
 * taken yet, or that this very message already took (a retry sends the same ids again).
 */
export async function countAttachableImages(input: {
  ids: string[];
  userId: string;
  conversationId: string;
  messageId: string;
}) {
  const [row] = await (
    await getDb()
  )
    .select({ count: sql<number>`count(*)::int` })
    .from(images)
    .where(
      and(
        inArray(images.id, input.ids),
        eq(images.userId, input.userId),
        sql`(${images.messageId} is null or (${images.conversationId} = ${input.conversationId} and ${images.messageId} = ${input.messageId}))`,
      ),
    );
  return row?.count ?? 0;
}

/** The images a message carries, in the order they were uploaded. */
export async function messageImages({ conversationId, messageId }: { conversationId: string; messageId: string }) {
  return (await getDb())
    .select({ id: images.id, data: images.data, mediaType: images.mediaType })
    .from(images)
    .where(and(eq(images.conversationId, conversationId), eq(images.messageId, messageId)))
    .orderBy(asc(images.createdAt), asc(images.id));
}

/** The ids of the images on each of these messages of a conversation. */
export async function messagesImageIds({
  conversationId,
  messageIds,
}: {
  conversationId: string;
  messageIds: string[];
}) {
  return (await getDb())
    .select({ id: images.id, messageId: images.messageId })
    .from(images)
    .where(and(eq(images.conversationId, conversationId), inArray(images.messageId, messageIds)))
    .orderBy(asc(images.createdAt), asc(images.id));
}

/** Uploads that no message took within the grace period; how many were deleted. */
export async function deleteUnattachedImages({ before }: { before: Date }) {
  const deleted = await (
    await getDb()
  )
    .delete(images)
    .where(and(isNull(images.messageId), lt(images.createdAt, before)))
    .returning({ id: images.id });
  return deleted.length;
}
