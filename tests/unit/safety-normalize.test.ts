import { describe, expect, it } from "vitest";
import { fold, normalize, rawRange } from "@/lib/safety/normalize";

const spelled = (raw: string) => normalize(raw).text;

describe("the safety check's normalisation", () => {
  it("folds compatibility forms, case, quotes and traditional characters", () => {
    expect(fold("ＩＴ’Ｓ  “Ｏｋ”！").text).toBe(`it's "ok"!`);
    expect(fold("他說如果我敢離開就要殺了我").text).toBe("他说如果我敢离开就要杀了我");
  });

  it("writes out contractions and texting shorthand", () => {
    expect(spelled("im gonna do it, he'll never know u cant stop me")).toBe(
      "i am going to do it, he will never know you cannot stop me",
    );
    expect(spelled("I don't wanna be here tonite")).toBe("i do not want to be here tonight");
  });

  it("reads leetspeak, repeated letters, misspellings and euphemisms", () => {
    expect(spelled("i want to k1ll myself")).toBe("i want to kill myself");
    expect(spelled("$uicide")).toBe("suicide");
    expect(spelled("i wanna diiiiie")).toBe("i want to diie");
    expect(spelled("sooooo tired of the sucide thoughts")).toBe("soo tired of the suicide thoughts");
    expect(spelled("thinking about sewer slide again, kms")).toBe("thinking about suicide again, kill myself");
    expect(spelled("i want to unalive myself")).toBe("i want to kill myself");
    expect(spelled("又想紫砂了 想自s")).toBe("又想自杀了 想自杀");
  });

  it("leaves numbers, ages and ordinary words alone", () => {
    expect(spelled("i'm 16 and it's 24/7 at 3am")).toBe("i am 16 and it is 24/7 at 3am");
    expect(spelled("紫砂壶很好看")).toBe("紫砂壶很好看");
    expect(spelled("the bill was $40 for 2 people")).toBe("the bill was $40 for 2 people");
  });

  it("maps every normalized position back to the raw text, surrogate pairs and CJK included", () => {
    const raw = "😭 ＩＭ gonna k1ll myself 今晚";
    const mapped = normalize(raw);
    const at = mapped.text.indexOf("kill myself");
    const range = rawRange(mapped, at, at + "kill myself".length);
    expect(raw.slice(range.start, range.end)).toBe("k1ll myself");
    const zh = mapped.text.indexOf("今晚");
    expect(raw.slice(rawRange(mapped, zh, zh + 2).start, rawRange(mapped, zh, zh + 2).end)).toBe("今晚");
    const expanded = mapped.text.indexOf("going to");
    const gonna = rawRange(mapped, expanded, expanded + "going to".length);
    expect(raw.slice(gonna.start, gonna.end)).toBe("gonna");
    const im = rawRange(mapped, mapped.text.indexOf("i am"), mapped.text.indexOf("i am") + 4);
    expect(raw.slice(im.start, im.end)).toBe("ＩＭ");
  });
});
