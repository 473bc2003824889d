import { describe, expect, it } from "vitest";
import {
  FRESH,
  NOT_HEARD_AFTER_MS,
  PAUSE_AFTER_MISSES,
  afterTurn,
  microphoneProblem,
  type AfterTurn,
  type ListenState,
  type TurnEnd,
} from "@/components/voice/after-turn";

const silent = (ms: number, sound = false): TurnEnd => ({ text: "", ms, sound });
const failed = (error: string, ms = 50): TurnEnd => ({ text: "", ms, sound: false, error });

/** The steps voice chat takes for these turn ends, one after another, from a fresh start. */
function steps(ends: TurnEnd[]): AfterTurn[] {
  let state: ListenState = FRESH;
  return ends.map((end) => {
    const after = afterTurn(state, end);
    state = after.state;
    return after.next;
  });
}

describe("afterTurn: what voice chat does once a turn has ended", () => {
  it("sends the words heard, trimmed, whatever went before", () => {
    expect(steps([failed("network"), { text: "  We argued. ", ms: 3000, sound: true }]).at(-1)).toEqual({
      action: "send",
      text: "We argued.",
    });
  });

  it.each([
    ["not-allowed", "denied"],
    ["NotAllowedError", "denied"],
    ["service-not-allowed", "speechUnavailable"],
    ["language-not-supported", "speechUnavailable"],
    ["audio-capture", "noMicrophone"],
    ["NotFoundError", "noMicrophone"],
    ["NotReadableError", "noMicrophone"],
  ])("stops at once on %s, named as %s", (error, problem) => {
    expect(steps([failed(error)])).toEqual([{ action: "stop", problem }]);
  });

  it("retries a network error after 1 s, 2 s and 4 s, saying it reconnects, then stops: unreachable", () => {
    expect(steps(Array.from({ length: 4 }, () => failed("network")))).toEqual([
      { action: "listen", afterMs: 1000, notice: "reconnecting" },
      { action: "listen", afterMs: 2000, notice: "reconnecting" },
      { action: "listen", afterMs: 4000, notice: "reconnecting" },
      { action: "stop", problem: "unreachable" },
    ]);
  });

  it("treats an unknown error (a transcription request that failed) as the network", () => {
    expect(steps([failed("transcription")])).toEqual([{ action: "listen", afterMs: 1000, notice: "reconnecting" }]);
  });

  it("starts the tries over once a turn listened normally", () => {
    const ends = [failed("network"), failed("network"), silent(3000), failed("network")];
    expect(steps(ends).at(-1)).toEqual({ action: "listen", afterMs: 1000, notice: "reconnecting" });
  });

  it("backs off from a recogniser that ends at once having heard nothing, then says it cannot hear the microphone", () => {
    // A recogniser that ends within milliseconds would otherwise restart about 1,500 times in 6 s.
    expect(steps([silent(5), failed("no-speech", 3), silent(0), silent(4)])).toEqual([
      { action: "listen", afterMs: 1000 },
      { action: "listen", afterMs: 2000 },
      { action: "listen", afterMs: 4000 },
      { action: "stop", problem: "noMicrophone" },
    ]);
  });

  it("restarts a silent turn quietly at once, and says it did not catch that only after a while", () => {
    // The third turn brings the silence to 9 s.
    expect(NOT_HEARD_AFTER_MS).toBe(8000);
    expect(steps([silent(3000), failed("no-speech", 3000), silent(3000)])).toEqual([
      { action: "listen", afterMs: 0 },
      { action: "listen", afterMs: 0 },
      { action: "listen", afterMs: 0, notice: "notHeard" },
    ]);
  });

  it("says it did not catch that at once when a sound came without words", () => {
    expect(steps([silent(2000, true)])).toEqual([{ action: "listen", afterMs: 0, notice: "notHeard" }]);
    expect(steps([silent(200, true)])).toEqual([{ action: "listen", afterMs: 0, notice: "notHeard" }]);
  });

  it("pauses after a minute without words, or after a run of silent turns", () => {
    expect(steps([silent(60_000)])).toEqual([{ action: "stop", problem: "quiet" }]);
    const turns = steps(Array.from({ length: PAUSE_AFTER_MISSES }, () => silent(2000, true)));
    expect(turns.at(-1)).toEqual({ action: "stop", problem: "quiet" });
    expect(turns.slice(0, -1).every((turn) => turn.action === "listen")).toBe(true);
  });

  it("never restarts without a pause more often than once a second", () => {
    // Whatever the recogniser does, a restart with no pause follows a turn that listened for at least 1 s
    // or heard a sound (and those pause after a few).
    const ends: TurnEnd[] = [];
    for (let ms = 0; ms < 1000; ms += 37) ends.push(silent(ms), failed("no-speech", ms), failed("aborted", ms));
    let state: ListenState = FRESH;
    for (const end of ends) {
      const { state: next, next: step } = afterTurn(state, end);
      if (step.action === "listen" && step.afterMs === 0) throw new Error(`restarted at once after ${end.ms} ms`);
      if (step.action === "stop") break;
      state = next;
    }
  });
});

describe("microphoneProblem: why the microphone could not be opened", () => {
  it("names a refusal apart from a microphone that is missing or busy", () => {
    expect(microphoneProblem("NotAllowedError")).toBe("denied");
    expect(microphoneProblem("NotFoundError")).toBe("noMicrophone");
    expect(microphoneProblem("NotReadableError")).toBe("noMicrophone");
    expect(microphoneProblem("AbortError")).toBe("noMicrophone");
  });
});
