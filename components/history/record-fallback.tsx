import { BackLink } from "@/components/shell/back-link";
import { Spinner } from "@/components/ui/spinner";

type RecordFallbackProps = {
  pending: boolean;
  /** The screen's `<area>.detail` messages. */
  t: (key: "loading" | "missing") => string;
  back: { href: string; label: string };
};

/** A past run's page while it loads, or when it cannot be loaded (gone, or not this user's). */
export function RecordFallback({ pending, t, back }: RecordFallbackProps) {
  if (pending)
    return (
      <main id="main" className="flex flex-1 items-center justify-center p-10">
        <Spinner label={t("loading")} iconClassName="size-6" />
      </main>
    );
  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-10 text-center">
      <h1 className="text-xl font-semibold">{t("missing")}</h1>
      <BackLink href={back.href} label={back.label} />
    </main>
  );
}
