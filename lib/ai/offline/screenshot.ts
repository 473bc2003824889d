import type { Language } from "@/db/schema";

type ScreenshotText = {
  /** Shows what was read, so the user can correct a misreading. */
  read(lines: string[]): string;
  /** Nothing legible: the offline advisor says it cannot see pictures. */
  unreadable: string;
};

const quoted = (lines: string[]) => lines.map((line) => `> ${line}`).join("\n");

const TEXT: Record<Language, ScreenshotText> = {
  en: {
    read: (lines) =>
      `I read this exchange:\n\n${quoted(lines)}\n\nIf I misread anything, tell me what it really says and I will look again.`,
    unreadable:
      "The offline advisor cannot see pictures, and I could not read any text in this one. Could you describe what it shows, or type out the messages you want to talk about?",
  },
  "zh-TW": {
    read: (lines) => `我讀到的對話是：\n\n${quoted(lines)}\n\n如果有讀錯的地方，請告訴我原文，我會重新看看。`,
    unreadable: "離線顧問看不到圖片，這張圖裡我也讀不出文字。可以描述一下圖片的內容，或把想討論的訊息打出來嗎？",
  },
  "zh-CN": {
    read: (lines) => `我读到的对话是：\n\n${quoted(lines)}\n\n如果有读错的地方，请告诉我原文，我会重新看看。`,
    unreadable: "离线顾问看不到图片，这张图里我也读不出文字。可以描述一下图片的内容，或把想讨论的消息打出来吗？",
  },
};

/** What the offline advisor says about the images it was sent: the text it read in them, or that it read none. */
export function screenshotPreamble(readText: string, language: Language): string {
  const lines = readText.split("\n").filter(Boolean);
  return lines.length > 0 ? TEXT[language].read(lines) : TEXT[language].unreadable;
}
