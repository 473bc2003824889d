import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";

/** The app's own palette (app/globals.css), as hex: e-mail clients do not know oklch. */
const LIGHT = {
  page: "#f9f4f0",
  card: "#ffffff",
  text: "#231814",
  muted: "#6b5d58",
  accent: "#b33830",
  onAccent: "#ffffff",
};

/**
 * Clients that honour the reader's dark mode (Apple Mail, iOS, some webmail) take these; the inline light
 * colours are for the rest. Every text sits on a background of its own, so clients that invert colours by
 * force (Gmail, Outlook) never leave dark text on a dark page.
 */
const DARK_CSS = `
@media (prefers-color-scheme: dark) {
  .page, .page > table > tbody > tr > td { background-color: #16100e !important; }
  .card { background-color: #241d1b !important; border-color: #3a302c !important; }
  .text { color: #f3ede9 !important; }
  .muted { color: #c2b6b0 !important; }
  .brand, .link { color: #ee8266 !important; }
  .code { background-color: #16100e !important; color: #f3ede9 !important; border-color: #3a302c !important; }
  .button { background-color: #ee8266 !important; color: #16100e !important; }
  .rule { border-color: #3a302c !important; }
}`;

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang TC', 'PingFang SC', 'Microsoft JhengHei', 'Microsoft YaHei', sans-serif";

/** Skipped by the plain-text part (React Email's html-to-text selectors). */
const htmlOnly = { "data-skip-in-text": true } as object;

/**
 * One e-mail: the Hearth name, the subject as its heading (both HTML only: the plain-text part reads as a
 * letter under its subject line), the body, and a footer saying why it came. No images at all.
 */
export function EmailLayout({
  locale,
  subject,
  preview,
  reason,
  children,
}: {
  locale: Locale;
  subject: string;
  preview: string;
  /** Why the reader got this e-mail (and, for reminders, how to stop them). */
  reason: ReactNode;
  children: ReactNode;
}) {
  const t = translator(locale);
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{subject}</title>
        <style>{DARK_CSS}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="page" style={{ backgroundColor: LIGHT.page, margin: 0, padding: "24px 12px", fontFamily: font }}>
        <Container
          className="card"
          style={{
            backgroundColor: LIGHT.card,
            border: "1px solid #eadfd8",
            borderRadius: 12,
            padding: "28px 28px 20px",
            maxWidth: 560,
          }}
        >
          <Text
            className="brand"
            {...htmlOnly}
            style={{ color: LIGHT.accent, fontSize: 20, fontWeight: 700, letterSpacing: 0.5, margin: "0 0 16px" }}
          >
            Hearth
          </Text>
          <Heading
            as="h1"
            className="text"
            {...htmlOnly}
            style={{ color: LIGHT.text, fontSize: 22, lineHeight: "30px", fontWeight: 600, margin: "0 0 16px" }}
          >
            {subject}
          </Heading>
          {children}
          <Hr className="rule" style={{ borderColor: "#eadfd8", margin: "28px 0 16px" }} />
          <Small>{reason}</Small>
          <Small>{t("email.footer")}</Small>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text className="text" style={{ color: LIGHT.text, fontSize: 16, lineHeight: "26px", margin: "0 0 16px" }}>
      {children}
    </Text>
  );
}

function Small({ children }: { children: ReactNode }) {
  return (
    <Text className="muted" style={{ color: LIGHT.muted, fontSize: 13, lineHeight: "20px", margin: "0 0 8px" }}>
      {children}
    </Text>
  );
}

/** A link in running text (a reminder's unsubscribe link). */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="link" style={{ color: LIGHT.accent, textDecoration: "underline" }}>
      {children}
    </Link>
  );
}

/** The verification code: large monospace digits, easy to read and to copy. */
export function Code({ children }: { children: string }) {
  return (
    <Text
      className="code"
      style={{
        backgroundColor: LIGHT.page,
        color: LIGHT.text,
        border: "1px solid #eadfd8",
        borderRadius: 8,
        fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
        fontSize: 34,
        fontWeight: 700,
        letterSpacing: 8,
        lineHeight: "44px",
        textAlign: "center",
        padding: "12px 0",
        margin: "0 0 16px",
      }}
    >
      {children}
    </Text>
  );
}

/**
 * A button-like link, and under it the plain address for clients that lose the button (HTML only: the
 * plain-text part already shows the address after the button's label).
 */
export function Action({ href, label, locale }: { href: string; label: string; locale: Locale }) {
  return (
    <>
      <Button
        href={href}
        className="button"
        style={{
          backgroundColor: LIGHT.accent,
          color: LIGHT.onAccent,
          borderRadius: 8,
          fontSize: 16,
          fontWeight: 600,
          padding: "12px 20px",
          margin: "4px 0 12px",
        }}
      >
        {label}
      </Button>
      <Text
        className="muted"
        {...htmlOnly}
        style={{ color: LIGHT.muted, fontSize: 13, lineHeight: "20px", margin: "0 0 16px" }}
      >
        {translator(locale)("email.linkFallback")}{" "}
        <Link
          href={href}
          className="link"
          style={{ color: LIGHT.accent, textDecoration: "underline", wordBreak: "break-all" }}
        >
          {href}
        </Link>
      </Text>
    </>
  );
}
