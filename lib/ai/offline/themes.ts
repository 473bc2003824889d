export type Theme =
  | "conflict"
  | "communication"
  | "trust"
  | "distance"
  | "intimacy"
  | "family"
  | "money"
  | "breakup"
  | "dating"
  | "crisis"
  | "general";

type Keywords = { en: readonly string[]; zh: readonly string[] };

/**
 * Regex sources. English ones only get a leading word boundary, so a stem like "argu" matches
 * "argument" and "arguing". Chinese ones list traditional and simplified forms where they differ.
 * The order is the tie-break when two themes match equally often: safety first, the broad
 * "communication" last, since almost every message is about talking in some way.
 */
const KEYWORDS: Record<Exclude<Theme, "general">, Keywords> = {
  crisis: {
    en: [
      "suicid", "kill myself", "end my life", "take my life", "self[- ]?harm", "hurt(ing)? myself", "cut(ting)? myself",
      "want to die", "don'?t want to (live|be alive)", "better off dead", "no reason to live",
      "(hit|hits|hitting|beat|beats|beating|punch(ed|es)?|slap(ped|s)?|chok(ed|es|ing)|kick(ed|s)?) me\\b(?! up)",
      "strangl", "abus", "threaten(ed|s|ing)? to (kill|hurt)", "afraid for my (life|safety)",
      "(not|don'?t feel) safe (at home|with (him|her|them)|around (him|her|them))", "(afraid|scared|terrified) of (him|her|them)\\b",
      "unsafe", "violen", "rape", "sexual(ly)? assault", "forced me",
    ],
    zh: [
      "自殺", "自杀", "輕生", "轻生", "想死", "不想活", "活不下去", "結束生命", "结束生命", "自殘", "自残", "割腕",
      "傷害自己", "伤害自己", "打我(?!電話|电话|手機|手机)", "打了我", "揍我", "被(他|她)打", "被打了", "動手打", "动手打", "家暴",
      "(?<!冷)暴力", "虐待", "掐我", "威脅要殺", "威胁要杀", "強暴", "强暴", "強姦", "强奸", "性侵", "不安全(?!感)", "很危險", "很危险",
    ],
  },
  breakup: {
    en: [
      "break(ing)? up", "broke up", "breakup", "split(ting)? up", "divorc", "dump(ed)?", "ended (it|things)",
      "leav(e|ing) (him|her|them|my)", "left me", "move on", "moving on", "heartbr", "get (him|her|them) back",
    ],
    zh: ["分手", "離婚", "离婚", "被甩", "甩了", "復合", "复合", "挽回", "放下", "失戀", "失恋", "要不要分開", "要不要分开"],
  },
  trust: {
    en: [
      "trust", "jealous", "cheat", "affair", "li(e|es|ed)\\b", "lying", "suspic", "secret", "flirt", "betray",
      "unfaithful", "insecur", "(check|checks|checked|go through) (my|his|her|their) phone",
    ],
    zh: [
      "信任", "吃醋", "嫉妒", "出軌", "出轨", "劈腿", "外遇", "偷吃", "說謊", "说谎", "騙我", "骗我", "懷疑", "怀疑",
      "曖昧", "暧昧", "背叛", "不安全感", "翻手機", "翻手机", "查手機", "查手机",
    ],
  },
  conflict: {
    en: [
      "argu", "fight", "fought", "quarrel", "yell", "shout", "scream", "angry", "mad at", "blow(s|ing)? up", "blew up",
      "disagree", "bicker", "snap(ped|s)? at", "silent treatment", "tension",
    ],
    zh: [
      "吵架", "吵了", "吵起來", "吵起来", "爭吵", "争吵", "爭執", "争执", "衝突", "冲突", "生氣", "生气", "冷戰", "冷战", "冷暴力",
      "發脾氣", "发脾气", "罵我", "骂我", "鬧翻", "闹翻",
    ],
  },
  distance: {
    en: [
      "long[- ]distance", "ldr\\b", "different (cit|countr|time ?zone)", "time ?zone", "far (away|apart)",
      "miss (him|her|them|each other)", "video call", "next visit",
    ],
    zh: [
      "異地", "异地", "遠距", "远距", "時差", "时差", "視訊", "视频通话", "見不到", "见不到", "不同城市", "跨國", "跨国",
      "想念",
    ],
  },
  intimacy: {
    en: ["intima", "sex", "libido", "affection", "cuddl", "romanc", "spark", "passion", "bedroom", "physical(ly)? close", "desire"],
    zh: [
      "親密", "亲密", "性生活", "性愛", "性爱", "做愛", "做爱", "擁抱", "拥抱", "激情", "浪漫", "親熱", "亲热", "火花",
      "性冷淡",
    ],
  },
  family: {
    en: [
      "famil", "parent", "in-laws?", "mother", "father", "\\bmom\\b", "mum\\b", "dad\\b", "sibling", "brother", "sister",
      "kids?\\b", "child(ren)?\\b", "relatives",
    ],
    zh: [
      "家人", "家庭", "父母", "爸媽", "爸妈", "婆婆", "公婆", "岳父", "岳母", "丈母娘", "婆媳", "親戚", "亲戚", "孩子",
      "小孩", "媽媽", "妈妈", "爸爸", "兄弟姊妹", "兄弟姐妹", "原生家庭",
    ],
  },
  money: {
    en: [
      "money", "spend(s|ing)? (too much|so much|money|all)", "spending habit", "overspend", "budget", "debt", "loan", "financ", "salary", "bills?\\b", "rent\\b", "expensive",
      "savings", "paycheck", "afford",
    ],
    zh: [
      "錢", "钱", "存款", "預算", "预算", "負債", "负债", "欠債", "欠债", "貸款", "贷款", "薪水", "工資", "工资", "房租",
      "帳單", "账单", "財務", "财务", "消費", "消费", "理財", "理财", "AA制",
    ],
  },
  dating: {
    en: [
      "dat(e|es|ed|ing)\\b", "first date", "crush", "single\\b", "tinder", "bumble", "hinge\\b", "dating app",
      "ask (him|her|them) out", "meet (someone|people)", "talking stage", "situationship",
    ],
    zh: [
      "約會", "约会", "暗戀", "暗恋", "單身", "单身", "交友軟體", "交友软件", "相親", "相亲", "告白", "表白", "追求",
      "脫單", "脱单", "喜歡上", "喜欢上",
    ],
  },
  communication: {
    en: [
      "communicat", "talk", "listen", "open up", "express", "understand", "ignor", "text(s|ed|ing)? back", "respond",
      "shut(s|ting)? down", "conversation", "misunderst",
    ],
    zh: [
      "溝通", "沟通", "聊天", "說話", "说话", "講話", "讲话", "不理", "已讀不回", "已读不回", "不回訊息", "不回消息",
      "不回信息", "傾聽", "倾听", "表達", "表达", "誤會", "误会", "不懂我",
    ],
  },
};

const PATTERNS = (Object.entries(KEYWORDS) as [Exclude<Theme, "general">, Keywords][]).map(([theme, words]) => ({
  theme,
  patterns: [...words.en.map((w) => new RegExp(`\\b(?:${w})`, "i")), ...words.zh.map((w) => new RegExp(w, "i"))],
}));

/** Themes found in a message, most relevant first; ["general"] when none. Works on English and Chinese (traditional and simplified) text. */
export function detectThemes(message: string): Theme[] {
  const scored = PATTERNS.map(({ theme, patterns }) => ({
    theme,
    score: patterns.filter((pattern) => pattern.test(message)).length,
  })).filter(({ score }) => score > 0);
  if (scored.length === 0) return ["general"];
  const crisis = scored.filter(({ theme }) => theme === "crisis");
  // Array.prototype.sort is stable, so equal scores keep the KEYWORDS order.
  const rest = scored.filter(({ theme }) => theme !== "crisis").sort((a, b) => b.score - a.score);
  return [...crisis, ...rest].map(({ theme }) => theme);
}
