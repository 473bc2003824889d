import type { ActionKind, Outcome, ReactionKind } from "./analysis-types";

type Words = { en: readonly string[]; zh: readonly string[] };

/** English sources get a leading word boundary (so stems match), Chinese ones list both scripts. */
function compile(words: Words): RegExp[] {
  return [...words.en.map((w) => new RegExp(`\\b(?:${w})`, "i")), ...words.zh.map((w) => new RegExp(w))];
}

/** The first kind, in the table's order, that any pattern finds in the text. */
function firstMatch<K extends string>(text: string, table: [K, RegExp[]][]): K | undefined {
  return table.find(([, patterns]) => patterns.some((pattern) => pattern.test(text)))?.[0];
}

// Order matters: "I yelled, then said sorry" is an apology; a request is only what is left.
const ACTIONS: [Exclude<ActionKind, "other">, RegExp[]][] = [
  [
    "apology",
    compile({
      en: ["sorry", "apologi[sz]", "my (fault|bad)"],
      zh: ["對不起", "对不起", "抱歉", "道歉", "我的錯", "我的错"],
    }),
  ],
  [
    "blame",
    compile({
      en: [
        "(you|he|she|they)('re| are| is)? (always|never)",
        "never help",
        "your fault",
        "yell",
        "shout",
        "scream",
        "snap(ped)?\\b",
        "critici[sz]",
        "blame",
        "accus",
        "insult",
        "called (him|her|them)",
        "lazy",
        "selfish",
        "nag",
      ],
      zh: [
        "總是",
        "总是",
        "從來不",
        "从来不",
        "從不",
        "从不",
        "都是你",
        "你的錯",
        "你的错",
        "罵",
        "骂",
        "吼",
        "指責",
        "指责",
        "數落",
        "数落",
        "批評",
        "批评",
      ],
    }),
  ],
  [
    "withdrew",
    compile({
      en: [
        "walked (away|out|off)",
        "left (the room|the house|home)",
        "went (quiet|silent)",
        "said nothing",
        "didn'?t (say|reply|answer|respond)",
        "ignored",
        "silent treatment",
        "hung up",
        "slammed",
        "stormed",
      ],
      zh: [
        "走開",
        "走开",
        "不說話",
        "不说话",
        "沉默",
        "不理",
        "已讀不回",
        "已读不回",
        "掛了電話",
        "挂了电话",
        "摔門",
        "摔门",
        "冷戰",
        "冷战",
      ],
    }),
  ],
  [
    "joke",
    compile({
      en: ["jok", "laughed it off", "sarcas", "teas", "kidding"],
      zh: ["開玩笑", "开玩笑", "諷刺", "讽刺", "調侃", "调侃", "挖苦"],
    }),
  ],
  [
    "request",
    compile({
      en: ["asked", "could you", "can you", "would you", "I need", "I want(ed)? (him|her|them) to", "please"],
      zh: [
        "請他",
        "请他",
        "請她",
        "请她",
        "請你",
        "请你",
        "可不可以",
        "能不能",
        "希望他",
        "希望她",
        "希望你",
        "我需要",
        "拜託",
        "拜托",
        "要求",
      ],
    }),
  ],
  [
    "expressed",
    compile({
      en: [
        "I feel",
        "I felt",
        "I was (hurt|sad|upset|worried|scared|lonely|frustrated)",
        "I'?m (hurt|sad|upset|worried|lonely)",
        "told (him|her|them) how I",
        "told (him|her|them) (that )?I (feel|felt|was)",
      ],
      zh: [
        "我覺得",
        "我觉得",
        "我感到",
        "我感覺",
        "我感觉",
        "我很難過",
        "我很难过",
        "我很傷心",
        "我很伤心",
        "我很失望",
        "我很擔心",
        "我很担心",
        "告訴他我",
        "告诉他我",
        "告訴她我",
        "告诉她我",
      ],
    }),
  ],
];

// Order matters: the strongest signal first, a warm reaction only when nothing harder shows.
const REACTIONS: [Exclude<ReactionKind, "other">, RegExp[]][] = [
  [
    "angry",
    compile({
      en: [
        "angry",
        "mad\\b",
        "yell",
        "shout",
        "scream",
        "furious",
        "blew up",
        "snapped",
        "lost (his|her|their) temper",
        "rag(ed|ing)",
      ],
      zh: ["生氣", "生气", "發火", "发火", "發脾氣", "发脾气", "吼", "罵", "骂", "大聲", "大声", "暴怒", "火大"],
    }),
  ],
  [
    "hurt",
    compile({
      en: ["cri(ed|es)", "crying", "tears", "hurt", "upset", "sad\\b", "broke down", "sobb"],
      zh: ["哭", "難過", "难过", "傷心", "伤心", "委屈", "眼淚", "眼泪"],
    }),
  ],
  [
    "defensive",
    compile({
      en: ["defensive", "denied", "argued back", "excuses", "turned it (around|on me)", "blamed me", "justif"],
      zh: ["辯解", "辩解", "狡辯", "狡辩", "怪我", "藉口", "借口", "反駁", "反驳", "否認", "否认"],
    }),
  ],
  [
    "dismissive",
    compile({
      en: [
        "laughed",
        "rolled (his|her|their) eyes",
        "eye[- ]?roll",
        "shrugged",
        "brushed (it|me) off",
        "didn'?t care",
        "whatever",
        "dismiss",
        "mocked",
        "scoffed",
      ],
      zh: ["翻白眼", "不在乎", "無所謂", "无所谓", "敷衍", "嘲笑", "冷笑", "不以為然", "不以为然"],
    }),
  ],
  [
    "withdrew",
    compile({
      en: [
        "went (quiet|silent)",
        "silent",
        "ignored",
        "walked (away|off|out)",
        "left\\b",
        "shut down",
        "stopped talking",
        "didn'?t (say|reply|answer|respond)",
        "cold shoulder",
        "went to (bed|sleep)",
      ],
      zh: [
        "沉默",
        "不說話",
        "不说话",
        "不理",
        "走了",
        "離開",
        "离开",
        "冷戰",
        "冷战",
        "已讀不回",
        "已读不回",
        "關上門",
        "关上门",
      ],
    }),
  ],
  [
    "positive",
    compile({
      en: [
        "hugged",
        "thanked",
        "smiled",
        "agreed",
        "apologi[sz]",
        "listened",
        "understood",
        "opened up",
        "calmed down",
        "was (happy|glad|relieved)",
      ],
      zh: [
        "擁抱",
        "拥抱",
        "抱了",
        "謝謝",
        "谢谢",
        "笑著",
        "笑着",
        "同意",
        "道歉",
        "理解",
        "聽進去",
        "听进去",
        "冷靜下來",
        "冷静下来",
        "開心",
        "开心",
      ],
    }),
  ],
];

/** "Not better", "didn't help", "沒有好轉": a good word turned round, which counts as worse and never as better. */
const NEGATED = compile({
  en: [
    "(not|no|never)( really| any| much| that)? (better|good|well|help(ed|ful)?|work(ed)?|calmer|closer)",
    "(did|does|was|is|has|have)n'?t( really)? (better|help|work|improve|go well|get better)",
  ],
  zh: ["(不|沒|没)(有|太|怎麼|怎么|比較|比较)?(好轉|好转|順利|顺利|有用|有效|好多了|改善)"],
});
const BETTER = compile({
  en: [
    "better",
    "went well",
    "worked",
    "helped",
    "calmer",
    "closer",
    "good talk",
    "listened",
    "apologi[sz]",
    "hugged",
    "thank",
  ],
  zh: ["好多了", "好一點", "好一点", "有用", "順利", "顺利", "有效", "和好", "聊開", "聊开", "謝謝", "谢谢", "更近"],
});
const WORSE = compile({
  en: [
    "worse",
    "didn'?t (work|help|go well)",
    "did not (work|help)",
    "fight",
    "fought",
    "argu",
    "angry",
    "yell",
    "ignored",
    "blew up",
    "shut down",
    "no change",
    "same as (before|always)",
    "forg[oe]t",
    "(didn'?t|did not|never) (bother|show|call|text|come|do it|turn up|listen|care|change|follow)",
    "cancel",
    "let me down",
    "disappoint",
    "stood me up",
    "broke (his|her|their) (promise|word)",
    "nothing changed",
    "still (the same|doesn'?t|won'?t|hasn'?t|ignor)",
    "back to (square one|the old|how it was)",
    "went (badly|wrong)",
  ],
  zh: [
    "更糟",
    "沒用",
    "没用",
    "又吵",
    "吵架",
    "生氣",
    "生气",
    "不理",
    "冷戰",
    "冷战",
    "沒變",
    "没变",
    "失敗",
    "失败",
    "忘了",
    "忘記",
    "忘记",
    "放鴿子",
    "放鸽子",
    "失望",
    "還是一樣",
    "还是一样",
    "老樣子",
    "老样子",
    "取消",
    "沒做到",
    "没做到",
  ],
});

export function actionKind(action: string): ActionKind {
  return firstMatch(action, ACTIONS) ?? "other";
}

/** Undefined when the user did not describe a reaction. */
export function reactionKind(reaction: string | null | undefined): ReactionKind | undefined {
  if (!reaction?.trim()) return undefined;
  return firstMatch(reaction, REACTIONS) ?? "other";
}

/** Better or worse only when the follow-up says so one way and not the other. */
export function outcomeOf(followUp: string): Outcome {
  const negated = NEGATED.some((pattern) => pattern.test(followUp));
  const plain = NEGATED.reduce((text, pattern) => text.replace(new RegExp(pattern, "gi"), " "), followUp);
  const better = BETTER.some((pattern) => pattern.test(plain));
  const worse = negated || WORSE.some((pattern) => pattern.test(followUp));
  return better === worse ? "mixed" : better ? "better" : "worse";
}
