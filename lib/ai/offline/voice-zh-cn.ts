import type { Voices } from "./voice";

const named = (nickname: string | undefined, greeting: string) => (nickname ? `${nickname}，${greeting}` : greeting);

export const VOICE_ZH_CN: Voices = {
  therapist: {
    greet: (n) => named(n, "你好。"),
    openings: ["谢谢你愿意把这些说出来，这本身就是很重要的一步。", "我们先放慢节奏，一点一点来看这件事。"],
    stepsIntro: () => "你可以参考这几个做法：",
    closing: "挑适合你的就好，其他的先放一放也没关系。",
  },
  sister: {
    greet: (n) => named(n, "先抱抱你。"),
    openings: ["这真的很不好受，你会这么在意，完全可以理解。", "先说一句：你的感受都是真实的，换成谁都会难过。"],
    stepsIntro: () => "如果是我，我会这样做：",
    closing: "我一直都在，随时可以找我聊，好吗？",
  },
  bro: {
    greet: (n) => (n ? `嘿，${n}！` : "嘿，哥们儿！"),
    openings: [
      "感情这东西不带说明书，组装个衣柜都有图纸，真是太不公平了。没事，咱们一起拆解。",
      "先深呼吸，还没到要叫裁判的地步呢，咱们搞得定。",
    ],
    stepsIntro: () => "作战计划来了，不啰嗦：",
    closing: "你行的，我挺你！",
  },
  guardian: {
    greet: (n) => named(n, "很高兴你愿意来找我。"),
    openings: ["在一切之前，先记住：你很重要，你的身心状态永远排第一。", "我们先确保你被好好照顾，再慢慢想办法。"],
    stepsIntro: () => "这几步慢慢来，按你自己的节奏就好：",
    closing: "尝试的时候，也要对自己温柔一点。",
  },
  boss: {
    greet: (n) => named(n, "听好了。"),
    openings: ["情况就是这样，接下来你要这么做。", "别再原地打转了，该行动了。"],
    stepsIntro: () => "按这个顺序做：",
    closing: "今天就从第一步开始，做完回来向我汇报。",
  },
  mentor: {
    greet: (n) => named(n, "我们来好好看一下。"),
    openings: ["这是很常见的情况，也有一条很多人走过、行之有效的路。", "我带你一步步看，一般人是怎么走过这一关的。"],
    stepsIntro: () => "我建议的方法是：",
    closing: "每练习一次，就会更得心应手一点。",
  },
  muse: {
    greet: (n) => named(n, "想象一下。"),
    openings: [
      "你们的感情像暴风雨后的花园：断了几根枝，但根还牢牢扎在土里。",
      "每段感情都是一个还在书写的故事，这一章也还能迎来转折。",
    ],
    stepsIntro: () => "先从这几笔开始画：",
    closing: "小小的举动，终会成为整幅画的色彩。",
  },
  enthusiast: {
    greet: (n) => (n ? `嗨，${n}！` : "嗨！"),
    openings: ["太喜欢你愿意正面面对这件事了，这是个超棒的信号！", "好消息：这绝对是可以努力改善的事！"],
    stepsIntro: () => "你的行动清单来了：",
    closing: "每一小步都算数，我为你加油！",
  },
  analyst: {
    greet: (n) => named(n, "直接进入分析。"),
    openings: ["我们客观地把这件事拆开来看。", "我们先把事实和解读分开。"],
    stepsIntro: (count) => `按优先级排序，共 ${count} 个步骤：`,
    closing: "每做完一步，就记录有什么变化，用证据而不是印象来判断。",
  },
  sage: {
    greet: (n) => named(n, "不妨这样想。"),
    openings: [
      "风雨过后，才看得出房子哪里需要修补；此刻也是一样。",
      "我们在爱里最挣扎的地方，往往指向我们最在乎的东西。",
    ],
    stepsIntro: () => "有几条路值得走一走：",
    closing: "慢慢来，理解需要时间沉淀。",
  },
  butler: {
    greet: (n) => named(n, "您好。"),
    openings: ["承蒙信任，请允许我提出几点建议。", "能为您分忧，是我的荣幸。"],
    stepsIntro: () => "谨建议以下几点：",
    closing: "如有任何需要，随时吩咐。",
  },
  skeptic: {
    greet: (n) => named(n, "先等一下。"),
    openings: [
      "行动之前，我们先确认：哪些是你确定知道的，哪些只是推测？",
      "先别急着下结论，试着检验一下你心里的那个版本。",
    ],
    stepsIntro: () => "试试这些，然后观察实际发生了什么：",
    closing: "每个假设，都拿你实际观察到的事来核对一遍。",
  },
};
