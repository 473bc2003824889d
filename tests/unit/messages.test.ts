import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string" ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
const flat = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(MESSAGES[locale] as Tree)]));

describe("translations", () => {
  it.each(LOCALES)("%s has exactly the keys every other language has", (locale) => {
    for (const other of LOCALES) {
      const missing = Object.keys(flat[other]!).filter((key) => !(key in flat[locale]!));
      expect(missing, `${locale} lacks keys that ${other} has`).toEqual([]);
    }
  });

  it.each(LOCALES)("%s has no empty strings and the same placeholders as English", (locale) => {
    for (const [key, text] of Object.entries(flat[locale]!)) {
      expect(text.trim(), `${locale}:${key} is empty`).not.toBe("");
      expect(placeholders(text), `${locale}:${key} placeholders`).toEqual(placeholders(flat.en![key] ?? ""));
    }
  });
});
