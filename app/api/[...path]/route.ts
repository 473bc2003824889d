import { handler } from "@/lib/api/respond";
import { AppError } from "@/lib/errors";

/** Any /api path without a route of its own answers a JSON 404, never an HTML page. */
const missing = handler(async () => {
  throw new AppError("not_found");
});

export { missing as GET, missing as POST, missing as PUT, missing as PATCH, missing as DELETE };
