"use client";

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from "next-intl";
import { useMemo, type ReactNode } from "react";

/** A provider for a subtree that needs more strings than its parents': theirs and these (a provider replaces, not adds). */
export function MoreMessages({ messages, children }: { messages: Record<string, unknown>; children: ReactNode }) {
  const parent = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
