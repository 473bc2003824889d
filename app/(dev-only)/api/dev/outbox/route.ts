import { handler, json, otherMethods } from "@/lib/api/respond";
import { requireDevSurface } from "@/lib/dev/surfaces";
import { readOutbox } from "@/lib/email/outbox";
import { outboxQuerySchema } from "@/lib/email/schemas";

export const dynamic = "force-dynamic";

/** Development only: the e-mails the outbox holds, newest first. */
export const GET = handler(async (request) => {
  requireDevSurface("outbox");
  const { to } = outboxQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return json(await readOutbox({ to: to || undefined }));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
