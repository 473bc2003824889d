import type { z } from "zod";

/** The parsed value, or each field's first problem by its message key: what a form or a route handler gets. */
export function check(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { errors };
}
