import { ChevronRightIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { BackLink } from "@/components/shell/back-link";

/**
 * A page under Settings (the safety plan, memory, reminders): the way back, its title (focusable, for the page's own
 * focus moves) and intro, and for a guest the note that their data ends with the session.
 */
export async function SettingsSubpage({
  namespace,
  titleId,
  guest,
  children,
}: {
  /** Where the page's back, title, intro and guest texts are. */
  namespace: "memory" | "safetyPlan" | "reminders";
  titleId: string;
  guest: boolean;
  children: ReactNode;
}) {
  const t = await getTranslations(namespace);
  const texts = {
    back: t("back"),
    title: t("title"),
    intro: t("intro"),
    guestNotice: t("guestNotice"),
    guestCreateAccount: t("guestCreateAccount"),
  };
  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-6">
      <div>
        <BackLink href="/settings" label={texts.back} />
      </div>
      <div className="grid gap-2">
        <h1 id={titleId} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {texts.title}
        </h1>
        <p className="text-muted-foreground">{texts.intro}</p>
      </div>
      {guest ? (
        <p role="note" className="rounded-lg bg-accent p-3 text-sm text-accent-foreground">
          {texts.guestNotice}{" "}
          <Link href="/auth?tab=register" className="font-medium underline underline-offset-4">
            {texts.guestCreateAccount}
          </Link>
        </p>
      ) : null}
      {children}
    </main>
  );
}

/** A Settings row that opens one of those pages, with a line on its state. */
export function SubpageLink({
  href,
  icon,
  label,
  state,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  state: string;
}) {
  return (
    <Link
      href={href}
      className="flex items-center gap-3 rounded-lg border p-3 transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {icon}
      <span className="grid flex-1">
        <span className="font-medium">{label}</span>
        <span className="text-sm text-muted-foreground">{state}</span>
      </span>
      <ChevronRightIcon aria-hidden className="size-4 shrink-0" />
    </Link>
  );
}
