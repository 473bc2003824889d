import { MEMORY_TEXT_MAX, type MemoryKind } from "./kinds";

/** One fact learned from a message: a short line in the person's words, and a key that repeats when learned again. */
export type LearnedFact = { kind: MemoryKind; text: string; topic: string };

type Lang = "en" | "zh-TW" | "zh-CN";

/**
 * Traditional → simplified, one character for one, so the Chinese rules are written once and the position of a
 * match in the folded text is its position in the message. Also the script test: which side a message uses more.
 */
const PAIRS =
  "們们紀纪結结號号愛爱說说時时會会點点個个這这麼么誰谁嗎吗幾几媽妈親亲對对侶侣實实從从為为關关開开總总經经" +
  "還还讓让過过錢钱務务靜静幫帮沒没無无傳传訊讯識识認认記记確确許许設设萬万談谈戀恋與与後后來来氣气戰战鬧闹" +
  "題题問问機机覺觉樣样話话應应該该聽听歡欢兒儿閨闺黨党婦妇歲岁車车飯饭買买給给頭头邊边處处曉晓憶忆爭争執执" +
  "論论較较蠻蛮滿满場场禮礼遲迟週周間间約约見见電电視视調调帶带請请讀读學学現现發发寫写壞坏難难煩烦錯错樂乐" +
  "慶庆節节誕诞慣惯臉脸歷历網网遊游戲戏貓猫養养習习離离隨随簡简義义賣卖";
const FOLD = new Map<string, string>();
for (let i = 0; i + 1 < PAIRS.length; i += 2) FOLD.set(PAIRS[i]!, PAIRS[i + 1]!);
const SIMPLIFIED = new Set(FOLD.values());

/** Lowercase ASCII, ’ as ', traditional as simplified: the text every rule reads, as long as the message. */
function fold(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    out += char === "’" ? "'" : (FOLD.get(char) ?? (char >= "A" && char <= "Z" ? char.toLowerCase() : char));
  }
  return out;
}

/** Chinese when Han characters outnumber English words ("我bf叫Sam" is Chinese, "my bf is 阿明" English). */
function languageOf(text: string): Lang {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  if (han === 0 || han < (text.match(/[A-Za-z]+/g)?.length ?? 0)) return "en";
  let traditional = 0;
  let simplified = 0;
  for (const char of text) {
    if (FOLD.has(char)) traditional++;
    else if (SIMPLIFIED.has(char)) simplified++;
  }
  return simplified > traditional ? "zh-CN" : "zh-TW";
}

const LABELS = {
  "name:partner": { en: "Partner's name: ", "zh-TW": "伴侶的名字：", "zh-CN": "伴侣的名字：" },
  "name:mother": { en: "Mother's name: ", "zh-TW": "媽媽的名字：", "zh-CN": "妈妈的名字：" },
  "name:mother-in-law": { en: "Partner's mother's name: ", "zh-TW": "伴侶媽媽的名字：", "zh-CN": "伴侣妈妈的名字：" },
  "name:ex": { en: "Ex's name: ", "zh-TW": "前任的名字：", "zh-CN": "前任的名字：" },
  "name:best-friend": { en: "Best friend's name: ", "zh-TW": "好朋友的名字：", "zh-CN": "好朋友的名字：" },
  "date:anniversary": { en: "Anniversary: ", "zh-TW": "紀念日：", "zh-CN": "纪念日：" },
  "date:wedding": { en: "Wedding anniversary: ", "zh-TW": "結婚紀念日：", "zh-CN": "结婚纪念日：" },
  "date:birthday:partner": { en: "Partner's birthday: ", "zh-TW": "伴侶的生日：", "zh-CN": "伴侣的生日：" },
  "date:birthday:self": { en: "My birthday: ", "zh-TW": "我的生日：", "zh-CN": "我的生日：" },
  "date:birthday:mother": { en: "Mother's birthday: ", "zh-TW": "媽媽的生日：", "zh-CN": "妈妈的生日：" },
  "topic:": { en: "Keeps coming up: ", "zh-TW": "反覆出現：", "zh-CN": "反复出现：" },
  "helped:": { en: "What helped: ", "zh-TW": "有幫助的：", "zh-CN": "有帮助的：" },
  "didnt:": { en: "What didn't help: ", "zh-TW": "沒幫助的：", "zh-CN": "没帮助的：" },
} satisfies Record<string, Record<Lang, string>>;
type Key = keyof typeof LABELS;

/** A remembered line read back: which fact it states (`name:partner`, `helped:`…) and its value, in any language. */
export function readFact(text: string): { key: Key; value: string } | undefined {
  for (const [key, labels] of Object.entries(LABELS) as [Key, Record<Lang, string>][]) {
    for (const label of Object.values(labels)) {
      if (text.startsWith(label) && text.length > label.length) return { key, value: text.slice(label.length).trim() };
    }
  }
  return undefined;
}

/** What a rule's first group holds: a name (capitalised in English for `capital`), a date, or a phrase. */
type Value = "name" | "capital" | "date" | "phrase";
type Rule = { kind: MemoryKind; key: Key; value: Value; pattern: RegExp };

// The rules read folded text (lowercase, simplified). A phrase rule's key is a prefix: the phrase completes it.
const rule = (kind: MemoryKind, key: Key, value: Value, source: string): Rule => ({
  kind,
  key,
  value,
  pattern: new RegExp(source, "dgu"),
});
const nameRule = (key: Key, source: string, value: Value = "name") => rule("person", key, value, source);
const dateRule = (key: Key, source: string) => rule("date", key, "date", source);
const PHRASE_KEYS = { topic: "topic:", helped: "helped:", didnt_help: "didnt:" } as const;
const phraseRule = (kind: keyof typeof PHRASE_KEYS, source: string) => rule(kind, PHRASE_KEYS[kind], "phrase", source);

const PARTNER_EN =
  "partner|boyfriend|girlfriend|bf|gf|husband|wife|hubby|wifey|fianc[eé]e?|spouse|significant other|other half|bae";
const PEOPLE_EN: [Key, string][] = [
  ["name:partner", `(?:^|\\bmy )(?:${PARTNER_EN})`],
  ["name:mother-in-law", `\\b(?:my mother[- ]in[- ]law|(?:his|her|their|my (?:${PARTNER_EN})'?s) (?:mom|mum|mother))`],
  ["name:mother", "\\bmy (?:mom|mum|mother|mama|mommy|mummy)"],
  ["name:ex", "\\bmy ex(?:[- ](?:boyfriend|girlfriend|husband|wife|partner|bf|gf))?"],
  ["name:best-friend", "\\bmy (?:best friend|bestie|bff|best mate)"],
];
const NAME_EN = "([\\p{L}][\\p{L}'-]*(?: [\\p{L}][\\p{L}'-]*){0,2})";
const NAME_IS_EN = "(?: is|'s| was|:)";

const PARTNER_ZH =
  "男朋友|女朋友|男友|女友|老公|老婆|先生|太太|丈夫|妻子|伴侣|另一半|对象|未婚夫|未婚妻|爱人|男票|女票|bf|gf|partner";
const PEOPLE_ZH: [Key, string][] = [
  ["name:partner", `(?<!前)(?:${PARTNER_ZH})`],
  ["name:mother-in-law", `(?:婆婆|岳母|丈母娘|(?:他|她|${PARTNER_ZH})的?(?:妈妈|母亲))`],
  ["name:mother", "我的?(?:妈妈|妈|母亲|老妈)"],
  ["name:ex", "(?:前任|前男友|前女友|前夫|前妻)"],
  ["name:best-friend", "(?:最好的朋友|闺蜜|死党|好朋友|好姐妹|好兄弟)"],
];
// A Han name is the shortest run (at most 4) that a particle, a pronoun or the clause's end follows.
const NAME_ZH =
  "([a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}(?![a-z'-])|" +
  "\\p{Script=Han}{1,4}?(?=$|[^\\p{Script=Han}]|[的了和跟是在也都很啊呀喔哦吧吗呢啦我你他她今已从]))";
const CALLED_ZH = "(?:的?名字(?:叫做?|是)|的?名叫|叫做?)[：: ]?";

const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|" +
  "nov(?:ember)?|dec(?:ember)?)\\.?";
const DAY = "\\d{1,2}(?:st|nd|rd|th)?";
const DATE_EN =
  `((?:${MONTH} ${DAY}(?:,? \\d{4})?|(?:the )?${DAY}(?: of)? ${MONTH}(?:,? \\d{4})?|` +
  "\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}[/.]\\d{1,2}(?:[/.]\\d{2,4})?)(?![\\p{L}\\p{N}]))";
const IS_EN = "(?: is| was|'s| falls| will be|:)?(?: on)? ";
const BIRTHDAY_EN = "(?:birthday|bday|b-day)";
const NUMBER_ZH = "(?:\\d{1,2}|[一二三四五六七八九十]{1,3})";
const DATE_ZH = `((?:\\d{4}年)?${NUMBER_ZH}月${NUMBER_ZH}[日号]?|\\d{1,2}[/.-]\\d{1,2}(?:[/.-]\\d{2,4})?)`;
const IS_ZH = "(?:是|在|为|：|:)?";
const WE_ZH = "(?:我们俩|我们|我跟他|我跟她|我和他|我和她)";

const PHRASE = "([^,;:，、；：]{2,})";
const SHORT_ZH = "([^,;:，、；：]{1,30}?)";
const FIGHT_EN = "(?:fight|fighting|argue|arguing|bicker|bickering)";
const HELPS_EN = "(?:helped|helps|worked|works)";
const NOT_HELPS_EN = "(?:didn'?t|did not|doesn'?t|does not|never|won'?t) (?:help|helps|helped|work|works)";
// Subjects of "… helped" / "…很有用" start a clause: the sentence's start, a comma, "and", "然后".
const CLAUSE_EN = "(?<=^|[,:] ?|\\b(?:and|but|so) )";
const CLAUSE_ZH = "(?<=^|[，,：:]|然后|后来|其实)";
const GERUND = "((?!(?:some|no|any|every)?thing\\b)[a-z]+ing\\b[^,;:]{0,80}?)";
const END_EN = "(?=$|[,;:]| (?:and|but|so)\\b)";
const END_ZH = "[了的啊喔哦]*(?=$|[，,])";
const HELPS_ZH = "(?<![没不])(?:有用|有帮助|有效|管用)";
const NOT_HELPS_ZH = "(?:没有?用|没有?帮助|没效|不管用|没什么用|没啥用|没有什么用|让(?:事情|情况)?更糟|更糟)";
const SO_ZH = "(?:真的|其实|根本|完全|还是|就|很|比较|蛮|挺|满|非常|超|最|都|也|还|一点都|一点也|反而)*";

const RULES: Rule[] = [
  ...PEOPLE_EN.flatMap(([key, who]) => [
    nameRule(key, `${who}(?:'?s)? name${NAME_IS_EN} ${NAME_EN}`),
    nameRule(key, `${who}(?:'?s| is| was) (?:called|named) ${NAME_EN}`),
    nameRule(key, `${who},? (?:named|who goes by|goes by) ${NAME_EN}`),
    nameRule(key, `${who},? ${NAME_EN}`, "capital"),
  ]),
  nameRule("name:partner", `\\b(?:his|her|their) name${NAME_IS_EN} ${NAME_EN}`),
  nameRule("name:partner", `\\b(?:he|she)(?:(?:'s| is) (?:called|named)| goes by) ${NAME_EN}`),
  nameRule(
    "name:partner",
    "\\b(?:dating|seeing|with|married to|engaged to|in love with) " +
      `(?:someone|somebody|(?:a|this) (?:guy|girl|man|woman|person|boy|lady|dude)) (?:named|called) ${NAME_EN}`,
  ),
  nameRule("name:partner", `\\b(?:i'm|im|i am) (?:dating|seeing|married to|engaged to|with) ${NAME_EN}`, "capital"),
  ...PEOPLE_ZH.map(([key, who]) => nameRule(key, `${who}${CALLED_ZH}${NAME_ZH}`)),
  nameRule("name:partner", `(?<![其吉])(?:他|她)${CALLED_ZH}${NAME_ZH}`),
  nameRule(
    "name:partner",
    `(?:跟|和|与)(?:一个|一位)?(?:叫做?|名叫)${NAME_ZH}的` +
      "(?:人|男生|女生|男人|女人|男孩|女孩|男的|女的)在?(?:交往|约会|在一起|谈恋爱)",
  ),

  dateRule("date:wedding", `\\b(?:our|my) wedding anniversary${IS_EN}${DATE_EN}`),
  dateRule("date:anniversary", `(?:^|\\b(?:our|my) )anniversary${IS_EN}${DATE_EN}`),
  dateRule("date:wedding", `\\bwe(?: got| were| are getting|'re getting)? married (?:on )?${DATE_EN}`),
  dateRule(
    "date:birthday:partner",
    `(?:\\b(?:his|her|their)|(?:^|\\bmy )(?:${PARTNER_EN})'?s) ${BIRTHDAY_EN}${IS_EN}${DATE_EN}`,
  ),
  dateRule("date:birthday:self", `\\bmy ${BIRTHDAY_EN}${IS_EN}${DATE_EN}`),
  dateRule("date:birthday:mother", `\\bmy (?:mom|mum|mother|mama)'?s ${BIRTHDAY_EN}${IS_EN}${DATE_EN}`),
  dateRule("date:wedding", `结婚纪念日${IS_ZH}${DATE_ZH}`),
  dateRule("date:anniversary", `(?<!结婚)纪念日${IS_ZH}${DATE_ZH}`),
  dateRule("date:wedding", `${WE_ZH}是?在?${DATE_ZH}(?:结婚|结的婚|登记)`),
  dateRule("date:birthday:partner", `(?:(?<![其吉])(?:他|她)|${PARTNER_ZH})的?生日${IS_ZH}${DATE_ZH}`),
  dateRule("date:birthday:self", `(?<![他她])我的?生日${IS_ZH}${DATE_ZH}`),
  dateRule("date:birthday:mother", `我的?(?:妈妈|妈|母亲|老妈)的?生日${IS_ZH}${DATE_ZH}`),

  phraseRule(
    "topic",
    "\\b(?:it|fights?|arguments?|our (?:fights|arguments)|the (?:fights?|arguments?)) " +
      "(?:always|usually|often|mostly|typically|all) " +
      "(?:starts?|begins?|kicks? off|comes? (?:back |down )?to|boils? down to) " +
      `(?:when |with |because |over |about |from )?${PHRASE}`,
  ),
  phraseRule(
    "topic",
    "\\b(?:every ?time|whenever) we (?:fight|argue|have a fight|have an argument|get into a fight),? " +
      `(?:it's|it is|its) (?:always |usually |all )?(?:about|over|because of|because) ${PHRASE}`,
  ),
  phraseRule("topic", `\\bwe (?:always|constantly|usually|often|mostly|keep) ${FIGHT_EN} (?:about|over) ${PHRASE}`),
  phraseRule(
    "topic",
    `\\b(?:our|the) (?:fights|arguments) are (?:always |usually |mostly |all )?(?:about|over) ${PHRASE}`,
  ),
  phraseRule(
    "topic",
    `每次${WE_ZH}?(?:吵架|吵|争吵|冷战)(?:的时候)?(?:都|总|总是|几乎都|也)?是?(?:因为|为了|关于|为|从)${PHRASE}`,
  ),
  phraseRule("topic", `每次(?:都|总是?)?是?(?:从|因为|为了|为)${SHORT_ZH}(?:开始吵|吵起来|而吵|吵架|开始争吵|引起)`),
  phraseRule(
    "topic",
    `${WE_ZH}(?:总是|老是|常常|经常|一直|每次都|都|又)(?:因为|为了|为)${SHORT_ZH}而?(?:吵架|吵|争吵|冷战|闹)`,
  ),
  phraseRule("topic", `吵架(?:总是|都是|老是|常常|几乎都是|通常是|大多是)(?:因为|为了|从|关于)${PHRASE}`),

  phraseRule(
    "helped",
    `\\bwhat (?:really |actually |usually |always |finally |eventually )?${HELPS_EN}` +
      `(?: (?:for us|for me|us|me|a lot|the most|most|best))*(?: was| is| were| are|:) ${PHRASE}`,
  ),
  phraseRule(
    "helped",
    `${CLAUSE_EN}${GERUND} (?:really |actually |always |definitely |usually |kind of |sort of )?${HELPS_EN}` +
      `(?: (?:a lot|a bit|so much|a little|us|me|for us|for me|wonders))*${END_EN}`,
  ),
  phraseRule(
    "helped",
    `\\bit (?:really |always |actually |usually )?${HELPS_EN}(?: (?:a lot|us|me))? (?:when|if|to) ${PHRASE}`,
  ),
  phraseRule("helped", `${HELPS_ZH}的(?:就是|是|：|:)${PHRASE}`),
  phraseRule("helped", `${CLAUSE_ZH}${SHORT_ZH}${SO_ZH}${HELPS_ZH}${END_ZH}`),
  phraseRule(
    "didnt_help",
    `\\bwhat (?:really |definitely |certainly |absolutely )?${NOT_HELPS_EN}(?: (?:us|me|at all))*` +
      `(?: was| is| were| are|:) ${PHRASE}`,
  ),
  phraseRule("didnt_help", `\\bwhat made (?:it|things|everything) worse(?: was| is|:) ${PHRASE}`),
  phraseRule(
    "didnt_help",
    `${CLAUSE_EN}${GERUND} (?:really |just |also )?` +
      `(?:${NOT_HELPS_EN}(?: at all| either| much)?|(?:made|makes) (?:it|things|everything) worse)${END_EN}`,
  ),
  phraseRule("didnt_help", `\\bit (?:really |just )?${NOT_HELPS_EN}(?: at all)? (?:when|to) ${PHRASE}`),
  phraseRule("didnt_help", `${NOT_HELPS_ZH}的(?:就是|是|：|:)${PHRASE}`),
  phraseRule("didnt_help", `${CLAUSE_ZH}${SHORT_ZH}${SO_ZH}${NOT_HELPS_ZH}${END_ZH}`),
];

// A sentence ends at . ! ? (not inside "3.3"), their Chinese forms, ; a line break or an emoji.
const SENTENCE =
  /[^\s.!?。！？;；\p{Extended_Pictographic}](?:[^.!?。！？\n;；\p{Extended_Pictographic}]|\.(?=[^\s.!?]))*[.!?。！？]*/gu;
// A question asks for a fact rather than telling one ("what helped was…" tells).
const QUESTION_EN = new RegExp(
  "^(?:what|who|whats|when|where|how|why|do|does|did|is|are|can|could|should|would|will)\\b" +
    `(?! (?:really |actually |usually |always |finally )?(?:${HELPS_EN}|${NOT_HELPS_EN}|made)\\b)`,
  "u",
);
const QUESTION_ZH = /吗|什么|啥|几[月号日]|多少|是不是|有没有|会不会|是谁|[呢谁]$/u;
const BOUNDARY = /[,，、:：]|\b(?:and|but|so|because)\b|但是|可是|不过|而且|然后|所以/gu;
/** Negation, doubt, a hypothetical before a fact in its clause ("I forgot that…", "如果…") unmakes it. */
const DOUBT = new RegExp(
  "\\b(?:don'?t|do not|didn'?t|did not|can'?t|cannot|couldn'?t|never) (?:know|remember|recall)\\b|" +
    "\\b(?:not sure|no idea|maybe|perhaps|probably|might|i (?:think|guess|believe|suppose)|if|whether|wish|would)\\b|" +
    "\\b(?:forg[eo]t|wonder|suppose|imagine|pretend)|" +
    "不知道|不晓得|不清楚|忘|不记得|记不得|想不起|不确定|也许|或许|可能|大概|好像|如果|假如|要是|假设|万一|希望",
  "u",
);

const NOT_NAMES = new Set(
  (
    "a an the and or but so is was are were be not no yes he she they we i me my you your his her their our it " +
    "its this that who what when where why how really very just also too always never still now then today " +
    "tonight yesterday tomorrow lol haha btw tbh tho though ok okay someone somebody anyone everyone nobody " +
    "something nothing whatever secret unknown none maybe probably sure angry tired upset mad sad busy sick here " +
    "there out up home back again"
  ).split(" "),
);
const NOT_HAN_NAME =
  /^(?:[我你他她它们的了是在不没别也都很就又才去来醒人要会那这好出起回过]|外卖|车|救护车|警察|什么|啥|谁|名字)/u;

/** 1–3 words (later ones capitalised), or 1–4 Han characters; null when it does not look like a name. */
function nameOf(raw: string, capital: boolean): string | null {
  const kept: string[] = [];
  for (const word of raw.split(" ")) {
    const bare = word.replace(/['’]s$/, "");
    if (NOT_NAMES.has(bare.toLowerCase())) break;
    if (/^\p{Script=Han}+$/u.test(bare)) {
      if (kept.length === 0 && bare.length <= 4 && !NOT_HAN_NAME.test(fold(bare))) kept.push(bare);
      break;
    }
    const upper = /^\p{Lu}/u.test(bare);
    if (!/^\p{L}[\p{L}'’-]*$/u.test(bare) || (!upper && (capital || kept.length > 0))) break;
    kept.push(bare[0]!.toUpperCase() + bare.slice(1));
    if (bare !== word) break;
  }
  return kept.length > 0 ? kept.join(" ") : null;
}

const PHRASE_CUT = /\s(?:and|but|so|because|lol|haha|tbh)\b|所以|但是|可是|然后/u;
const PHRASE_TAIL = /(?:[\s~…!.]|开始吵架?|开始争吵|吵起来|而吵架?|引起的?|吵架|争吵|吵|的事|的|了|啦|啊|吧|喔|哦)+$/u;

/** The phrase up to its clause's next "and"/"所以", without a trailing "吵架"; null when empty or not short. */
function phraseOf(raw: string): string | null {
  let folded = fold(raw);
  const cut = folded.search(PHRASE_CUT);
  if (cut >= 0) folded = folded.slice(0, cut);
  folded = folded.replace(PHRASE_TAIL, "");
  const han = folded.match(/\p{Script=Han}/gu)?.length ?? 0;
  const words = folded.match(/[a-z0-9']+/g)?.length ?? 0;
  if (han + words === 0 || han > 20 || words > 12) return null;
  if (/^(?:[他她你我它]|这个?|那个?|这样|那样|什么都?|都|没什么|没有什么|一切)$|^[没不]/u.test(folded)) return null;
  return raw.slice(0, folded.length).trim();
}

const KEY_STOP = new Set("a an the to of at on in for with about really just always very so".split(" "));

/** A phrase's key: its first 4 words (English) or 6 characters (Chinese, simplified), so TW and CN share it. */
function keyOf(phrase: string): string {
  const folded = fold(phrase);
  if (/\p{Script=Han}/u.test(folded)) return [...folded.replace(/[^\p{L}\p{N}]/gu, "")].slice(0, 6).join("");
  const words = folded.match(/[\p{L}\p{N}']+/gu) ?? [];
  return words
    .filter((word) => !KEY_STOP.has(word))
    .slice(0, 4)
    .join("-");
}

function read(value: Value, raw: string): string | null {
  if (value === "date") return raw;
  if (value === "phrase") return phraseOf(raw);
  return nameOf(raw, value === "capital");
}

/** The clause the match sits in, up to the match: where a "don't know" or an "if" would stand. */
function clauseBefore(body: string, at: number): string {
  let from = 0;
  for (const match of body.slice(0, at).matchAll(BOUNDARY)) from = match.index + match[0].length;
  return body.slice(from, at);
}

/**
 * Names, dates, recurring fights and what helped, from one message in English or Chinese, in message order,
 * one per topic. Questions, doubts and over-long sentences give nothing; a profile's partner name wins.
 */
export function extractFacts(text: string, options: { partnerNickname?: string | null } = {}): LearnedFact[] {
  const folded = fold(text);
  const lang = languageOf(text);
  const found: { at: number; fact: LearnedFact }[] = [];
  for (const sentence of folded.matchAll(SENTENCE)) {
    const body = sentence[0].replace(/[.!?。！？\s]+$/u, "");
    const asked = /[?？]/.test(sentence[0].slice(body.length)) || QUESTION_EN.test(body) || QUESTION_ZH.test(body);
    if (asked || body.length > MEMORY_TEXT_MAX) continue;
    for (const { kind, key, value, pattern } of RULES) {
      for (const match of body.matchAll(pattern)) {
        const group = match.indices?.[1];
        if (!group || DOUBT.test(clauseBefore(body, match.index))) continue;
        const said = read(value, text.slice(sentence.index + group[0], sentence.index + group[1]));
        const topic = value === "phrase" && said ? key + keyOf(said) : key;
        if (said && !topic.endsWith(":"))
          found.push({ at: sentence.index + match.index, fact: { kind, text: LABELS[key][lang] + said, topic } });
      }
    }
  }
  const topics = new Set(options.partnerNickname?.trim() ? ["name:partner"] : []);
  const facts: LearnedFact[] = [];
  for (const { fact } of found.sort((a, b) => a.at - b.at)) {
    if (topics.has(fact.topic)) continue;
    topics.add(fact.topic);
    facts.push(fact);
  }
  return facts;
}
