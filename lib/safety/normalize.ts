/**
 * Traditional → simplified for the characters the Chinese rules and their contexts use, so one rule set
 * reads both scripts. Characters missing here pass through unchanged (a rule written in simplified
 * characters then simply does not match their traditional form: add the pair).
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
  "嗚呜倫伦婦妇誘诱騙骗隻只衹只鬧闹鐘钟題题勢势憂忧鬱郁絆绊屍尸禮礼屬属顯显喚唤雖虽敗败戶户區区漢汉計计鴿鸽";

const FOLD = new Map<string, string>();
for (let i = 0; i + 1 < PAIRS.length; i += 2) FOLD.set(PAIRS[i]!, PAIRS[i + 1]!);

/**
 * One spelling for every message: compatibility forms folded (full-width letters and digits, ！？),
 * lower case, straight quotes and apostrophes, traditional characters folded to simplified,
 * runs of white space made one space. Length changes only where white space collapses.
 */
export function normalize(text: string): string {
  let out = "";
  for (const char of text.normalize("NFKC").toLowerCase()) out += FOLD.get(char) ?? char;
  return out
    .replace(/[\u2018\u2019\u201b`\u00b4]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u00ab\u00bb]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}
