"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { useHasOpened } from "@/components/ui/use-has-opened";
import type { AdultConfirmForm } from "./adult-confirm-form";

const Form = dynamic(() => import("./adult-confirm-form").then((module) => module.AdultConfirmForm), { ssr: false });

/**
 * The 18+ confirmation before a guest or Google account is created (the e-mail form has its own checkbox).
 * Its dialog's code loads when it first opens: the sign-in screen shows without it.
 */
export function AdultConfirmDialog(props: ComponentProps<typeof AdultConfirmForm>) {
  return useHasOpened(props.open) ? <Form {...props} /> : null;
}
