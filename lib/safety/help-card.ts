import type { Locale } from "@/lib/i18n/locales";
import type { SafetyCategory, SafetyCheck, Severity } from "./categories";
import resources from "./help-resources.json";

export type HelpTopic = "crisis" | "violence" | "sexual" | "youth" | "images" | "exploitation";
type Localized = Record<Locale, string>;
export type HelpService = {
  id: string;
  name: Localized;
  topics: HelpTopic[];
  phone?: string;
  text?: { to: string; body?: string; whatsapp?: boolean };
  web?: string;
  /** Answered around the clock. */
  always?: boolean;
  /** The page the number was read from, and the day it was checked. */
  source: string;
  /** null: the page could not be opened when the entry was added; the card says it is unverified. */
  checked: string | null;
};
export type CountryHelp = { emergency: string | null; emergencyNote?: Localized; services: HelpService[] };

const COUNTRIES = resources.countries as Record<keyof typeof resources.countries, CountryHelp>;
export type HelpCountry = keyof typeof resources.countries;
/** Every country the help card knows, `INTL` (no country: international directories) last. */
export const HELP_COUNTRIES = Object.keys(COUNTRIES) as HelpCountry[];

export function isHelpCountry(value: unknown): value is HelpCountry {
  return typeof value === "string" && Object.hasOwn(COUNTRIES, value);
}

export function countryHelp(country: HelpCountry): CountryHelp {
  return COUNTRIES[country];
}

/** What the chat stream carries above a safety-first reply, as the UI message part `data-help-card`. */
export type HelpCardData = {
  categories: SafetyCategory[];
  severity: Severity;
  /** The country the server guessed; the browser may show another the user chose. */
  country: HelpCountry;
};

/** The advice answers' response header that carries the help card (JSON), ahead of the streamed analysis. */
export const HELP_CARD_HEADER = "x-help-card";

const DEFAULT_COUNTRY: Record<Locale, HelpCountry> = { en: "US", "zh-TW": "TW", "zh-CN": "CN" };

/**
 * The country whose services the card shows: the first region in Accept-Language ("en-GB" → GB, "zh-HK" →
 * HK; a region the data file does not cover → INTL, the international directory), else the interface
 * language's usual one (en → US, zh-TW → TW, zh-CN → CN). The user can pick another on the card.
 */
export function countryFor(locale: Locale, acceptLanguage: string | null | undefined): HelpCountry {
  const tags = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const region = tag
      .split("-")
      .slice(1)
      .find((subtag) => /^[a-z]{2}$/i.test(subtag))
      ?.toUpperCase();
    if (region) return isHelpCountry(region) && region !== "INTL" ? region : "INTL";
  }
  return DEFAULT_COUNTRY[locale];
}

const TOPICS: Record<SafetyCategory, HelpTopic[]> = {
  under_18: ["youth"],
  immediate_danger: ["crisis", "violence"],
  self_harm: ["crisis"],
  violence: ["violence"],
  coercive_control: ["violence"],
  sexual_coercion: ["sexual", "violence"],
  image_abuse: ["images", "sexual"],
};
const TOPIC_ORDER: SafetyCategory[] = [
  "under_18",
  "immediate_danger",
  "self_harm",
  "image_abuse",
  "sexual_coercion",
  "violence",
  "coercive_control",
];

/** The services for these categories, most relevant first (young people's first for a minor), always with a crisis line. */
export function servicesFor(country: HelpCountry, categories: readonly SafetyCategory[]): HelpService[] {
  const { services } = countryHelp(country);
  const topics = TOPIC_ORDER.filter((c) => categories.includes(c)).flatMap((c) => TOPICS[c]);
  // A minor's intimate images: the child-exploitation reporting line comes first.
  if (categories.includes("under_18") && categories.includes("image_abuse")) topics.unshift("exploitation");
  const chosen: HelpService[] = [];
  for (const topic of topics) {
    for (const service of services)
      if (service.topics.includes(topic) && !chosen.includes(service)) chosen.push(service);
  }
  const crisisLine = services.find((service) => service.topics.includes("crisis"));
  if (crisisLine && !chosen.some((service) => service.topics.includes("crisis"))) chosen.push(crisisLine);
  return chosen.length > 0 ? chosen : countryHelp("INTL").services;
}

export function helpCardFor(
  check: SafetyCheck,
  { locale, acceptLanguage }: { locale: Locale; acceptLanguage: string | null | undefined },
): HelpCardData | undefined {
  if (!check.flagged || !check.severity) return undefined;
  return {
    categories: check.matches.map((m) => m.category),
    severity: check.severity,
    country: countryFor(locale, acceptLanguage),
  };
}
