import { describe, expect, it } from "vitest";
import { completeSentences } from "@/components/voice/sentences";

describe("reading a streaming reply aloud sentence by sentence", () => {
  it("gives only the sentences that are complete, and where the next one starts", () => {
    const first = completeSentences("Take a breath. Then tell **Alex** how", 0, false);
    expect(first.sentences).toEqual(["Take a breath."]);
    const text = "Take a breath. Then tell **Alex** how you felt! Ask what";
    const second = completeSentences(text, first.next, false);
    expect(second.sentences).toEqual(["Then tell Alex how you felt!"]);
    expect(completeSentences(`${text} they need.`, second.next, true).sentences).toEqual(["Ask what they need."]);
  });

  it("waits at a full stop at the very end until more arrives (it may be 3.5), and splits Chinese", () => {
    expect(completeSentences("It costs 3.", 0, false).sentences).toEqual([]);
    expect(completeSentences("先深呼吸。再告訴他你的感受！然後", 0, false).sentences).toEqual([
      "先深呼吸。",
      "再告訴他你的感受！",
    ]);
  });
});
