import type { ReactNode } from "react";

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

/**
 * The case-study carousel, wired by public-page-script.ts. Every slide is rendered so the track is as tall as the
 * tallest and changing slides moves nothing around it; slides out of view are hidden from sight, focus and
 * assistive tech. It never moves on its own.
 */
export function StoryCarousel({ label, slides, slideLabels, dotLabels, previousLabel, nextLabel }: Props) {
  return (
    <section data-carousel aria-roledescription="carousel" aria-label={label} className="flex flex-col gap-6">
      <div data-carousel-viewport className="touch-pan-y overflow-hidden rounded-2xl">
        <div
          data-carousel-track
          aria-live="polite"
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              data-carousel-slide
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabels[index]}
              aria-hidden={index !== 0}
              inert={index !== 0}
              className="w-full shrink-0 transition-[visibility] aria-hidden:invisible aria-hidden:delay-500 motion-reduce:transition-none"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="flex items-center justify-center gap-4">
        <ArrowButton direction="previous" label={previousLabel} />
        <ul className="flex items-center">
          {dotLabels.map((dotLabel, index) => (
            <li key={index}>
              <button
                type="button"
                data-carousel-dot
                aria-label={dotLabel}
                aria-current={index === 0}
                className="group flex size-8 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="block h-2.5 w-2.5 rounded-full bg-muted-foreground/60 transition-all group-aria-[current=false]:group-hover:bg-muted-foreground group-aria-[current=true]:w-6 group-aria-[current=true]:bg-primary motion-reduce:transition-none" />
              </button>
            </li>
          ))}
        </ul>
        <ArrowButton direction="next" label={nextLabel} />
      </div>
    </section>
  );
}

function ArrowButton({ direction, label }: { direction: "previous" | "next"; label: string }) {
  return (
    <button
      type="button"
      {...{ [`data-carousel-${direction}`]: true }}
      aria-label={label}
      className="inline-flex size-11 items-center justify-center rounded-full border bg-card text-foreground shadow-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={direction === "previous" ? "m15 18-6-6 6-6" : "m9 18 6-6-6-6"} />
      </svg>
    </button>
  );
}
