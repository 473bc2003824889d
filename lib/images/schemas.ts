import { z } from "zod";
import { clientId } from "@/lib/validation/client-id";

export const imageIdSchema = z.object({ id: clientId() });
