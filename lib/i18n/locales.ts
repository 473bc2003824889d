/** The interface languages; the database's `LANGUAGES` are these (this module reaches the browser, the schema not). */
export const LOCALES = ["en", "zh-TW", "zh-CN"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** Cookie (read by the server) and local-storage key (read by the client) holding the interface language. */
export const LANGUAGE_KEY = "language";
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The language cookie's attributes, for every place that writes it as a string. */
export const LANGUAGE_COOKIE_ATTRIBUTES = `Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;

/** The cookie (Set-Cookie or document.cookie) that makes `locale` the interface language of this browser. */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_KEY}=${locale}; ${LANGUAGE_COOKIE_ATTRIBUTES}`;
}

export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  "zh-TW": "繁體中文",
  "zh-CN": "简体中文",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The first supported language in an Accept-Language header, by quality; plain `zh` means zh-CN, Hong Kong and Macau zh-TW. */
function fromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith("en")) return "en";
    if (/^zh-(tw|hk|mo|hant)/.test(tag)) return "zh-TW";
    if (tag.startsWith("zh")) return "zh-CN";
  }
  return undefined;
}

/** The interface language: the stored preference, else the browser's languages, else English. */
export function negotiateLocale(
  cookieValue: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  return fromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

export function localeOfRequest(request: { headers: Pick<Headers, "get"> }): Locale {
  const cookie = request.headers
    .get("cookie")
    ?.split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${LANGUAGE_KEY}=`));
  return negotiateLocale(
    cookie ? decodeURIComponent(cookie.slice(LANGUAGE_KEY.length + 1)) : undefined,
    request.headers.get("accept-language"),
  );
}
