import { after } from "next/server";

/**
 * Runs `task` once the response has been sent. In a request, through Next's `after()`, which keeps a
 * serverless function alive until the task ends; outside one (tests, scripts) there is no response to
 * wait for, so it starts at once, unawaited. The task handles its own failures.
 */
export function afterResponse(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    void task();
  }
}
