/** The long-session reminder comes after this much activity… */
export const REMINDER_AFTER_MS = 3 * 60 * 60_000;
/** …where a minute counts only with the page in view and some input in the last five. */
const IDLE_AFTER_MS = 5 * 60_000;
/** A sleeping laptop or a throttled tab must not turn one gap into hours of "activity". */
const MAX_TICK_MS = 2 * 60_000;

export type Activity = { activeMs: number; lastTick: number };

export function startActivity(now: number): Activity {
  return { activeMs: 0, lastTick: now };
}

/** Adds the time since the last tick if the user was active over it. */
export function tick(
  state: Activity,
  now: number,
  { visible, lastInput }: { visible: boolean; lastInput: number },
): Activity {
  const elapsed = Math.min(Math.max(0, now - state.lastTick), MAX_TICK_MS);
  const active = visible && now - lastInput <= IDLE_AFTER_MS;
  return { activeMs: state.activeMs + (active ? elapsed : 0), lastTick: now };
}

export function reminderDue(state: Activity): boolean {
  return state.activeMs >= REMINDER_AFTER_MS;
}

/** A stored state, if it is one. */
export function activityFrom(raw: string | null): Activity | undefined {
  try {
    const value = JSON.parse(raw ?? "null") as Partial<Activity> | null;
    return typeof value?.activeMs === "number" && typeof value.lastTick === "number"
      ? { activeMs: value.activeMs, lastTick: value.lastTick }
      : undefined;
  } catch {
    return undefined;
  }
}
