import { pingDatabase } from "@/db/queries/health";
import { handler, json } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

export const GET = handler(async () => json({ ok: true, db: await pingDatabase() }));
