import { handler, otherMethods } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { ownImage } from "@/lib/images/images";
import { imageIdSchema } from "@/lib/images/schemas";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

/** The image, to its owner only (anyone else: 404). Its bytes never change, so the browser keeps it. */
export const GET = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = imageIdSchema.parse(await params);
  const image = await ownImage(user, id);
  return new Response(new Uint8Array(image.data), {
    headers: {
      "content-type": image.mediaType,
      "cache-control": "private, max-age=31536000, immutable",
      "content-disposition": "inline",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
