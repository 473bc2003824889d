import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickMessages } from "@/lib/i18n/pick";
import { SCREEN_NAMESPACES, type Screen } from "@/lib/i18n/screen-namespaces";
import { MoreMessages } from "./more-messages";

/** Adds the strings only this screen uses to those the signed-in layout gives every screen. */
export async function ScreenMessages({ screen, children }: { screen: Screen; children: ReactNode }) {
  return (
    <MoreMessages messages={pickMessages(await getMessages(), SCREEN_NAMESPACES[screen])}>{children}</MoreMessages>
  );
}
