import Head from "next/head";
import type { ReactNode } from "react";

type Props = { title: string; description: string; smoothScroll?: boolean; children: ReactNode };

/** The frame of a public page (pages/): its head, and the page column (pages/_document.tsx adds the one small script it runs). */
export function PublicPage({ title, description, smoothScroll = false, children }: Props) {
  return (
    <>
      <Head>
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fdfaf7" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        {/* The installable app is offered from here too: the browser needs only these, no script. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      </Head>
      <div className="flex min-h-dvh flex-col" data-smooth-scroll={smoothScroll || undefined}>
        {children}
      </div>
    </>
  );
}
