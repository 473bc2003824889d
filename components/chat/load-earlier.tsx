"use client";

import { LoaderCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type RefObject } from "react";
import { Button } from "@/components/ui/button";

/** How far above the view (px) earlier messages start loading, so scrolling up rarely waits. */
const AHEAD = 1200;

/**
 * Above the loaded messages: loads the earlier ones when it comes near the view while scrolling up, or
 * on its button (the keyboard's way, and a retry after a failure, which never retries by itself).
 */
export function LoadEarlier({
  scroller,
  loading,
  failed,
  load,
}: {
  scroller: RefObject<HTMLElement | null>;
  loading: boolean;
  failed: boolean;
  load: () => unknown;
}) {
  const t = useTranslations("chat");
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || loading || failed) return;
    // Observed again after every page, so a page that still leaves it in reach loads the next one.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      root: scroller.current,
      rootMargin: `${AHEAD}px 0px 0px 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [scroller, loading, failed, load]);

  return (
    <div ref={sentinel} className="mx-auto mb-4 flex max-w-3xl flex-col items-center gap-2">
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t("earlierFailed")}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        aria-disabled={loading}
        onClick={() => {
          if (!loading) load();
        }}
      >
        {loading ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
        {loading ? t("loadingEarlier") : t("loadEarlier")}
      </Button>
    </div>
  );
}
