import { z } from "zod";
import { text } from "@/lib/validation/text";

/** One passage of a reply to read aloud (the browser sends a reply sentence by sentence). */
export const speechSchema = z.object({
  text: text().min(1, { error: "validation.messageEmpty" }).max(4096, { error: "validation.tooLong" }),
});
