import { handler, json, otherMethods, readUpload } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { storeImage } from "@/lib/images/images";
import { MAX_IMAGE_BYTES } from "@/lib/images/limits";
import { limit } from "@/lib/limits/rate-limit";

export const dynamic = "force-dynamic";

/** The form's own envelope around the file: boundaries, headers, a long file name. */
const ENVELOPE = 16 * 1024;

/** One image (multipart/form-data, field `file`) → `{ id, width, height }`, re-encoded with no metadata. */
export const POST = handler(async (request) => {
  const { user } = await requireUser(request);
  const bytes = await readUpload(request, {
    field: "file",
    limit: MAX_IMAGE_BYTES + ENVELOPE,
    refusal: () => new AppError("invalid_image"),
  });
  await limit("imageUploadsPerAccount", user.id);
  return json(await storeImage(user, bytes));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
