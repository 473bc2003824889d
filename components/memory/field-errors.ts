import { AppError } from "@/lib/errors";

/** Shows a refusal's field errors under the memory form's fields; false when it carries none. */
export function showFieldErrors(
  error: unknown,
  form: { setError(name: "text" | "kind", message: string): void },
  focus: () => void,
): boolean {
  const fieldErrors = error instanceof AppError ? error.fields.fieldErrors : undefined;
  if (!fieldErrors || typeof fieldErrors !== "object") return false;
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (name === "text" || name === "kind") form.setError(name, String(message));
  }
  focus();
  return true;
}
