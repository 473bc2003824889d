import { fc, it } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { citationStripper, stripCitations } from "@/lib/memory/citations";

/** Streams `text` in pieces cut at `cuts`, and what came out at each step. */
function streamed(text: string, cuts: number[]) {
  const stripper = citationStripper();
  const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  const outputs: string[] = [];
  let at = 0;
  for (const point of [...points, text.length]) {
    outputs.push(stripper.push(text.slice(at, point)));
    at = point;
  }
  outputs.push(stripper.end());
  return { text: outputs.join(""), cited: stripper.cited(), outputs };
}

// Texts made mostly of tag pieces, so that tags, near-tags and cuts inside them are common.
const piece = fc.constantFrom(
  "[",
  "]",
  "m",
  "1",
  "2",
  "0",
  " ",
  "  ",
  "[m1]",
  " [m12]",
  "[m",
  "x",
  ".",
  "Jordan",
  "的",
);
const tagged = fc.oneof(
  fc.array(piece).map((pieces) => pieces.join("")),
  fc.string(),
);
const cuts = fc.array(fc.nat(), { maxLength: 12 });

describe("taking the memory tags out of a reply", () => {
  it("removes tags and the one space before them, and lists the items cited in first-cited order", () => {
    expect(stripCitations("Jordan [m1]. Take a walk first [m2][m1], then talk [m12].")).toEqual({
      text: "Jordan. Take a walk first, then talk.",
      cited: [1, 2, 12],
    });
    expect(stripCitations("記得阿明的生日[m3]。").text).toBe("記得阿明的生日。");
    expect(stripCitations("Two  [m1] spaces").text).toBe("Two  spaces");
  });

  it("leaves what only looks like a tag", () => {
    for (const text of ["[", "[x]", "[m]", "[m123]", "[M1]", "a [m1", "[m 1]", "m1]", "[[m1]"]) {
      expect(stripCitations(text).text).toBe(text === "[[m1]" ? "[" : text);
    }
  });

  it("strips a tag split across deltas, holding back only what may still become one", () => {
    const stripper = citationStripper();
    expect(stripper.push("Jordan")).toBe("Jordan");
    expect(stripper.push(" [")).toBe("");
    expect(stripper.push("m1")).toBe("");
    expect(stripper.push("2].")).toBe(".");
    expect(stripper.push(" [x")).toBe(" [x");
    expect(stripper.push(" [m")).toBe("");
    expect(stripper.end()).toBe(" [m");
    expect(stripper.cited()).toEqual([12]);
  });

  it.prop([tagged, cuts], { numRuns: 2000 })("gives the same output however the text is cut", (text, at) => {
    const result = streamed(text, at);
    expect({ text: result.text, cited: result.cited }).toEqual(stripCitations(text));
  });

  it.prop([tagged, cuts], { numRuns: 1000 })("never holds back more than a space and a tag's start", (text, at) => {
    const { outputs } = streamed(text, at);
    const whole = stripCitations(text).text;
    let out = "";
    for (const output of outputs.slice(0, -1)) out += output;
    expect(whole.length - out.length).toBeLessThanOrEqual(5);
  });

  it.prop([fc.string().filter((text) => !/\[m\d{1,2}\]/.test(text)), cuts])(
    "passes a text without tags through unchanged",
    (text, at) => {
      expect(streamed(text, at).text).toBe(text);
      expect(stripCitations(text)).toEqual({ text, cited: [] });
    },
  );
});
