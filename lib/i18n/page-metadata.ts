import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Messages } from "./messages";

export type PageKey = keyof Messages["pages"];

/** `generateMetadata` giving a page its translated title. */
export function pageMetadata(page: PageKey) {
  return async function generateMetadata(): Promise<Metadata> {
    return { title: (await getTranslations("pages"))(page) };
  };
}
