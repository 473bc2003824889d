"use client";

import Link from "next/link";
import type { ComponentProps } from "react";
import { openOutside } from "@/lib/native/open-outside";
import { useInNativeWrapper } from "./native-wrapper";

type Props = Omit<ComponentProps<"a">, "href" | "target"> & {
  href: string;
  /** Outside the wrapper, open in a new tab (third-party sites, pages opened from a form). */
  newTab?: boolean;
};

/**
 * A link that leaves the app: legal pages, the love-language quiz, links in replies. Inside the native
 * wrapper it opens in the system browser, never in the webview (spec section 6); elsewhere it is an
 * ordinary link, or a new tab with `newTab`.
 */
export function OutsideLink({ href, newTab = false, rel, onClick, children, ...props }: Props) {
  const inWrapper = useInNativeWrapper();
  if (!inWrapper && !newTab && href.startsWith("/")) {
    return (
      <Link href={href} rel={rel} onClick={onClick} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel={rel ?? "noopener noreferrer"}
      onClick={(event) => {
        onClick?.(event);
        if (!inWrapper || event.defaultPrevented) return;
        event.preventDefault();
        openOutside(href);
      }}
      {...props}
    >
      {children}
    </a>
  );
}
