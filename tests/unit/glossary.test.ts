import { describe, expect, it } from "vitest";
import { MESSAGES } from "@/lib/i18n/messages";
import { PERSONAS } from "@/lib/personas/personas";

type Tree = { [key: string]: string | Tree };
type Chinese = "zh-TW" | "zh-CN";

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string" ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

// Every screen's strings, the landing and pricing pages' (`landing.*`, `pricing.*`) and the e-mails' among them.
const en = flatten(MESSAGES.en as Tree);
const zh: Record<Chinese, Record<string, string>> = {
  "zh-TW": flatten(MESSAGES["zh-TW"] as Tree),
  "zh-CN": flatten(MESSAGES["zh-CN"] as Tree),
};
const CHINESE: Chinese[] = ["zh-TW", "zh-CN"];

/** Product terms: where the English names one, each translation uses its one word for it. */
const TERMS: [RegExp, Record<Chinese, string>][] = [
  [/\bpersonas?\b/i, { "zh-TW": "角色", "zh-CN": "角色" }],
  [/\bpersonalit(y|ies)\b/i, { "zh-TW": "個性", "zh-CN": "个性" }],
  [/\bresponse modes?\b/i, { "zh-TW": "回覆模式", "zh-CN": "回复模式" }],
  [/\bredeem codes?\b/i, { "zh-TW": "兌換碼", "zh-CN": "兑换码" }],
  [/\bdisplay name\b/i, { "zh-TW": "顯示名稱", "zh-CN": "显示名称" }],
  [/\bsafety plans?\b/i, { "zh-TW": "安全計畫", "zh-CN": "安全计划" }],
  [/\badvice requests?\b/i, { "zh-TW": "建議請求", "zh-CN": "建议请求" }],
  [/\baccounts?\b/i, { "zh-TW": "帳號", "zh-CN": "账号" }],
];

/** Strings that speak of the advisor's personas: where a persona's name is the product's, not a profession. */
const aboutPersonas = (key: string) => /persona/i.test(key) || /\bpersona|personalit/i.test(en[key]!);

/** "Therapist" in a persona string, and "therapist" in "the therapist persona", both name the persona. */
const mentions = (text: string, name: string) => new RegExp(`\\b${name}\\b`, "i").test(text);

describe("the glossary", () => {
  it.each(CHINESE)("names each persona as the persona picker does, wherever %s speaks of it", (language) => {
    const names = MESSAGES[language].personas;
    const wrong: string[] = [];
    for (const key of Object.keys(en).filter(aboutPersonas))
      for (const { id } of PERSONAS) {
        const english = MESSAGES.en.personas[id].name;
        if ((mentions(en[key]!, english) || mentions(en[key]!, id)) && !zh[language][key]!.includes(names[id].name))
          wrong.push(`${key} (${english} → ${names[id].name}): ${zh[language][key]}`);
      }
    expect(wrong).toEqual([]);
  });

  it.each(CHINESE)("uses one word for each product term in %s", (language) => {
    const wrong: string[] = [];
    for (const [term, words] of TERMS)
      for (const [key, text] of Object.entries(en))
        if (term.test(text) && !zh[language][key]!.includes(words[language]))
          wrong.push(`${key} (${term.source} → ${words[language]}): ${zh[language][key]}`);
    expect(wrong).toEqual([]);
  });

  it.each([
    ["zh-TW", /您|帳戶/],
    ["zh-CN", /您|帐户|账户/],
  ] as const)("addresses the reader one way in %s: 你, and 帳號/账号 for the account", (language, other) => {
    const wrong = Object.entries(zh[language]).filter(([, text]) => other.test(text));
    expect(wrong.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
