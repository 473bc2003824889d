import { handler, json, otherMethods } from "@/lib/api/respond";
import { health } from "@/lib/ops/health";

export const dynamic = "force-dynamic";

export const GET = handler(async () => json(await health()));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
