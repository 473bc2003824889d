import type { Language } from "@/db/schema";
import { ONBOARDING_CHOICES, PROFILE_CHOICES, type Choices } from "@/lib/profile/choices";

export type AdvisorProfile = Partial<
  Record<
    | "nickname"
    | "partnerNickname"
    | "relationshipStatus"
    | "relationshipDuration"
    | "livingSituation"
    | "conflictFrequency"
    | "userLoveLanguage"
    | "partnerLoveLanguage"
    | "userCommunicationStyle"
    | "partnerCommunicationStyle"
    | "personalGoals"
    | "relationshipGoals",
    string | null
  >
>;

export type LoveLanguage = "words" | "time" | "gifts" | "service" | "touch";
export type Style = "direct" | "gentle" | "avoidant" | "expressive" | "analytical";
export type Status = "single" | "dating" | "engaged" | "married" | "separated";
export type Living = "longDistance" | "together" | "apart";
export type Frequency = "frequent" | "rare";

/**
 * A profile answer: a list item, read as what it means, or the user's own words (the list's "other" box),
 * kept as written, to be quoted: never read as the nearest list item.
 */
export type Answer<K extends string> = K | { own: string };

/** The profile reduced to what the advisor can speak about; anything unknown or unreadable is absent. */
export type ProfileFacts = {
  nickname?: string;
  partner?: string;
  status?: Answer<Status>;
  living?: Answer<Living>;
  frequency?: Answer<Frequency>;
  /** Already in the reply's language, or the user's own words. */
  duration?: Answer<string>;
  userLove?: Answer<LoveLanguage>;
  partnerLove?: Answer<LoveLanguage>;
  userStyle?: Answer<Style>;
  partnerStyle?: Answer<Style>;
  relationshipGoal?: string;
  personalGoal?: string;
};

type ListName = keyof typeof PROFILE_CHOICES;
/** What each item of a list (in either wizard's wording) means to the advisor; null: nothing to say about it. */
type Meanings<L extends ListName, K> = Record<
  keyof (typeof PROFILE_CHOICES)[L] | keyof (typeof ONBOARDING_CHOICES)[L],
  K | null
>;

const STATUS: Meanings<"relationshipStatus", Status> = {
  single: "single",
  dating: "dating",
  inRelationship: "dating",
  engaged: "engaged",
  married: "married",
  divorced: "separated",
  parent: null,
  complicated: null,
};
const LIVING: Meanings<"livingSituation", Living> = {
  cohabiting: "together",
  together: "together",
  separateSameCity: "apart",
  separately: "apart",
  longDistance: "longDistance",
};
const FREQUENCY: Meanings<"conflictFrequency", Frequency> = {
  multipleDaily: "frequent",
  daily: "frequent",
  multipleWeekly: "frequent",
  weekly: null,
  monthly: "rare",
  yearly: "rare",
  rarely: "rare",
};
const STYLE: Meanings<"communicationStyle", Style> = {
  direct: "direct",
  assertive: "direct",
  indirect: "gentle",
  gentle: "gentle",
  quiet: "gentle",
  analytical: "analytical",
  logical: "analytical",
  expressive: "expressive",
  emotional: "expressive",
  conflictAvoidant: "avoidant",
};
const LOVE: Meanings<"loveLanguage", LoveLanguage> = {
  wordsOfAffirmation: "words",
  actsOfService: "service",
  receivingGifts: "gifts",
  qualityTime: "time",
  physicalTouch: "touch",
  unsure: null,
};
const DURATION: Meanings<"relationshipDuration", Record<Language, string>> = {
  under6Months: { en: "less than 6 months", "zh-TW": "不到6個月", "zh-CN": "不到6个月" },
  sixTo12Months: { en: "6 to 12 months", "zh-TW": "6到12個月", "zh-CN": "6到12个月" },
  oneToTwoYears: { en: "1 to 2 years", "zh-TW": "1到2年", "zh-CN": "1到2年" },
  twoToFourYears: { en: "2 to 4 years", "zh-TW": "2到4年", "zh-CN": "2到4年" },
  fiveToTenYears: { en: "5 to 10 years", "zh-TW": "5到10年", "zh-CN": "5到10年" },
  over10Years: { en: "more than 10 years", "zh-TW": "超過10年", "zh-CN": "超过10年" },
};

/**
 * Reads one answer: a list item of either wizard (the stored English literal, in any letter case) means
 * what `meanings` says; anything else is the user's own words. Nothing is guessed from free text.
 */
function read<L extends ListName, K>(
  value: string | undefined,
  list: L,
  meanings: Meanings<L, K>,
): K | { own: string } | undefined {
  if (!value) return undefined;
  const wanted = value.toLowerCase();
  for (const choices of [PROFILE_CHOICES[list], ONBOARDING_CHOICES[list]] as Choices[]) {
    const item = Object.entries(choices).find(([, literal]) => literal.toLowerCase() === wanted);
    if (item) return meanings[item[0] as keyof Meanings<L, K>] ?? undefined;
  }
  return { own: value };
}

/** Trimmed, free of Markdown/HTML control characters and capped; undefined when nothing is left. */
function clean(value: string | null | undefined, max: number): string | undefined {
  const text = value
    ?.replace(/[<>*_`#[\]\\]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!text || /^(null|undefined)$/i.test(text)) return undefined;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const ZH_UNITS: Record<Exclude<Language, "en">, Record<"year" | "month" | "week", string>> = {
  "zh-TW": { year: "年", month: "個月", week: "週" },
  "zh-CN": { year: "年", month: "个月", week: "周" },
};

/**
 * A duration the user typed is paraphrased when it is a plain number and unit ("2 years", "18個月"), put in
 * the reply's language; any other words are quoted as written.
 */
function localDuration(value: string, language: Language): Answer<string> {
  const zh = /^(\d+|[一二兩两三四五六七八九十半幾几]+)\s*(年|個月|个月|週|周)(多|以上)?$/u.exec(value);
  const en = /^(\d+(?:\s*[-–~]\s*\d+)?)\s*(\+)?\s*(year|yr|month|week)s?\s*(\+)?$/i.exec(value);
  if (language === "en") {
    if (en?.[1] && en[3]) return value.toLowerCase();
    if (!zh?.[1] || !zh[2] || !/^\d+$/.test(zh[1]) || zh[3]) return { own: value };
    const unit = zh[2] === "年" ? "year" : /月/.test(zh[2]) ? "month" : "week";
    return `${zh[1]} ${unit}${zh[1] === "1" ? "" : "s"}`;
  }
  if (zh) return value;
  if (!en?.[1] || !en[3]) return { own: value };
  const unit =
    ZH_UNITS[language][en[3].toLowerCase().startsWith("y") ? "year" : (en[3].toLowerCase() as "month" | "week")];
  const amount = en[1].replace(/\s*[-–~]\s*/, "到");
  return `${amount}${unit}${en[2] || en[4] ? "以上" : ""}`;
}

function duration(value: string | undefined, language: Language): Answer<string> | undefined {
  const answer = read(value, "relationshipDuration", DURATION);
  if (answer === undefined || !("own" in answer)) return answer?.[language];
  return localDuration(answer.own, language);
}

export function readProfile(profile: AdvisorProfile, language: Language): ProfileFacts {
  return {
    nickname: clean(profile.nickname, 40),
    partner: clean(profile.partnerNickname, 40),
    status: read(clean(profile.relationshipStatus, 200), "relationshipStatus", STATUS),
    living: read(clean(profile.livingSituation, 200), "livingSituation", LIVING),
    frequency: read(clean(profile.conflictFrequency, 200), "conflictFrequency", FREQUENCY),
    duration: duration(clean(profile.relationshipDuration, 60), language),
    userLove: read(clean(profile.userLoveLanguage, 200), "loveLanguage", LOVE),
    partnerLove: read(clean(profile.partnerLoveLanguage, 200), "loveLanguage", LOVE),
    userStyle: read(clean(profile.userCommunicationStyle, 200), "communicationStyle", STYLE),
    partnerStyle: read(clean(profile.partnerCommunicationStyle, 200), "communicationStyle", STYLE),
    relationshipGoal: clean(profile.relationshipGoals, 120),
    personalGoal: clean(profile.personalGoals, 120),
  };
}

/** Whether the user has a partner now: what the status says, else whether they named one. */
export function hasPartner(facts: ProfileFacts): boolean {
  if (typeof facts.status === "string") return facts.status !== "single" && facts.status !== "separated";
  return facts.partner !== undefined;
}
