import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { HeadlineText } from "@/components/ui/headline-text";

const WIDTHS = { wide: "max-w-6xl", medium: "max-w-4xl", narrow: "max-w-3xl" } as const;

type Props = {
  /** Element id: the target of header links such as #pricing. */
  id: string;
  title: string;
  subtitle?: ReactNode;
  /** A soft background band, alternating with plain sections. */
  tinted?: boolean;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
};

/** A landing-page section: a labelled region opening with its title block. */
export function LandingSection({ id, title, subtitle, tinted = false, width = "wide", children }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("scroll-mt-16 py-20 sm:py-24", tinted && "bg-muted/60")}
    >
      <div className={cn("mx-auto px-4 sm:px-6", WIDTHS[width])}>
        <div className="mx-auto mb-12 flex max-w-2xl flex-col gap-3 text-center">
          <h2 id={`${id}-title`} className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            <HeadlineText>{title}</HeadlineText>
          </h2>
          {subtitle && <p className="text-lg text-muted-foreground">{subtitle}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
