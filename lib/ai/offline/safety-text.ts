import type { Language } from "@/db/schema";
import { hasCategory, type SafetyCategory, type SafetyCheck } from "@/lib/safety/categories";

/** The offline advisor's safety-first reply, in one language. No persona: the same words whoever the advisor is. */
export type SafetyText = {
  ack(nickname: string | undefined): string;
  urgent: string;
  focus: Record<SafetyCategory, string>;
  card: string;
  limits: string;
  question: { self_harm: string; under_18: string; general: string };
};

const EN: SafetyText = {
  ack: (n) =>
    `${n ? `${n}, thank you` : "Thank you"} for telling me. What you're describing sounds really serious, and I'm glad you reached out.`,
  urgent:
    "**If you or anyone else is in danger right now, please call your local emergency number now** — it's on the card above this message. You can come back to this chat any time.",
  focus: {
    immediate_danger:
      "Right now your safety comes first. If you can, get to a place where you're not alone — a neighbour, a friend, any public place — and call for help.",
    self_harm:
      "When the pain feels this big, it can seem like there's no way through — but you don't have to face this alone, and things can get better with support. If you have something you could use to hurt yourself, please put some distance between you and it, and try to be near someone you trust. A crisis line on the card can talk with you right now.",
    violence:
      "No one deserves to be hit, hurt or threatened, and it is not your fault — whatever the other person says. Please don't try to confront them about it on your own; a domestic-violence service on the card can help you plan for your safety, whether or not you want to leave.",
    coercive_control:
      "Tracking your phone, controlling your money, or cutting you off from friends and family are recognised warning signs of an abusive relationship, even without physical violence. If your phone might be monitored, look for help from a device or account they can't see. A service on the card can talk it through with you in confidence.",
    sexual_coercion:
      "Sex without your free agreement is never okay, in any relationship — you don't owe it to anyone, and it is not your fault. A doctor or a service on the card can help, including with medical care, whether or not you want to report anything.",
    image_abuse:
      "Sharing or threatening to share intimate images without your consent is abuse, and in many places a crime — it is not your fault. Please don't pay or send anything more; keep the messages as evidence and stop replying. A service on the card can help get images taken down, and StopNCII.org can block them on many platforms without anyone having to see them.",
    under_18:
      "Hearth is made for adults, so I'm not the right place for advice about dating — but what you're going through matters. Please talk to an adult you trust, like a parent, a teacher or a school counsellor. The card above also has free services just for young people.",
  },
  card: "The help card above has free, confidential services you can call, text or visit, run by people trained for exactly this.",
  limits:
    "I'm an AI, not a counsellor or an emergency service, and I can't contact anyone for you — but I'm here to keep talking.",
  question: {
    self_harm: "Are you thinking about ending your life, and are you somewhere safe right now?",
    under_18: "Is there an adult you trust who you could talk to about this?",
    general: "Are you somewhere safe right now?",
  },
};

const ZH_TW: SafetyText = {
  ack: (n) => `${n ? `${n}，` : ""}謝謝你願意告訴我。你說的情況聽起來很嚴重，我很高興你說出來了。`,
  urgent:
    "**如果你或任何人現在有危險，請馬上撥打當地的緊急電話**——號碼就在這則訊息上方的卡片裡。你隨時都可以回來這裡繼續聊。",
  focus: {
    immediate_danger:
      "現在最重要的是你的安全。如果可以，請到不是只有你一個人的地方，例如鄰居、朋友家或任何公共場所，並打電話求助。",
    self_harm:
      "當痛苦大到這個地步，可能會覺得怎麼樣都走不出去，但你不需要一個人面對，有人支持，情況是可以好轉的。如果你身邊有可能拿來傷害自己的東西，請先讓自己離它遠一點，並盡量待在你信任的人身邊。卡片上的專線現在就可以跟你聊。",
    violence:
      "沒有人應該被打、被傷害或被威脅，這不是你的錯，不管對方怎麼說。請不要自己一個人去跟對方對質；卡片上的家暴求助專線可以幫你規劃安全，不論你想不想離開。",
    coercive_control:
      "監控你的手機、控制你的錢、切斷你和朋友家人的聯繫，都是公認的關係暴力警訊，即使沒有肢體暴力也是。如果你的手機可能被監看，請用對方看不到的裝置或帳號求助。卡片上的專線可以保密地和你討論。",
    sexual_coercion:
      "在任何關係裡，沒有你真心同意的性行為都是不可以的。你不欠任何人，這也不是你的錯。醫師或卡片上的專線可以提供協助，包括就醫，不論你想不想報案。",
    image_abuse:
      "未經你同意散布或威脅散布私密影像是一種暴力，在很多地方也是犯罪，這不是你的錯。請不要付錢，也不要再傳任何東西；把對話留下來當證據，並停止回應。卡片上的單位可以協助下架影像，StopNCII.org 也能在不需要任何人看到影像的情況下，幫你在許多平台上封鎖它們。",
    under_18:
      "Hearth 是給成年人使用的，所以我不適合給你戀愛方面的建議，但你正在經歷的事很重要。請跟你信任的大人聊聊，例如爸媽、老師或學校的輔導老師。上方的卡片也有專門給青少年的免費求助管道。",
  },
  card: "上方的求助卡片列出了免費、保密的求助管道，你可以打電話、傳訊息或上網聯繫，那裡的人都受過專業訓練，正是為了這種時候。",
  limits: "我是 AI，不是諮商師或緊急救援單位，也無法替你聯絡任何人，但我會在這裡陪你繼續聊。",
  question: {
    self_harm: "你現在有想結束自己生命的念頭嗎？你現在在安全的地方嗎？",
    under_18: "有沒有一位你信任的大人，可以跟他聊聊這件事？",
    general: "你現在在安全的地方嗎？",
  },
};

const ZH_CN: SafetyText = {
  ack: (n) => `${n ? `${n}，` : ""}谢谢你愿意告诉我。你说的情况听起来很严重，我很高兴你说出来了。`,
  urgent:
    "**如果你或任何人现在有危险，请马上拨打当地的紧急电话**——号码就在这条消息上方的卡片里。你随时都可以回来这里继续聊。",
  focus: {
    immediate_danger:
      "现在最重要的是你的安全。如果可以，请去一个不是只有你一个人的地方，比如邻居、朋友家或任何公共场所，并打电话求助。",
    self_harm:
      "当痛苦大到这个地步，可能会觉得怎么都走不出去，但你不需要一个人面对，有人支持，情况是可以好转的。如果你身边有可能用来伤害自己的东西，请先让自己离它远一点，并尽量待在你信任的人身边。卡片上的热线现在就可以和你聊。",
    violence:
      "没有人应该被打、被伤害或被威胁，这不是你的错，不管对方怎么说。请不要自己一个人去和对方对质；卡片上的反家暴求助热线可以帮你规划安全，不管你想不想离开。",
    coercive_control:
      "监控你的手机、控制你的钱、切断你和朋友家人的联系，都是公认的亲密关系暴力信号，即使没有肢体暴力也是。如果你的手机可能被监控，请用对方看不到的设备或账号求助。卡片上的热线可以保密地和你讨论。",
    sexual_coercion:
      "在任何关系里，没有你真心同意的性行为都是不可以的。你不欠任何人，这也不是你的错。医生或卡片上的热线可以提供帮助，包括就医，不管你想不想报警。",
    image_abuse:
      "未经你同意传播或威胁传播私密影像是一种暴力，在很多地方也是犯罪，这不是你的错。请不要付钱，也不要再发任何东西；把聊天记录留作证据，并停止回复。卡片上的机构可以帮忙删除影像，StopNCII.org 也能在不需要任何人看到影像的情况下，帮你在许多平台上屏蔽它们。",
    under_18:
      "Hearth 是给成年人用的，所以我不适合给你恋爱方面的建议，但你正在经历的事很重要。请和你信任的大人聊聊，比如爸妈、老师或学校的心理老师。上方的卡片也有专门给青少年的免费求助渠道。",
  },
  card: "上方的求助卡片列出了免费、保密的求助渠道，你可以打电话、发短信或上网联系，那里的人都受过专业训练，正是为了这种时候。",
  limits: "我是 AI，不是心理咨询师或紧急救援机构，也没办法替你联系任何人，但我会在这里陪你继续聊。",
  question: {
    self_harm: "你现在有想结束自己生命的念头吗？你现在在安全的地方吗？",
    under_18: "有没有一位你信任的大人，可以和他聊聊这件事？",
    general: "你现在在安全的地方吗？",
  },
};

export const SAFETY_TEXT: Record<Language, SafetyText> = { en: EN, "zh-TW": ZH_TW, "zh-CN": ZH_CN };

/** Most urgent first. */
const FOCUS_ORDER: SafetyCategory[] = [
  "immediate_danger",
  "self_harm",
  "violence",
  "sexual_coercion",
  "image_abuse",
  "coercive_control",
  "under_18",
];

/** The guidance for what the check matched, most urgent first, and the one question about safety to end on. */
export function safetyGuidance(language: Language, safety: SafetyCheck): { focus: string[]; question: string } {
  const text = SAFETY_TEXT[language];
  const question = hasCategory(safety, "self_harm")
    ? text.question.self_harm
    : hasCategory(safety, "under_18") && safety.matches.length === 1
      ? text.question.under_18
      : text.question.general;
  return { focus: FOCUS_ORDER.filter((c) => hasCategory(safety, c)).map((c) => text.focus[c]), question };
}
