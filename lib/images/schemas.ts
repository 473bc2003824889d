import { z } from "zod";
import { ID_PATTERN } from "@/lib/chat/schemas";
import { text } from "@/lib/validation/text";

export const imageIdSchema = z.object({ id: text().regex(ID_PATTERN, { error: "validation.invalidId" }) });
