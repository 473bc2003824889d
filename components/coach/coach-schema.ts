import { z } from "zod";
import { MARKER_KINDS } from "@/lib/coach/kinds";
import { text } from "@/lib/validation/text";

const markerSchema = z.object({
  kind: z.enum(MARKER_KINDS),
  quote: text(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  why: text(),
});

/** What POST /api/coach streams: one JSON object, its markers first. Pages fetch it as a stream starts. */
export const coachResultSchema = z.object({
  markers: z.array(markerSchema),
  request: text().nullable(),
  rewrite: text().nullable(),
  notes: z.array(text()),
});
