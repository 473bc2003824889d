import { describe, expect, it } from "vitest";
import { REMINDER_AFTER_MS, activityFrom, reminderDue, startActivity, tick } from "@/lib/safety/activity";

const MINUTE = 60_000;

/** Ticks every 30 seconds for `minutes`, with the page visible and the user typing now and then. */
function activeFor(minutes: number, from = startActivity(0)) {
  let state = from;
  for (let now = state.lastTick + 30_000; now <= from.lastTick + minutes * MINUTE; now += 30_000) {
    state = tick(state, now, { visible: true, lastInput: now - MINUTE });
  }
  return state;
}

describe("the long-session reminder", () => {
  it("comes after three hours of activity, not before", () => {
    expect(reminderDue(activeFor(179))).toBe(false);
    expect(reminderDue(activeFor(180))).toBe(true);
    expect(REMINDER_AFTER_MS).toBe(3 * 60 * MINUTE);
  });

  it("does not count a hidden page, an idle user, or a long sleep", () => {
    const start = startActivity(0);
    expect(tick(start, 30_000, { visible: false, lastInput: 29_000 }).activeMs).toBe(0);
    expect(tick(start, 30_000, { visible: true, lastInput: 30_000 - 6 * MINUTE }).activeMs).toBe(0);
    expect(tick(start, 30_000, { visible: true, lastInput: 30_000 - 5 * MINUTE }).activeMs).toBe(30_000);
    expect(tick(start, 30_000, { visible: true, lastInput: 30_000 - 5 * MINUTE - 1 }).activeMs).toBe(0);
    expect(tick(start, 5 * 60 * MINUTE, { visible: true, lastInput: 5 * 60 * MINUTE }).activeMs).toBe(2 * MINUTE);
  });

  it("reads only a well-formed stored state", () => {
    expect(activityFrom(JSON.stringify({ activeMs: 5, lastTick: 7 }))).toEqual({ activeMs: 5, lastTick: 7 });
    expect(activityFrom("{oops")).toBeUndefined();
    expect(activityFrom(null)).toBeUndefined();
    expect(activityFrom(JSON.stringify({ activeMs: "5" }))).toBeUndefined();
    expect(activityFrom(JSON.stringify({ activeMs: "5", lastTick: 7 }))).toBeUndefined();
    expect(activityFrom(JSON.stringify({ activeMs: 5 }))).toBeUndefined();
    expect(activityFrom(JSON.stringify({ activeMs: 5, lastTick: "7" }))).toBeUndefined();
  });
});
