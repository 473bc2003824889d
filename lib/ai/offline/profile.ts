import type { Language } from "@/db/schema";

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

/** The profile reduced to what the advisor can speak about; anything unknown or unreadable is absent. */
export type ProfileFacts = {
  nickname?: string;
  partner?: string;
  status?: Status;
  living?: Living;
  frequency?: Frequency;
  /** Already in the reply's language. */
  duration?: string;
  userLove?: LoveLanguage;
  partnerLove?: LoveLanguage;
  userStyle?: Style;
  partnerStyle?: Style;
  relationshipGoal?: string;
  personalGoal?: string;
};

// Profile answers are option labels or free text in any of the three languages.
const LOVE: Record<LoveLanguage, RegExp> = {
  time: /quality|time together|精心|時刻|时刻|陪伴/i,
  words: /affirm|words|言詞|言词|言辞|肯定|讚美|赞美/i,
  service: /service|acts|服務|服务|幫忙|帮忙/i,
  gifts: /gift|禮物|礼物/i,
  touch: /touch|physical|接觸|接触|擁抱|拥抱|肢體|肢体/i,
};

const STYLE: Record<Style, RegExp> = {
  avoidant: /avoid|withdraw|shut(s)? down|silent|quiet|逃避|迴避|回避|冷戰|冷战|沉默|悶|闷/i,
  direct: /direct|blunt|assertive|straightforward|直接|直率|坦率/i,
  gentle: /gentle|indirect|soft|passive|reserved|diplomatic|委婉|含蓄|溫和|温和|被動|被动|內向|内向/i,
  expressive: /express|emotional|open|passionate|感性|情緒|情绪|表達|表达|外向/i,
  analytical: /analyt|logic|rational|理性|邏輯|逻辑|分析/i,
};

const STATUS: Record<Status, RegExp> = {
  separated: /separat|divorc|分居|離婚|离婚|分手/i,
  engaged: /engag|fianc|訂婚|订婚|未婚夫|未婚妻/i,
  married: /marri|husband|wife|spouse|已婚|結婚|结婚|夫妻|老公|老婆/i,
  dating: /dating|relationship|boyfriend|girlfriend|partner|交往|戀愛|恋爱|男友|女友|男朋友|女朋友/i,
  single: /single|單身|单身/i,
};

const LONG_DISTANCE = /long[- ]?distance|\bldr\b|different (cit|countr)|異地|异地|遠距|远距|跨國|跨国/i;
const LIVING: Record<Living, RegExp> = {
  longDistance: LONG_DISTANCE,
  apart: /apart|separately|not (living )?together|don'?t live|分開住|分开住|各自|不同住|沒同居|没同居/i,
  together: /together|cohabit|live with|同居|住在一起|一起住/i,
};

const FREQUENCY: Record<Frequency, RegExp> = {
  rare: /not often|rare|seldom|never|hardly|occasional|monthly|很少|幾乎不|几乎不|偶爾|偶尔|不常/i,
  frequent:
    /often|frequent|daily|every day|weekly|constant|always|a lot|經常|经常|常常|每天|每週|每周|總是|总是|頻繁|频繁/i,
};

const CJK = /[\u3400-\u9fff]/;

/** The category whose pattern matches earliest, so "Quality Time, Physical Touch" reads as quality time. */
function classify<K extends string>(value: string | undefined, table: Record<K, RegExp>): K | undefined {
  if (!value) return undefined;
  let best: { key: K; at: number } | undefined;
  for (const key of Object.keys(table) as K[]) {
    const at = value.search(table[key]);
    if (at >= 0 && (!best || at < best.at)) best = { key, at };
  }
  return best?.key;
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

/** A duration is only shown when it reads naturally in the reply's language; otherwise it is left out. */
function localDuration(value: string | undefined, language: Language): string | undefined {
  if (!value) return undefined;
  if (language === "en") {
    if (!CJK.test(value)) return /\d|year|month|week/i.test(value) ? value.toLowerCase() : undefined;
    const zh = /(\d+)\s*(年|個月|个月|週|周)/.exec(value);
    if (!zh?.[1] || !zh[2]) return undefined;
    const unit = zh[2] === "年" ? "year" : /月/.test(zh[2]) ? "month" : "week";
    return `${zh[1]} ${unit}${zh[1] === "1" ? "" : "s"}`;
  }
  if (CJK.test(value)) return value;
  const en = /^(\d+(?:\s*[-–~]\s*\d+)?)\s*(\+)?\s*(year|yr|month|week)s?\s*(\+)?$/i.exec(value);
  if (!en?.[1] || !en[3]) return undefined;
  const unit =
    ZH_UNITS[language][en[3].toLowerCase().startsWith("y") ? "year" : (en[3].toLowerCase() as "month" | "week")];
  const amount = en[1].replace(/\s*[-–~]\s*/, "到");
  return `${amount}${unit}${en[2] || en[4] ? "以上" : ""}`;
}

export function readProfile(profile: AdvisorProfile, language: Language): ProfileFacts {
  const status = clean(profile.relationshipStatus, 200);
  return {
    nickname: clean(profile.nickname, 40),
    partner: clean(profile.partnerNickname, 40),
    status: classify(status, STATUS),
    living:
      classify(clean(profile.livingSituation, 200), LIVING) ??
      (status && LONG_DISTANCE.test(status) ? "longDistance" : undefined),
    frequency: classify(clean(profile.conflictFrequency, 200), FREQUENCY),
    duration: localDuration(clean(profile.relationshipDuration, 40), language),
    userLove: classify(clean(profile.userLoveLanguage, 200), LOVE),
    partnerLove: classify(clean(profile.partnerLoveLanguage, 200), LOVE),
    userStyle: classify(clean(profile.userCommunicationStyle, 200), STYLE),
    partnerStyle: classify(clean(profile.partnerCommunicationStyle, 200), STYLE),
    relationshipGoal: clean(profile.relationshipGoals, 120),
    personalGoal: clean(profile.personalGoals, 120),
  };
}
