"use client";

import { HeartHandshakeIcon, InfoIcon, ShieldCheckIcon, UserCheckIcon, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";

const SLIDES: { id: "welcome" | "privacy" | "ai" | "adults"; Icon: LucideIcon }[] = [
  { id: "welcome", Icon: HeartHandshakeIcon },
  { id: "privacy", Icon: ShieldCheckIcon },
  { id: "ai", Icon: InfoIcon },
  { id: "adults", Icon: UserCheckIcon },
];
const LAST = SLIDES.length - 1;

/**
 * The wrapper's first-run introduction: four slides that swipe (native scroll snapping, so touch, trackpads
 * and the buttons all move the same strip), ending in sign-up and log-in. Slides out of view are inert.
 */
export function IntroCarousel() {
  const t = useTranslations("mobile.onboarding");
  const strip = useRef<HTMLDivElement>(null);
  const firstAction = useRef<HTMLAnchorElement>(null);
  const [current, setCurrent] = useState(0);
  /** Set when a button brought the last slide, whose actions then take the focus the button had. */
  const [focusActions, setFocusActions] = useState(false);

  useEffect(() => {
    if (focusActions && current === LAST) firstAction.current?.focus();
  }, [focusActions, current]);

  // The slide in view follows the strip's scroll position, whoever moved it.
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const onScroll = () => setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => element.removeEventListener("scroll", onScroll);
  }, []);

  function go(index: number) {
    const element = strip.current;
    if (!element) return;
    const target = Math.min(LAST, Math.max(0, index));
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({ left: target * element.clientWidth, behavior: smooth ? "smooth" : "auto" });
    setCurrent(target);
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: LAST };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]!);
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-6">
      <div className="flex justify-end">
        {current < LAST ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setFocusActions(true);
              go(LAST);
            }}
          >
            {t("skip")}
          </Button>
        ) : null}
      </div>
      <section
        aria-roledescription="carousel"
        aria-label={t("label")}
        onKeyDown={onKeyDown}
        className="flex min-h-0 flex-1 flex-col gap-6"
      >
        {/* Focusable, so the keyboard reaches the strip (the arrow keys move it) like a finger does. */}
        <div
          ref={strip}
          tabIndex={0}
          className="flex flex-1 snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain rounded-xl focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {SLIDES.map(({ id, Icon }, index) => (
            <div
              key={id}
              role="group"
              aria-roledescription="slide"
              aria-label={t("slide", { number: index + 1, total: SLIDES.length })}
              inert={index !== current}
              className="flex w-full shrink-0 snap-center flex-col items-center justify-center gap-5 px-6 text-center"
            >
              <span className="flex size-20 items-center justify-center rounded-full bg-accent text-primary">
                <Icon aria-hidden className="size-10" />
              </span>
              <h2 className="text-2xl font-semibold tracking-tight text-balance">{t(`slides.${id}.title`)}</h2>
              <p className="max-w-sm text-muted-foreground">{t(`slides.${id}.body`)}</p>
            </div>
          ))}
        </div>
        <div className="flex justify-center gap-2">
          {SLIDES.map(({ id }, index) => (
            <button
              key={id}
              type="button"
              aria-label={t("goTo", { number: index + 1 })}
              aria-current={index === current ? "step" : undefined}
              onClick={() => go(index)}
              className="flex size-6 items-center justify-center rounded-full focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <span
                className={cn(
                  "size-2.5 rounded-full transition-colors",
                  index === current ? "bg-primary" : "bg-muted-foreground/40",
                )}
              />
            </button>
          ))}
        </div>
      </section>
      {current === LAST ? (
        <div className="grid gap-3">
          <Link ref={firstAction} href="/auth?tab=register" className={buttonVariants({ size: "lg" })}>
            {t("register")}
          </Link>
          <Link href="/auth?tab=login" className={buttonVariants({ size: "lg", variant: "outline" })}>
            {t("login")}
          </Link>
        </div>
      ) : (
        <div className="flex gap-3">
          <Button
            type="button"
            size="lg"
            variant="outline"
            className="flex-1"
            disabled={current === 0}
            onClick={() => go(current - 1)}
          >
            {t("back")}
          </Button>
          <Button
            type="button"
            size="lg"
            className="flex-1"
            onClick={() => {
              setFocusActions(true);
              go(current + 1);
            }}
          >
            {t("next")}
          </Button>
        </div>
      )}
    </div>
  );
}
