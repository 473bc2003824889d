"use client";

import { useTranslations } from "next-intl";
import { personaIdFrom } from "@/lib/personas/personas";

/** The display name of the persona that answered, in the interface language; null when not known yet. */
export function usePersonaName() {
  const t = useTranslations("personas");
  return (persona: string | null) => {
    const id = personaIdFrom(persona);
    return id ? t(`${id}.name`) : null;
  };
}
