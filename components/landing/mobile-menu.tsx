import type { ReactNode } from "react";

type Props = { openLabel: string; closeLabel: string; children: ReactNode };

const PANEL_ID = "site-menu";

/**
 * The small-screen menu, wired by public-page-script.ts: a disclosure button and a panel laid over the
 * page under the header (so opening it shifts nothing). Following a link, pressing Escape or clicking
 * outside closes it. The button's icon and name follow its aria-expanded.
 */
export function MobileMenu({ openLabel, closeLabel, children }: Props) {
  return (
    <>
      <button
        type="button"
        data-menu-button
        aria-expanded="false"
        aria-controls={PANEL_ID}
        className="group inline-flex size-10 items-center justify-center rounded-md text-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 md:hidden"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 7h16M4 12h16M4 17h16" className="group-aria-expanded:hidden" />
          <path d="M6 6l12 12M18 6 6 18" className="hidden group-aria-expanded:inline" />
        </svg>
        <span className="sr-only group-aria-expanded:hidden">{openLabel}</span>
        <span className="sr-only hidden group-aria-expanded:inline">{closeLabel}</span>
      </button>
      <div
        id={PANEL_ID}
        hidden
        className="absolute inset-x-0 top-full border-b bg-background px-4 pt-2 pb-5 shadow-lg md:hidden"
      >
        {children}
      </div>
    </>
  );
}
