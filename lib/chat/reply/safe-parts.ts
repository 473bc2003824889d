import "server-only";
import type { TextStreamPart, ToolSet } from "ai";
import type { SafetyCheck } from "@/lib/safety/categories";
import { lateEscalation, startSafeRun, type Parts, type SafeRunInput } from "@/lib/safety/safe-run";

/**
 * The chat's reply under the safety decision: the stream goes out at once but its first read waits for the
 * verdict, so nothing of an abandoned run reaches the browser. `decided` gets the final check once, before the
 * first part; `late`, a check made urgent by a triage that answered after its budget.
 */
export function safeReplyParts({ decided, ...input }: SafeRunInput & { decided: (safety: SafetyCheck) => void }): {
  parts: Parts;
  late: Promise<SafetyCheck | undefined>;
} {
  const run = startSafeRun(input);
  const { verdict } = run;
  const late = Promise.all([verdict, run.afterwards]).then(([safety, triaged]) => lateEscalation(safety, triaged));
  if (!(verdict instanceof Promise)) {
    decided(verdict);
    return { parts: run.answer(verdict), late };
  }
  let reader: ReadableStreamDefaultReader<TextStreamPart<ToolSet>> | undefined;
  const parts = new ReadableStream<TextStreamPart<ToolSet>>({
    async pull(controller) {
      if (!reader) {
        const safety = await verdict;
        decided(safety);
        reader = run.answer(safety).getReader();
      }
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader ? reader.cancel(reason) : run.abandon(reason);
    },
  });
  return { parts, late };
}
