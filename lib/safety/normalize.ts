/**
 * Traditional → simplified for the characters the Chinese rules, their contexts and the corpus use, so one
 * rule set reads both scripts. Characters missing here pass through unchanged (a rule written in
 * simplified characters then simply does not match their traditional form: add the pair).
 */
const PAIRS =
  "來来係系個个們们傳传傷伤備备兒儿兩两剛刚劇剧動动務务嗎吗嚇吓國国報报壓压壞坏媽妈學学寫写對对帳账帶带幫帮廁厕" +
  "強强後后從从戀恋應应愛爱慣惯戲戏撐撑擊击斷断於于時时書书會会條条東东樓楼樣样機机檢检歡欢歲岁殘残殺杀氣气沒没" +
  "淚泪準准為为無无熱热現现瘋疯發发當当紀纪約约終终結结絕绝絡络給给經经總总繫系義义習习聞闻聯联聲声聽听脅胁腳脚" +
  "藥药號号裝装裡里裏里見见覺觉訊讯討讨記记訴诉詞词話话該该認认說说誰谁談谈請请論论諮咨證证識识讀读讓让賣卖賭赌" +
  "蹤踪較较輕轻輸输辭辞這这進进週周遊游過过遠远遲迟遺遗還还錢钱錯错鎖锁長长門门開开間间閨闺關关隨随離离電电韓韩" +
  "頂顶頭头願愿顧顾飯饭麼么點点擔担護护彈弹槍枪鎗枪與与獨独憤愤罵骂毆殴騷骚擾扰監监視视錄录衛卫偵侦鬆松衝冲陽阳" +
  "隊队車车轉转碼码鑰钥資资銀银貸贷債债產产親亲歷历頸颈嚨咙斃毙燒烧繩绳橋桥臺台檯台邊边緣缘劑剂顆颗劃划燙烫尋寻" +
  "醫医撥拨櫃柜髮发腫肿縫缝級级幾几齡龄滿满網网際际姦奸險险著着夠够髒脏體体們们綁绑懼惧驚惊絲丝態态復复殺杀" +
  "嗚呜倫伦婦妇誘诱騙骗隻只衹只鬧闹鐘钟題题勢势憂忧鬱郁絆绊屍尸禮礼屬属顯显喚唤雖虽敗败戶户區区漢汉計计鴿鸽" +
  "僅仅傳传價价儘尽優优剋克勵励勸劝厭厌吳吴喪丧單单嚴严圍围團团圖图場场塊块墊垫壓压夢梦夥伙奪夺孫孙寧宁實实" +
  "寵宠將将專专尋寻層层岡冈島岛幣币庫库廳厅張张彎弯徵征憐怜懷怀戰战擁拥擇择擋挡據据擺摆攔拦敵敌數数斬斩暈晕曬晒" +
  "條条棄弃歸归氣气湯汤濕湿災灾煩烦爛烂爭争牽牵獄狱狀状獲获環环畫画癢痒盡尽確确禍祸穩稳窮穷筆笔節节範范簡简" +
  "綠绿線线練练組组細细織织罰罚羅罗聖圣膽胆臉脸舊旧艱艰蘭兰虧亏衆众補补襲袭覽览診诊評评試试詳详誌志誤误誠诚課课" +
  "調调誰谁謊谎謝谢證证議议護护豐丰負负貨货責责貴贵買买費费賠赔賴赖趕赶躍跃輛辆辦办邊边郵邮鄰邻釋释針针鋼钢錄录" +
  "鍵键鏡镜闖闯陰阴陸陆陳陈雙双雞鸡雜杂難难雲云電电靈灵順顺預预領领飛飞飽饱餓饿館馆馬马騎骑驗验鬥斗魚鱼鳥鸟" +
  "麗丽黃黄齊齐龍龙嬰婴擊击擔担攝摄攤摊灣湾產产劍剑偽伪傢家儀仪億亿倆俩側侧偉伟煙烟燈灯癡痴瞭了糾纠羨羡" +
  "聰聪聳耸臟脏艦舰蓋盖處处蟲虫術术襯衬規规親亲觸触訂订訓训託托記记許许訪访設设詐诈詢询該该誇夸諒谅" +
  "謀谋謂谓講讲謹谨變变讚赞貓猫賓宾賺赚趨趋跡迹蹟迹軌轨軟软載载輩辈轟轰農农迴回遞递邏逻醜丑鐵铁閉闭閃闪闊阔闆板" +
  "隱隐雖虽離离靜静響响頓顿頻频顛颠飲饮飾饰餘余騰腾驅驱髒脏鬆松麥麦";

const FOLD = new Map<string, string>();
for (let i = 0; i + 1 < PAIRS.length; i += 2) FOLD.set(PAIRS[i]!, PAIRS[i + 1]!);

/**
 * A normalized text with, for each of its characters, the range of the raw text it came from: whatever
 * reports a position in the normalized text (a rule's match) maps it back with `rawRange`.
 */
export type Mapped = { text: string; starts: number[]; ends: number[] };

export function rawRange(mapped: Mapped, start: number, end: number): { start: number; end: number } {
  if (mapped.text.length === 0) return { start: 0, end: 0 };
  const first = Math.min(start, mapped.text.length - 1);
  const last = Math.max(first, Math.min(end, mapped.text.length) - 1);
  return { start: mapped.starts[first]!, end: mapped.ends[last]! };
}

/** Replaces each match by `replace(match)`; the replacement's characters all come from the match's raw range. */
function replaceAll(mapped: Mapped, pattern: RegExp, replace: (match: RegExpExecArray) => string): Mapped {
  const out: Mapped = { text: "", starts: [], ends: [] };
  let at = 0;
  const keep = (from: number, to: number) => {
    out.text += mapped.text.slice(from, to);
    for (let i = from; i < to; i++) {
      out.starts.push(mapped.starts[i]!);
      out.ends.push(mapped.ends[i]!);
    }
  };
  for (const match of mapped.text.matchAll(pattern)) {
    const end = match.index + match[0].length;
    keep(at, match.index);
    const replacement = replace(match);
    if (replacement === match[0]) keep(match.index, end);
    else if (match[0].length > 0) {
      const start = mapped.starts[match.index]!;
      const stop = mapped.ends[end - 1]!;
      out.text += replacement;
      for (let i = 0; i < replacement.length; i++) {
        out.starts.push(start);
        out.ends.push(stop);
      }
    }
    at = end;
  }
  keep(at, mapped.text.length);
  return out;
}

/** Character by character: compatibility forms (full-width letters and digits, ！？), lower case, traditional → simplified, straight quotes. */
function foldCharacters(raw: string): Mapped {
  const out: Mapped = { text: "", starts: [], ends: [] };
  let index = 0;
  for (const char of raw) {
    let folded = "";
    for (const c of char.normalize("NFKC").toLowerCase()) folded += FOLD.get(c) ?? c;
    folded = folded
      .replace(/[\u2018\u2019\u201b`\u00b4]/g, "'")
      .replace(/[\u201c\u201d\u201e\u201f\u00ab\u00bb]/g, '"');
    out.text += folded;
    for (let i = 0; i < folded.length; i++) {
      out.starts.push(index);
      out.ends.push(index + char.length);
    }
    index += char.length;
  }
  return out;
}

function collapseSpace(mapped: Mapped): Mapped {
  const spaced = replaceAll(mapped, /\s+/g, () => " ");
  const lead = spaced.text.length - spaced.text.trimStart().length;
  const end = spaced.text.trimEnd().length;
  return {
    text: spaced.text.slice(lead, end),
    starts: spaced.starts.slice(lead, end),
    ends: spaced.ends.slice(lead, end),
  };
}

/** One spelling of the characters: what the rules were written against. Length changes only where white space collapses. */
export function fold(raw: string): Mapped {
  return collapseSpace(foldCharacters(raw));
}

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };
/** A leet character between letters ("k1ll", "su1c1de"), or a symbol first before three letters ("$uicide", "0verdose"); never "3am". */
const LEET_IN_WORD = /(?<=[a-z])[013457@$]+(?=[a-z])|(?<![a-z0-9])[0@$](?=[a-z]{3})/g;

/**
 * Spellings people type for the words the check cares about: contractions written out, texting shorthand,
 * the common misspellings and euphemisms of suicide ("sewerslide", "unalive", "kms"), pinyin and homophones in Chinese.
 */
const WORDS: Record<string, string> = {
  "i'm": "i am",
  im: "i am",
  "i've": "i have",
  ive: "i have",
  "i'd": "i would",
  "i'll": "i will",
  "you're": "you are",
  youre: "you are",
  "he's": "he is",
  "she's": "she is",
  "he'll": "he will",
  "she'll": "she will",
  "they'll": "they will",
  "they're": "they are",
  "he'd": "he would",
  "she'd": "she would",
  "it's": "it is",
  "won't": "will not",
  wont: "will not",
  "can't": "cannot",
  cant: "cannot",
  "don't": "do not",
  dont: "do not",
  "doesn't": "does not",
  doesnt: "does not",
  "didn't": "did not",
  didnt: "did not",
  "isn't": "is not",
  isnt: "is not",
  "wasn't": "was not",
  wasnt: "was not",
  "aren't": "are not",
  "wouldn't": "would not",
  wouldnt: "would not",
  "couldn't": "could not",
  couldnt: "could not",
  "shouldn't": "should not",
  "haven't": "have not",
  havent: "have not",
  "hasn't": "has not",
  "ain't": "is not",
  gonna: "going to",
  wanna: "want to",
  gotta: "got to",
  tryna: "trying to",
  lemme: "let me",
  gimme: "give me",
  u: "you",
  ur: "your",
  r: "are",
  pls: "please",
  plz: "please",
  tonite: "tonight",
  "2nite": "tonight",
  "2day": "today",
  rn: "right now",
  cuz: "because",
  bc: "because",
  coz: "because",
  bf: "boyfriend",
  gf: "girlfriend",
  kms: "kill myself",
  kys: "kill yourself",
  unalive: "kill",
  unalived: "killed",
  unaliving: "killing",
  sewerslide: "suicide",
  sewerside: "suicide",
  suicde: "suicide",
  sucide: "suicide",
  suiside: "suicide",
  suicid: "suicide",
  sucidal: "suicidal",
  suicidle: "suicidal",
  suisidal: "suicidal",
  pils: "pills",
  pilz: "pills",
  od: "overdose",
  "od'd": "overdosed",
  oding: "overdosing",
  nudez: "nudes",
  noodz: "nudes",
};
const WORD = /sewer slide|(?<![a-z0-9'])[a-z0-9']+(?![a-z0-9'])/g;
const CHINESE_SLANG: [RegExp, string][] = [
  [/(?<![a-z])(?:zs|zisha)(?![a-z])|紫砂(?![壶锅杯茶])|自s(?![a-z])/g, "自杀"],
  [/(?<![a-z])qs(?![a-z])/g, "轻生"],
];

/**
 * `fold`, then the spellings of one word made one: repeated letters ("diiiie" counts as "diie"), leetspeak,
 * contractions and shorthand, misspellings and euphemisms. The learned classifier reads this; the rules
 * read it beside the folded text.
 */
export function normalize(raw: string): Mapped {
  return spellOut(fold(raw));
}

/** `normalize` of a text already folded. */
export function spellOut(folded: Mapped): Mapped {
  let mapped = replaceAll(folded, /([a-z])\1{2,}/g, (m) => m[1]!.repeat(2));
  mapped = replaceAll(mapped, LEET_IN_WORD, (m) => [...m[0]].map((c) => LEET[c] ?? c).join(""));
  mapped = replaceAll(mapped, WORD, (m) => (m[0] === "sewer slide" ? "suicide" : (WORDS[m[0]] ?? m[0])));
  for (const [pattern, word] of CHINESE_SLANG) mapped = replaceAll(mapped, pattern, () => word);
  return mapped;
}

/** The folded text alone, for readers that need no positions. */
export function foldText(raw: string): string {
  return fold(raw).text;
}
