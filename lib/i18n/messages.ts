import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import zhCN from "@/messages/zh-CN.json";
import zhTW from "@/messages/zh-TW.json";
import type { Locale } from "./locales";

export type Messages = typeof en;

export const MESSAGES: Record<Locale, Messages> = { en, "zh-TW": zhTW, "zh-CN": zhCN };

/** A translator outside React (route handlers, e-mails), for any locale. */
export function translator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale] });
}
