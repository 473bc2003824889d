/**
 * What surrounds a match: the sentence and clause it sits in, quotation marks, and the markers that turn
 * alarming words into something else (a joke, a film, a past that is over, someone else's situation).
 * Everything works on the normalized message (lower case, simplified Chinese).
 */

export type Lang = "en" | "zh";

const SENTENCE_BREAK = /[.!?。！？\n]/gu;
const CLAUSE_BREAK = /[,;:.!?，、；：。！？\n]|\bbut\b|但是?|可是|不过/gu;
const QUOTES = /"[^"]{1,300}"|「[^」]{1,300}」|『[^』]{1,300}』|(?<=^|[\s(])'[^']{2,300}'(?=$|[\s.,!?;:)])/gu;

const JOKE =
  /\b(?:lol|lmao|lmfao|rofl|haha+|hehe+|jk|just kidding|kidding|joking|jokingly|as a joke|sarcasm|sarcastic)\b|😂|🤣|😆|😅|😜|😝|🐶|哈哈|呵呵|嘻嘻|开玩笑|开个玩笑|说笑|逗你|闹着玩|笑死|狗头|(?<![a-z])(?:xd+|hh+h)(?![a-z])/u;
const FICTION =
  /\b(?:movie|movies|film|tv show|(?:a|the|this|that|true crime|netflix) (?:show|series)|episode|novel|(?:a|the|my|this) book|i'm reading|(?:a|the|my|this|short) story (?:where|about)|i'm writing (?:a|my)|song|lyrics|video game|in the game|(?:my|his|her) character|drama|anime|manga|podcast|documentary|the news|news story|article|scene)\b|电影|电视剧|剧里|剧中|剧情|(?:这|那)部(?:剧|电影|片)|韩剧|日剧|美剧|小说|故事里|歌词|歌里|这首歌|游戏|角色|新闻|报道|纪录片|动漫|漫画|男主|女主|主角/u;
/** The user says the danger is over: an explicit "I'm safe now", a time long past, or a life since moved on. */
const RESOLVED =
  /\bused to\b|\bback (?:in|when)\b|\bin (?:19|20)\d\d\b|\b(?:at|when i was|when i was like) (?:1[0-9]|[2-9][0-9])\b|\b(?:in|during|through|after) (?:high school|middle school|college|uni|university|grad school|my (?:teens|twenties|early|late|first marriage|last relationship)\w*)\b|\b(?:it's|its|it has) been (?:\w+ ){0,2}(?:years|yrs|decades?)\b|\b\d+ (?:years|yrs) (?:ago|free|clean|later|since|now)\b|\b(?:got|getting) help\b|\b(?:recovered|survived|healed|remarried)\b|\bnever (?:happened|did it|did anything) again\b|\bhaven't (?:seen|heard from) (?:him|her|them)\b|\bi (?:left|divorced|got out)\b|\bi(?:'m| am) (?:\d\d|thirty|forty|fifty) now\b|以前|曾经|当年|那时候?|那段时间|那几年|小时候|(?:大学|读书|高中|初中|国中|学生|读研|上学)(?:的)?时(?:候|期)?|走出来|撑过来|熬过来|(?:分开|分手|离婚|搬走|搬出来|离开)(?:了|之后|后)?(?:已经|都)?[0-9一二三四五六七八九十几两]+年|(?:已经|都)?(?:平静|稳定|好|没事)(?:了)?[0-9一二三四五六七八九十几两]+年|\b(?:i'?m|i am|i feel|i've been|i have been|now i'?m)(?: doing)? (?:safe|fine|okay|ok|better|good|happy|well|great|healed|in a (?:good|better|great) place)\b|\b(?:it'?s|that'?s|it is|that is|that was) (?:all )?(?:behind me|in the past|over)\b|\bi(?:'ve| have) (?:healed|recovered|moved on)\b|\b(?:years|a long time|long|decades) ago\b|\bnow i'?m (?:[\w']+ ){0,3}(?:safe|fine|okay|happy|good|well|better)\b|\bin my (?:teens|twenties|thirties|20s|30s)\b|(?:现在|如今|目前)(?:已经|都|早就)?(?:我)?(?:很好|安全|没事|好多了|好了|走出来了|过得很好|过得不错|很幸福|很安全|很快乐)|(?:已经|都|早就)(?:过去了|走出来了|好了|离婚|分手|离开)|很多年前|多年前|[0-9一二三四五六七八九十几]+年前|以前的事|(?:生活|过得)很幸福|再婚/u;
/** …unless the sentence says it is still happening. */
const CURRENT =
  /\b(?:still|again|lately|recently|these days|right now|tonight|today|this (?:morning|week|month|year)|last (?:night|week|month)|yesterday|keeps|kept|started|starting|anymore)\b|还(?:在|是|会|要)|又|最近|昨天|昨晚|今天|今晚|刚刚|刚才|这几天|这周|每天|天天|一直|现在还|开始/u;
const PLAY =
  /\b(?:playful|playfully|jokingly|as a joke|pillows?|tickl\w*|play[- ]?fight\w*|wrestl\w*|sparring|kickbox\w*|boxing|martial arts|karate|judo|snowball|water balloon)\b|枕头|开玩笑|闹着玩|轻轻|玩闹|打闹/u;

/** Being kept in or kept from something for one's own good. Never "he says he cares": that is what controlling partners say. */
const CARING =
  /\b(?:because (?:of )?(?:the |a )?(?:storm|snow|rain|typhoon|hurricane|blizzard|flu|covid|fever|heat ?wave)|so sweet of (?:him|her)|so thoughtful)\b|贴心|体贴|因为外面|台风|下大雨|暴雨|怕我着凉|怕我感冒|生病了/u;

const NEGATION_EN =
  /^(?:not|never|no|without|nobody|noone|cannot|don't|doesn't|didn't|won't|wouldn't|isn't|wasn't|aren't|hasn't|haven't|hadn't|can't|couldn't|shouldn't|dont|doesnt|didnt|wont|wouldnt|isnt|cant|havent|hasnt|hadnt|wasnt|arent|couldnt|shouldnt)$/u;
/** "can't stop hurting myself" says it is happening. */
const NOT_A_NEGATION_EN = /^(?:stop|help|quit|resist)$/u;
const NEGATION_ZH =
  /(?<![是有])(?:没有?|冇|不|唔|别|未曾?|从来没有?|从来冇|从没|从不|并没有?|绝不|绝对不)(?:有|想|要|会|再|曾|打算|去|是|係|过|想要|被|动手|动过手|动过|真的|任何|在|说|人|写|做)*$/u;

const FIRST_EN = /\b(?:i|i'm|im|i've|ive|i'd|i'll|me|myself)\b/gu;
const THIRD_EN =
  /\b(?:he|she|they|him|her|them|his|their|someone|somebody|(?:best |close )?friend|friend's|sister|brother|mom|mum|mother|dad|father|son|daughter|cousin|coworker|colleague|roommate|aunt|uncle|niece|nephew|character|woman|man|girl|guy)\b/gu;
const FIRST_ZH = /我(?!们)/gu;
const THIRD_ZH =
  /他们|她们|他|她|朋友|闺蜜|同事|同学|室友|姐姐|妹妹|哥哥|弟弟|姐|妹|哥|弟|妈妈|爸爸|妈|爸|女儿|儿子|表妹|表姐|堂妹|女主|男主|主角|角色|有人|别人|网友/gu;

/** The last person named before a physical act: a small child, a pet or a thing is no assailant. */
const ACTOR_EN =
  /\b(?:he|she|they|husband|wife|boyfriend|girlfriend|partner|bf|gf|ex|fianc\w*|spouse|toddler|baby|son|daughter|kid|kids|child|children|dog|cat|puppy|kitten|nephew|niece|grandson|granddaughter|ball|car|door|wave|it|this|that|reality|realization|news|truth|song|thought|idea|memory)\b/gu;
const HARMLESS_ACTOR_EN =
  /^(?:toddler|baby|son|daughter|kid|kids|child|children|dog|cat|puppy|kitten|nephew|niece|grandson|granddaughter|ball|car|door|wave|it|this|that|reality|realization|news|truth|song|thought|idea|memory)$/u;
const ACTOR_ZH =
  /他|她|老公|老婆|丈夫|妻子|男友|女友|男朋友|女朋友|前任|前夫|前妻|伴侣|对象|儿子|女儿|孩子|宝宝|小孩|猫|狗|学生/gu;
const HARMLESS_ACTOR_ZH = /^(?:儿子|女儿|孩子|宝宝|小孩|猫|狗|学生)$/u;

const QUOTED_BY_USER_EN =
  /\b(?:i|we)\b[^"]{0,20}\b(?:said|say|told|tell|texted|text|wrote|write|screamed|yelled|typed|keep saying)\b[^"]{0,15}$/u;
const QUOTED_BY_USER_ZH = /我[^「」"]{0,8}(?:说|告诉|传|发|写|喊|吼)[^「」"]{0,6}$/u;

type Span = { start: number; end: number };

function spans(text: string, pattern: RegExp): Span[] {
  return [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

function lastBreakBefore(text: string, index: number, breaks: RegExp): number {
  let start = 0;
  for (const m of text.slice(0, index).matchAll(breaks)) start = m.index + m[0].length;
  return start;
}

function lastOf(text: string, pattern: RegExp): { index: number; word: string } | undefined {
  let last: { index: number; word: string } | undefined;
  for (const m of text.matchAll(pattern)) last = { index: m.index, word: m[0] };
  return last;
}

export class MessageContext {
  readonly joke: boolean;
  readonly resolved: boolean;
  readonly caring: boolean;
  private readonly quotes: Span[];

  constructor(readonly text: string) {
    this.joke = JOKE.test(text);
    this.resolved = RESOLVED.test(text);
    this.caring = CARING.test(text);
    this.quotes = spans(text, QUOTES);
  }

  sentence(index: number): string {
    const start = lastBreakBefore(this.text, index, SENTENCE_BREAK);
    const rest = this.text.slice(index).search(SENTENCE_BREAK);
    return this.text.slice(start, rest < 0 ? undefined : index + rest);
  }

  /** The clause up to the match: where negation and the subject are read. */
  clauseBefore(index: number): string {
    return this.text.slice(lastBreakBefore(this.text, index, CLAUSE_BREAK), index);
  }

  sentenceBefore(index: number): string {
    return this.text.slice(lastBreakBefore(this.text, index, SENTENCE_BREAK), index);
  }

  quoteAt(index: number): Span | undefined {
    return this.quotes.find((q) => index > q.start && index < q.end);
  }

  /** Words the user put in quotation marks as their own ("I told him 'I want to die'"). */
  quotedByUser(quote: Span): boolean {
    const before = this.text.slice(lastBreakBefore(this.text, quote.start, SENTENCE_BREAK), quote.start);
    return QUOTED_BY_USER_EN.test(before) || QUOTED_BY_USER_ZH.test(before);
  }

  fictionIn(sentence: string): boolean {
    return FICTION.test(sentence);
  }

  currentIn(sentence: string): boolean {
    return CURRENT.test(sentence);
  }

  playIn(sentence: string): boolean {
    return PLAY.test(sentence);
  }
}

export function negated(lang: Lang, clauseBefore: string): boolean {
  if (lang === "zh") return NEGATION_ZH.test(clauseBefore.slice(-8));
  const words = clauseBefore
    .split(/[^a-z']+/u)
    .filter(Boolean)
    .slice(-4);
  const at = words.findIndex((word) => NEGATION_EN.test(word));
  return at >= 0 && !words.slice(at + 1).some((word) => NOT_A_NEGATION_EN.test(word));
}

/** Someone other than the user is the subject: "my sister is in an abusive marriage", 我朋友想自杀. */
export function thirdPartySubject(lang: Lang, clauseBefore: string): boolean {
  const first = lastOf(clauseBefore, lang === "en" ? FIRST_EN : FIRST_ZH);
  const third = lastOf(clauseBefore, lang === "en" ? THIRD_EN : THIRD_ZH);
  if (!third) return false;
  return !first || third.index > first.index;
}

export function harmlessActor(lang: Lang, sentenceBefore: string): boolean {
  const actor = lastOf(sentenceBefore, lang === "en" ? ACTOR_EN : ACTOR_ZH);
  return actor !== undefined && (lang === "en" ? HARMLESS_ACTOR_EN : HARMLESS_ACTOR_ZH).test(actor.word);
}
