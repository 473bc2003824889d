import "server-only";
import type { TextStreamPart, ToolSet } from "ai";
import type { SafetyCheck } from "@/lib/safety/categories";
import { lateEscalation, startSafeRun, type Parts, type SafeRunInput } from "@/lib/safety/safe-run";

/**
 * The chat's reply under the safety decision (lib/safety/safe-run.ts). The stream goes out at once; its
 * first read waits for the verdict, so a late check never delays the reply by more than its budget and
 * none of an abandoned run reaches the browser. `decided` gets the final check once, before the first part
 * leaves; `late` is the check made urgent by a model triage that answered after its budget (else undefined).
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
