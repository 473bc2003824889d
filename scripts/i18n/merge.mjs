#!/usr/bin/env node
// Deep-merges a JSON fragment into messages/<locale>.json: node scripts/i18n/merge.mjs <locale> <fragment.json>
import { readFileSync, writeFileSync } from "node:fs";

const [locale, fragmentPath] = process.argv.slice(2);
if (!locale || !fragmentPath) throw new Error("usage: merge.mjs <locale> <fragment.json>");
const file = new URL(`../../messages/${locale}.json`, import.meta.url);
const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    target[key] = value && typeof value === "object" && !Array.isArray(value) ? merge(target[key] ?? {}, value) : value;
  }
  return target;
};
const messages = merge(JSON.parse(readFileSync(file, "utf8")), JSON.parse(readFileSync(fragmentPath, "utf8")));
writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
