import { parsePartialJson as sdkParsePartialJson } from "ai";
import { fc, it } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { parsePartialJson } from "@/lib/partial-json";

/** What the AI SDK makes of a text: its value, or `failed` where it cannot repair it. */
async function sdk(text: string) {
  const { value, state } = await sdkParsePartialJson(text);
  return state === "failed-parse" ? "failed" : value;
}

/**
 * Every prefix gives what the SDK gives; where the SDK makes nothing of it (`[-`: a number with no digit yet,
 * first in an array), the value so far stays as it was.
 */
async function expectSameOnEveryPrefix(json: string) {
  let before: unknown;
  for (let end = 0; end <= json.length; end++) {
    const prefix = json.slice(0, end);
    const theirs = await sdk(prefix);
    const expected = theirs === "failed" ? before : theirs;
    const value = parsePartialJson(prefix);
    expect({ prefix, value }).toEqual({ prefix, value: expected });
    before = value;
  }
}

const analysis = {
  opening: 'It sounds like the evening went wrong fast, and you are still turning it over. "Why?" is fair.',
  yourSide: "You wanted to be heard \\ seen; tired after work, you snapped.\nThat happens.",
  theirSide: "他們可能覺得被忽略了。They may have felt brushed off — and said so 😔.",
  wentWell: ["You stopped before it escalated.", "You asked for help."],
  doDifferently: ["Name the feeling first.", "Ask one question.", "Agree on a time to talk."],
  script: "\u201cI snapped last night, and I'm sorry. Can we talk tonight at 8?\u201d",
  reflectionQuestion: "What do you need from them when you are tired?",
};

describe("parsePartialJson: an answer streamed as JSON, as far as it has come", () => {
  it("gives what the AI SDK gives on every prefix of an advice answer, compact and indented", async () => {
    await expectSameOnEveryPrefix(JSON.stringify(analysis));
    await expectSameOnEveryPrefix(JSON.stringify(analysis, null, 2));
  });

  it("gives the growing answer: the open string so far, a key without its value left out", () => {
    expect(parsePartialJson('{"opening": "It sounds')).toEqual({ opening: "It sounds" });
    expect(parsePartialJson('{"opening": "Hi", "yourS')).toEqual({ opening: "Hi" });
    expect(parsePartialJson('{"wentWell": ["One", "Tw')).toEqual({ wentWell: ["One", "Tw"] });
    expect(parsePartialJson("")).toBeUndefined();
  });

  it("drops a __proto__ key instead of keeping it as an own property", () => {
    const value = parsePartialJson('{"__proto__": {"isAdmin": true}, "opening": "Hi"}') as object;
    expect(value).toEqual({ opening: "Hi" });
    expect(Object.hasOwn(value, "__proto__")).toBe(false);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  // Three of the SDK's repairs are left out, none of which an advice answer can meet: a number cut short
  // inside an exponent's "+" (`1e+2` reads 1 in an object but 100 in an array; here 100 in both), a key with
  // an escape in it (`{"\":": n` loses the key), and "__proto__"/"constructor" keys (the SDK refuses the rest).
  const plainKey = (key: string) => JSON.stringify(key) === `"${key}"` && key !== "__proto__" && key !== "constructor";
  const plainKeys = (value: unknown): boolean =>
    typeof value !== "object" || value === null
      ? true
      : Object.entries(value).every(([key, inner]) => plainKey(key) && plainKeys(inner));
  const json = fc
    .jsonValue({ depthSize: "small" })
    .filter(plainKeys)
    .map((value) => JSON.stringify(value))
    .filter((text) => !/[eE]\+/.test(text));
  it.prop([json, fc.boolean()], { numRuns: 1000 })(
    "gives what the AI SDK gives on every prefix of any JSON",
    async (json, indented) => {
      await expectSameOnEveryPrefix(indented ? JSON.stringify(JSON.parse(json), null, 2) : json);
    },
  );
});
