import { describe, expect, it } from "vitest";
import type { Email } from "@/lib/email/send";
import {
  dataExportReadyEmail,
  passwordResetEmail,
  paymentFailedEmail,
  proActivatedEmail,
  subscriptionCanceledEmail,
  verificationCodeEmail,
} from "@/lib/email/templates";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";

const to = "reader@example.com";
const origin = "https://hearth.test";
const now = new Date("2026-03-01T12:00:00Z");
const date = new Date("2026-04-01T00:00:00Z");
/** Characters a URL must encode: the link has to carry the token exactly. */
const token = "tok/en+with=signs";
const resetLink = "https://hearth.test/reset-password?token=tok%2Fen%2Bwith%3Dsigns";
const portal = "https://hearth.test/api/billing-portal";

/** Every e-mail Hearth sends, with the one link its button must go to (none for the code). */
const EMAILS: Record<string, { make: (locale: Locale) => Promise<Email>; link: string | null }> = {
  verification: { make: (locale) => verificationCodeEmail({ to, code: "482913", locale }), link: null },
  reset: { make: (locale) => passwordResetEmail({ to, token, locale, origin }), link: resetLink },
  receipt: {
    make: (locale) => proActivatedEmail({ to, origin, locale, plan: "pro_monthly", date, trial: false }),
    link: portal,
  },
  trial: {
    make: (locale) => proActivatedEmail({ to, origin, locale, plan: "pro_annual", date, trial: true }),
    link: portal,
  },
  paymentFailed: {
    make: (locale) => paymentFailedEmail({ to, origin, locale, plan: "pro_monthly", date }),
    link: portal,
  },
  canceled: {
    make: (locale) => subscriptionCanceledEmail({ to, origin, locale, plan: "pro_annual", date, now }),
    link: "https://hearth.test/subscription",
  },
  dataExportReady: {
    make: (locale) => dataExportReadyEmail({ to, origin, locale, hours: 24 }),
    link: "https://hearth.test/settings#settings-data",
  },
};

const hrefs = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
const buttonHref = (html: string) => html.match(/<a\b[^>]*\bhref="([^"]*)"[^>]*class="button"/)?.[1];

describe.each(LOCALES)("every e-mail in %s", (locale) => {
  const t = translator(locale);

  it.each(Object.keys(EMAILS))(
    "%s: HTML in the reader's language, light and dark, no remote anything",
    async (name) => {
      const { make, link } = EMAILS[name]!;
      const email = await make(locale);
      expect(email.to).toBe(to);
      expect(email.html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
      expect(email.html).toContain('<meta name="color-scheme" content="light dark"');
      expect(email.html).toContain("prefers-color-scheme: dark");
      expect(email.html).toMatch(/<h1[^>]*>[^<]*Hearth/);
      expect(email.html).toContain(t("email.footer"));
      expect(email.html).not.toMatch(/<img\b/i);
      expect(email.html).not.toMatch(/\b(src|background)="?https?:/i);
      expect(email.html).not.toMatch(/<(script|link)\b/i);
      // The button goes where it says, and the plain address is there too, in the HTML and in the text.
      expect(hrefs(email.html)).toEqual(link ? [link, link] : []);
      if (link) {
        expect(buttonHref(email.html)?.replaceAll("&amp;", "&")).toBe(link);
        expect(email.text).toContain(link);
      }
      expect(email.text).not.toMatch(/[<>]/);
      expect(email.text).toContain(t("email.footer"));
    },
  );

  it("verification: the code in large monospace text and in the plain text", async () => {
    const email = await verificationCodeEmail({ to, code: "482913", locale });
    expect(email.subject).toBe(t("email.verifySubject"));
    const style = email.html.match(/<p class="code" style="([^"]*)">482913<\/p>/)?.[1];
    expect(style).toContain("font-family:ui-monospace");
    expect(style).toContain("font-size:34px");
    expect(email.text).toContain(`\n482913\n`);
    expect(email.text).toContain(t("email.verifyExpiry", { minutes: 10 }));
    expect(email.text.match(/\b\d{6}\b/)?.[0]).toBe("482913");
  });

  it("billing e-mails: plan, price and dates in the reader's language", async () => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
    const receipt = await EMAILS.receipt!.make(locale);
    expect(receipt.text).toContain(t("email.proActivatedRenews", { date: day }));
    expect(receipt.text).toContain(t("pricing.proMonthly.name"));
    const trial = await EMAILS.trial!.make(locale);
    expect(trial.text).toContain(t("pricing.proAnnual.name"));
    expect(trial.text).toContain(day);
    expect((await EMAILS.paymentFailed!.make(locale)).text).toContain(day);
    expect((await EMAILS.canceled!.make(locale)).text).toContain(t("email.canceledUntil", { date: day }));
  });
});

describe("the data export e-mail", () => {
  it.each(LOCALES)("%s: says where to download and for how long, and carries no data", async (locale) => {
    const t = translator(locale);
    const email = await dataExportReadyEmail({ to, origin, locale, hours: 24 });
    expect(email.subject).toBe(t("email.dataExportSubject"));
    expect(email.text).toContain(t("email.dataExportExpiry", { hours: 24 }));
    expect(email.text).toContain(t("email.dataExportAction"));
    expect(email.html).not.toContain("/api/user/export");
  });
});

describe("the plain-text parts read as letters", () => {
  it("verification", async () => {
    expect((await verificationCodeEmail({ to, code: "482913", locale: "en" })).text).toMatchInlineSnapshot(`
      "Enter this code in Hearth to confirm your email address:

      482913

      It expires in 10 minutes. If you didn't create a Hearth account, you can ignore this email.

      ----------------------------------------

      You got this email because this address was used to create a Hearth account.

      Hearth, your private relationship advisor. This email has no trackers and no remote images."
    `);
  });

  it("password reset", async () => {
    expect((await passwordResetEmail({ to, token, locale: "zh-TW", origin })).text).toMatchInlineSnapshot(`
      "有人（希望是你）要求重設你的 Hearth 帳號密碼。

      設定新密碼 https://hearth.test/reset-password?token=tok%2Fen%2Bwith%3Dsigns

      此連結只能使用一次，並將在 60 分鐘後失效。如果這不是你提出的要求，請忽略這封郵件，你的密碼不會變更。

      ----------------------------------------

      你收到這封郵件，是因為有人為使用這個地址的 Hearth 帳號要求重設密碼。

      Hearth，你的私人感情顧問。這封郵件沒有追蹤器，也不載入任何遠端圖片。"
    `);
  });

  it("Pro receipt", async () => {
    expect((await EMAILS.receipt!.make("en")).text).toMatchInlineSnapshot(`
      "Thank you: your Hearth Pro subscription is active.

      Plan: Pro Monthly ($9.99/month)
      Next billing date: April 1, 2026.

      All twelve personas, unlimited conversations and history, and both response modes are yours now.

      Change your plan, update your card or cancel at any time.

      Manage your subscription https://hearth.test/api/billing-portal

      Every paid plan comes with a 30-day money-back guarantee: if Hearth isn't right for you, write to support@hearth.example within 30 days of paying.

      ----------------------------------------

      You got this email because it is about the Hearth Pro subscription of the account with this address.

      Hearth, your private relationship advisor. This email has no trackers and no remote images."
    `);
  });

  it("trial", async () => {
    expect((await EMAILS.trial!.make("zh-CN")).text).toMatchInlineSnapshot(`
      "谢谢你：你的 Hearth Pro 订阅已启用。

      方案：Pro 年付（US$59.99/年）
      你的免费试用期到 2026年4月1日 为止。除非你在此之前取消，届时将收取首次费用 US$59.99/年。

      全部十二种角色、无限对话与记录，以及两种回复模式现在都归你使用。

      随时可以更改方案、更新银行卡或取消订阅。

      管理你的订阅 https://hearth.test/api/billing-portal

      所有付费方案都享有 30 天退款保证：如果 Hearth 不适合你，请在付款后 30 天内发邮件至 support@hearth.example。

      ----------------------------------------

      你收到这封邮件，是因为它与使用这个地址的账号的 Hearth Pro 订阅有关。

      Hearth，你的私人情感顾问。这封邮件没有追踪器，也不加载任何远程图片。"
    `);
  });

  it("payment failed", async () => {
    expect((await EMAILS.paymentFailed!.make("en")).text).toMatchInlineSnapshot(`
      "We couldn't take the payment for your Hearth Pro subscription (Pro Monthly).

      You keep Pro until April 1, 2026 while we try again. Update your payment method to keep it:

      Update payment method https://hearth.test/api/billing-portal

      If the payment still fails, your account returns to the free plan after that date. Your conversations stay.

      ----------------------------------------

      You got this email because it is about the Hearth Pro subscription of the account with this address.

      Hearth, your private relationship advisor. This email has no trackers and no remote images."
    `);
  });

  it("canceled, now and later", async () => {
    expect((await EMAILS.canceled!.make("en")).text).toMatchInlineSnapshot(`
      "Your Hearth Pro subscription (Pro Annual) is canceled. You keep Pro until April 1, 2026, and you won't be charged again.

      Changed your mind? You can subscribe again at any time.

      See the plans https://hearth.test/subscription

      ----------------------------------------

      You got this email because it is about the Hearth Pro subscription of the account with this address.

      Hearth, your private relationship advisor. This email has no trackers and no remote images."
    `);
    const ended = await subscriptionCanceledEmail({ to, origin, locale: "en", plan: null, date: now, now });
    expect(ended.text).toContain("Your account is on the free plan now.");
  });
});
