import { describe, expect, it } from "vitest";
import { wrapIndex } from "@/components/landing/story-carousel";

describe("case-study carousel position", () => {
  it("moves forward and back within the slides", () => {
    expect(wrapIndex(1, 1, 5)).toBe(2);
    expect(wrapIndex(3, -1, 5)).toBe(2);
  });

  it("wraps from the last slide to the first and from the first to the last", () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
  });
});
