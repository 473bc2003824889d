import { z } from "zod";
import { text } from "@/lib/validation/text";

/**
 * Every advice answer's structure, in the order the model writes it and the page shows it: asked of the model,
 * composed offline and stored as is. Plain text, no Markdown. No length limits, since OpenAI's strict
 * structured outputs refuse them; the prompt asks for brevity instead.
 */
export const adviceAnalysisSchema = z.object({
  opening: text().describe("One or two sentences in the persona's voice that meet the user where they are."),
  yourSide: text().describe(
    "What likely happened for the user in that moment: their feelings, needs and intent (2–3 sentences).",
  ),
  theirSide: text().describe(
    "What likely happened for the other person: how the user's words or action may have landed, and what their reaction may mean (2–3 sentences).",
  ),
  wentWell: z.array(text()).describe("What the user did well, 1–3 short points."),
  doDifferently: z.array(text()).describe("What to do differently next time, 2–4 concrete, practical points."),
  script: text().describe(
    "A short script: what the user could say to the other person, in the first person, ready to use.",
  ),
  reflectionQuestion: text().describe("One question for the user to reflect on."),
});

export type AdviceAnalysis = z.infer<typeof adviceAnalysisSchema>;
