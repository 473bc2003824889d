"use client";

import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";

type Props = {
  /** Region name, e.g. "Customer stories". */
  label: string;
  /** Server-rendered slides. */
  slides: ReactNode[];
  /** One name per slide ("Story 2 of 5"), and one per dot ("Show story 2"). */
  slideLabels: string[];
  dotLabels: string[];
  previousLabel: string;
  nextLabel: string;
};

/** Horizontal distance, in CSS pixels, a swipe must travel to change slides. */
const SWIPE_THRESHOLD = 50;

/** Index of the slide `step` away from `index`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

/**
 * The case-study carousel. Every slide is rendered (the track is as tall as the tallest, so changing
 * slides moves nothing around it); slides out of view are hidden from sight, focus and assistive tech
 * once they have slid away. Arrow keys, swipes and the dots move it; it never moves on its own.
 */
export function StoryCarousel({ label, slides, slideLabels, dotLabels, previousLabel, nextLabel }: Props) {
  const [current, setCurrent] = useState(0);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = slides.length;
  const step = (by: number) => setCurrent((index) => wrapIndex(index, by, count));

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      Home: () => setCurrent(0),
      End: () => setCurrent(count - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    // Swipes are for touch; a mouse drag keeps selecting text.
    if (event.pointerType === "mouse") return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return;
    step(dx < 0 ? 1 : -1);
  }

  return (
    <section aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown} className="flex flex-col gap-6">
      <div
        className="touch-pan-y overflow-hidden rounded-2xl"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div
          aria-live="polite"
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {slides.map((slide, index) => {
            const shown = index === current;
            return (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabels[index]}
                aria-hidden={!shown}
                inert={!shown}
                className={`w-full shrink-0 transition-[visibility] motion-reduce:transition-none ${shown ? "visible" : "invisible delay-500"}`}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      <div className="flex items-center justify-center gap-4">
        <ArrowButton direction="previous" label={previousLabel} onClick={() => step(-1)} />
        <ul className="flex items-center">
          {dotLabels.map((dotLabel, index) => (
            <li key={index}>
              <button
                type="button"
                aria-label={dotLabel}
                aria-current={index === current ? "true" : undefined}
                onClick={() => setCurrent(index)}
                className="group flex size-8 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                    index === current ? "w-6 bg-primary" : "w-2.5 bg-muted-foreground/60 group-hover:bg-muted-foreground"
                  }`}
                />
              </button>
            </li>
          ))}
        </ul>
        <ArrowButton direction="next" label={nextLabel} onClick={() => step(1)} />
      </div>
    </section>
  );
}

function ArrowButton({ direction, label, onClick }: { direction: "previous" | "next"; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border bg-card text-foreground shadow-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={direction === "previous" ? "m15 18-6-6 6-6" : "m9 18 6-6-6-6"} />
      </svg>
    </button>
  );
}
