import { z } from "zod";
import { clientId } from "@/lib/validation/client-id";

export const dataExportIdSchema = z.object({ id: clientId() });
