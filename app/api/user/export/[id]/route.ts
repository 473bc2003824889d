import { handler, otherMethods } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { downloadDataExport } from "@/lib/export/data-export";
import { dataExportIdSchema } from "@/lib/export/schemas";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

/** The export's zip, to its signed-in owner only (anyone else: 404), once (then 410). */
export const GET = handler(async (request, { params }: Context) => {
  const { user } = await requireUser(request);
  const { id } = dataExportIdSchema.parse(await params);
  const zip = await downloadDataExport(user, id);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(new Uint8Array(zip), {
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="hearth-data-${day}.zip"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
