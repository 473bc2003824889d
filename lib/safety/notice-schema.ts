import { z } from "zod";

export const safetyNoticeSchema = z.object({ adultAttested: z.boolean().optional() });
