import { describe, expect, it } from "vitest";
import { listOutboxEmails } from "@/db/queries/outbox";
import { sendEmail } from "@/lib/email/send";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import type { ReminderKind } from "@/lib/reminders/kinds";
import { reminderEmail } from "@/lib/reminders/reminder-email";
import { readUnsubscribeToken } from "@/lib/reminders/unsubscribe";

const to = "reader@example.com";
const userId = "0b6f3c1e-7d2a-4e59-9c1b-2f8e4a6d5c3b";
const origin = "https://hearth.test";

/** The subjects are fixed: a subject line shows on a lock screen and in a shared inbox. */
const SUBJECTS: Record<ReminderKind, Record<Locale, string>> = {
  followup: { en: "How did it go?", "zh-TW": "進展如何？", "zh-CN": "进展如何？" },
  checkin: { en: "Time for your weekly check-in", "zh-TW": "該做每週回顧了", "zh-CN": "该做每周回顾了" },
};
const PATHS: Record<ReminderKind, string> = { followup: "/advice/a1b2c3#follow-up", checkin: "/insights" };

/** What the moment was about: things a careless reminder would quote. */
const MOMENT = {
  situation: "Telling Jordan about the job offer in Berlin",
  partnerName: "Jordan",
  advice: "Start with how much the relationship means to you",
};

const hrefs = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

describe.each(LOCALES)("reminder e-mails in %s", (locale) => {
  const t = translator(locale);

  it.each<ReminderKind>(["followup", "checkin"])(
    "%s: fixed subject, the link, the unsubscribe link and headers",
    async (kind) => {
      const path = PATHS[kind];
      // Whatever a caller might pass, the e-mail has no place for it.
      const input = { to, userId, kind, locale, path, origin, ...MOMENT } as Parameters<typeof reminderEmail>[0];
      const email = await reminderEmail(input);
      expect(email.to).toBe(to);
      expect(email.subject).toBe(SUBJECTS[kind][locale]);
      expect(email.html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));

      const link = `${origin}${path}`;
      const page = hrefs(email.html).find((href) => href.startsWith(`${origin}/unsubscribe?token=`))!;
      // The button and its plain address, then the unsubscribe link: nothing else to follow.
      expect(hrefs(email.html)).toEqual([link, link, page]);
      expect(email.html).toMatch(new RegExp(`<a\\b[^>]*>${t("email.reminderUnsubscribe")}</a>`));
      expect(email.text).toContain(link);
      expect(email.text).toContain(`${t("email.reminderUnsubscribe")} ${page}`);
      expect(readUnsubscribeToken(tokenOf(page))).toEqual({ userId, kind });

      expect(email.headers).toEqual({
        "List-Unsubscribe": `<${origin}/api/reminders/unsubscribe?token=${tokenOf(page)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      const oneClick = email.headers!["List-Unsubscribe"]!.slice(1, -1);
      expect(readUnsubscribeToken(tokenOf(oneClick))).toEqual({ userId, kind });

      for (const words of [...Object.values(MOMENT), "Berlin", "job offer"])
        expect(`${email.subject}\n${email.text}\n${email.html}`).not.toContain(words);
    },
  );

  it("says the same for every moment: two follow-ups differ only in where the button goes", async () => {
    const email = (path: string) => reminderEmail({ to, userId, kind: "followup", locale, path, origin });
    const [first, second] = await Promise.all([email("/advice/first#follow-up"), email("/coach/second#follow-up")]);
    expect(second.subject).toBe(first.subject);
    expect(second.text.replaceAll("/coach/second", "/advice/first")).toBe(first.text);
    expect(second.html.replaceAll("/coach/second", "/advice/first")).toBe(first.html);
  });
});

describe("sending a reminder", () => {
  it("keeps its List-Unsubscribe headers in the outbox", async () => {
    const address = `outbox-${crypto.randomUUID()}@example.com`;
    const email = await reminderEmail({
      to: address,
      userId,
      kind: "checkin",
      locale: "en",
      path: "/insights",
      origin,
    });
    await sendEmail(email);
    const [stored] = await listOutboxEmails({ to: address });
    expect(stored).toMatchObject({ subject: "Time for your weekly check-in", text: email.text, html: email.html });
    expect(stored!.headers).toEqual(email.headers);
    expect(stored!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("other e-mails have no extra headers", async () => {
    const address = `plain-${crypto.randomUUID()}@example.com`;
    await sendEmail({ to: address, subject: "Hi", html: "<p>Hi</p>", text: "Hi" });
    expect((await listOutboxEmails({ to: address }))[0]!.headers).toEqual({});
  });
});
