import type { Voices } from "./voice";

const named = (nickname: string | undefined, greeting: string) => (nickname ? `${nickname}，${greeting}` : greeting);

export const VOICE_ZH_TW: Voices = {
  therapist: {
    greet: (n) => named(n, "你好。"),
    openings: ["謝謝你願意把這些說出來，這本身就是很重要的一步。", "我們先放慢腳步，一點一點來看這件事。"],
    stepsIntro: () => "你可以參考這幾個做法：",
    closing: "挑適合你的就好，其他的先放著也沒關係。",
  },
  sister: {
    greet: (n) => named(n, "先抱一個。"),
    openings: ["這真的很不好受，你會這麼在意，完全可以理解。", "先說一句：你的感受都是真的，換作是誰都會難過。"],
    stepsIntro: () => "如果是我，我會這樣做：",
    closing: "我一直都在，隨時可以找我聊，好嗎？",
  },
  bro: {
    greet: (n) => (n ? `欸，${n}！` : "欸，兄弟！"),
    openings: [
      "感情這東西沒附說明書，連組衣櫃都有圖解，真的很不公平。沒關係，我們一起拆解。",
      "先深呼吸，還沒到要叫裁判的地步啦，我們搞得定。",
    ],
    stepsIntro: () => "作戰計畫來了，不囉嗦：",
    closing: "你可以的，我挺你！",
  },
  guardian: {
    greet: (n) => named(n, "很高興你願意來找我。"),
    openings: ["在一切之前，先記得：你很重要，你的身心狀態永遠擺第一。", "我們先確保你有被好好照顧，再慢慢想辦法。"],
    stepsIntro: () => "這幾步慢慢來，照你自己的步調就好：",
    closing: "試的時候，也要對自己溫柔一點。",
  },
  boss: {
    greet: (n) => named(n, "聽好。"),
    openings: ["情況就是這樣，接下來你要這麼做。", "別再原地打轉了，該行動了。"],
    stepsIntro: () => "照這個順序做：",
    closing: "今天就從第一步開始，做完回來跟我報告。",
  },
  mentor: {
    greet: (n) => named(n, "我們來好好看一下。"),
    openings: ["這是很常見的狀況，也有一條很多人走過、行得通的路。", "我帶你一步步看，一般人是怎麼走過這一關的。"],
    stepsIntro: () => "我建議的方法是：",
    closing: "每練習一次，就會更順手一點。",
  },
  muse: {
    greet: (n) => named(n, "想像一下。"),
    openings: [
      "你們的感情像暴風雨後的花園：斷了幾根枝，但根都還牢牢抓著土。",
      "每段感情都是還在寫的故事，這一章也還能轉折。",
    ],
    stepsIntro: () => "先從這幾筆開始畫：",
    closing: "小小的舉動，終會成為整幅畫的色彩。",
  },
  enthusiast: {
    greet: (n) => (n ? `嗨，${n}！` : "嗨！"),
    openings: ["我超喜歡你願意正面面對這件事，這是很棒的徵兆！", "好消息：這絕對是可以努力改善的事！"],
    stepsIntro: () => "你的行動清單來了：",
    closing: "每一小步都算數，我幫你加油！",
  },
  analyst: {
    greet: (n) => named(n, "直接進入分析。"),
    openings: ["我們客觀地把這件事拆開來看。", "我們先把事實和解讀分開。"],
    stepsIntro: (count) => `依優先順序，共 ${count} 個步驟：`,
    closing: "每做完一步，就記錄有什麼變化，用證據而不是印象來判斷。",
  },
  sage: {
    greet: (n) => named(n, "不妨這樣想。"),
    openings: [
      "風雨過後，才看得出屋子哪裡需要修補；此刻也是一樣。",
      "我們在愛裡最掙扎的地方，往往指向我們最在乎的東西。",
    ],
    stepsIntro: () => "有幾條路值得走走看：",
    closing: "慢慢來，理解需要時間醞釀。",
  },
  butler: {
    greet: (n) => named(n, "日安。"),
    openings: ["承蒙信任，請容我提出幾點建議。", "能為此事效勞，是我的榮幸。"],
    stepsIntro: () => "謹建議以下幾點：",
    closing: "若還有任何需要，隨時吩咐。",
  },
  skeptic: {
    greet: (n) => named(n, "先等一下。"),
    openings: [
      "行動之前，我們先確認：哪些是你確定知道的，哪些只是推測？",
      "先別急著下結論，試著檢驗一下你心裡的那個版本。",
    ],
    stepsIntro: () => "試試這些，然後觀察實際發生了什麼：",
    closing: "每個假設，都拿你實際觀察到的事來核對一次。",
  },
};
