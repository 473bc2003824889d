"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { MEMORY_KINDS } from "@/lib/memory/kinds";

/** What kind of thing a remembered line is: the groups of the Memory page, in their order. */
export function MemoryKindSelect(props: Omit<ComponentProps<typeof NativeSelect>, "children">) {
  const t = useTranslations("memory");
  return (
    <NativeSelect {...props}>
      {MEMORY_KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {t(`kinds.${kind}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
