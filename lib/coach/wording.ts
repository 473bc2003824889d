import type { Locale } from "@/lib/i18n/locales";
import type { MarkerKind } from "./kinds";

/** What the local coach says, in one language: why each kind lands badly, the rewrite's opening line, its notes. */
type Wording = {
  why: Record<MarkerKind, string>;
  /**
   * The "I" statement that opens a rewrite, by the first kind found: a feeling only where the kind implies one
   * (hurt behind "you never listen"), never an event, promise or apology the person did not make.
   */
  lead: Record<MarkerKind, string>;
  /** The shortest opening, for drafts too short for a full one. */
  shortLead: string;
  sentenceEnd: string;
  /** Turns a threat's condition ("if you don't pay me back") into the request it carries. */
  asRequest: (condition: string) => string | undefined;
  /** Joins two sentences of the rewrite. */
  gap: string;
  fine: string;
  /** What the person wants, said as theirs when they gave it as a bare phrase ("more help with the chores"). */
  wish: (want: string) => string;
  kept: (request: string) => string;
  left: (quote: string) => string;
  /** When no rewrite fits: too short to rewrite within twice its length, or what the person wants carries a marker. */
  noRewrite: string;
  /** A model's rewrite that still carries a marker after the one retry: shown, with this note. */
  stillMarked: (quote: string) => string;
};

/** "禮拜五前不還錢" → "禮拜五前請還錢": a short condition with one 不 and no dare (敢, 再). */
function chineseRequest(condition: string, please: string): string | undefined {
  const match = /^(?:你|妳)?(?:如果|要是|若是?)?(?:你|妳)?([^不敢再]{0,8})不([^不敢再]{1,8})$/.exec(condition);
  return match ? `${match[1]}${please}${match[2]}` : undefined;
}

const en: Wording = {
  why: {
    threat: "An ultimatum or threat makes your partner defend themselves instead of hearing what you need.",
    contempt: "Insults and mockery tell your partner you look down on them, which hurts more than any complaint.",
    sarcasm: "Sarcasm hides what you mean behind a jab, so your partner hears the mockery and not the request.",
    stonewalling: "Shutting the conversation down leaves your partner locked out and the problem unsolved.",
    defensiveness: "Denying any part or turning it back on them starts a contest over who is to blame.",
    blame: "Making your partner responsible for your feelings invites them to argue instead of help.",
    absolute:
      "\u201cAlways\u201d and \u201cnever\u201d are rarely true, so your partner will argue the exceptions instead of the point.",
    criticism: "An attack on who your partner is, rather than on one thing they did, puts them on the defensive.",
  },
  lead: {
    threat: "This really matters to me.",
    contempt: "I'm really upset right now.",
    sarcasm: "I'm disappointed.",
    stonewalling: "I need some time before we talk about this.",
    defensiveness: "I see this differently.",
    blame: "I'm upset about what happened.",
    absolute: "I feel hurt.",
    criticism: "I'm upset about this.",
  },
  shortLead: "I'm upset.",
  sentenceEnd: ".",
  asRequest: (condition) => {
    const match = /^(?:if (?:you|u) (?:don't|do not|dont|won't|will not)|unless (?:you|u)) (.+)$/i.exec(condition);
    return match ? `Please ${match[1]}` : undefined;
  },
  gap: " ",
  fine: "This reads as kind and clear \u2014 send it.",
  wish: (want) => `What I'd like: ${want}`,
  kept: (request) => `Kept what you ask for: \u201c${request}\u201d.`,
  left: (quote) => `Left out \u201c${quote}\u201d.`,
  noRewrite: "No plain rewrite fits this draft; the marked words above are what to change.",
  stillMarked: (quote) => `The rewrite still has \u201c${quote}\u201d; change it before you send it.`,
};

const zhTW: Wording = {
  why: {
    threat: "最後通牒或威脅會讓對方忙著防衛，聽不見你真正需要的是什麼。",
    contempt: "羞辱和嘲笑會讓對方覺得被看不起，比任何抱怨都更傷人。",
    sarcasm: "反話把你的意思藏在諷刺後面，對方只聽到嘲弄，聽不到你的請求。",
    stonewalling: "直接把對話關掉，會讓對方被擋在門外，問題也沒有解決。",
    defensiveness: "否認自己有任何責任、或把問題丟回給對方，會變成比賽誰該被怪。",
    blame: "把自己的情緒或結果都算在對方頭上，會讓對方想辯解而不是想幫忙。",
    absolute: "「總是」「從來不」很少是真的，對方會去爭例外，而不是聽你的重點。",
    criticism: "攻擊對方這個人，而不是某一件事，會讓對方立刻防衛起來。",
  },
  lead: {
    threat: "這件事對我很重要。",
    contempt: "我現在真的很難受。",
    sarcasm: "我有點失望。",
    stonewalling: "我需要先冷靜一下再談。",
    defensiveness: "我對這件事的看法不太一樣。",
    blame: "發生這件事我很難過。",
    absolute: "我覺得很受傷。",
    criticism: "我心裡很不舒服。",
  },
  shortLead: "我很難過。",
  sentenceEnd: "。",
  asRequest: (condition) => chineseRequest(condition, "請"),
  gap: "",
  fine: "這樣寫很溫和也很清楚，直接傳吧",
  wish: (want) => `我希望的是：${want}`,
  kept: (request) => `保留了你的請求：「${request}」。`,
  left: (quote) => `拿掉了「${quote}」。`,
  noRewrite: "這則訊息沒辦法簡單改寫；上面標出的地方就是可以調整的部分。",
  stillMarked: (quote) => `改寫裡還有「${quote}」，傳之前再改一下。`,
};

const zhCN: Wording = {
  why: {
    threat: "最后通牒或威胁会让对方忙着防卫，听不见你真正需要的是什么。",
    contempt: "羞辱和嘲笑会让对方觉得被看不起，比任何抱怨都更伤人。",
    sarcasm: "反话把你的意思藏在讽刺后面，对方只听到嘲弄，听不到你的请求。",
    stonewalling: "直接把对话关掉，会让对方被挡在门外，问题也没有解决。",
    defensiveness: "否认自己有任何责任、或把问题推回给对方，会变成比赛谁该被怪。",
    blame: "把自己的情绪或结果都算在对方头上，会让对方想辩解而不是想帮忙。",
    absolute: "“总是”“从来不”很少是真的，对方会去争例外，而不是听你的重点。",
    criticism: "攻击对方这个人，而不是某一件事，会让对方立刻防卫起来。",
  },
  lead: {
    threat: "这件事对我很重要。",
    contempt: "我现在真的很难受。",
    sarcasm: "我有点失望。",
    stonewalling: "我需要先冷静一下再谈。",
    defensiveness: "我对这件事的看法不太一样。",
    blame: "发生这件事我很难过。",
    absolute: "我觉得很受伤。",
    criticism: "我心里很不舒服。",
  },
  shortLead: "我很难过。",
  sentenceEnd: "。",
  asRequest: (condition) => chineseRequest(condition, "请"),
  gap: "",
  fine: "这样写既温和又清楚，直接发吧",
  wish: (want) => `我希望的是：${want}`,
  kept: (request) => `保留了你的请求：“${request}”。`,
  left: (quote) => `去掉了“${quote}”。`,
  noRewrite: "这条消息没法简单改写；上面标出的地方就是可以调整的部分。",
  stillMarked: (quote) => `改写里还有“${quote}”，发之前再改一下。`,
};

export const WORDING: Record<Locale, Wording> = { en, "zh-TW": zhTW, "zh-CN": zhCN };
