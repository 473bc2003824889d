import type { Locale } from "@/lib/i18n/locales";
import { countryHelp, servicesFor, type HelpCountry } from "./help-card";

/** How the lines read, in the person's language (the editor passes its translations). */
type Wording = {
  emergency: (number: string) => string;
  service: (name: string, contact: string) => string;
};

/**
 * The lines "professionals and lines to call" starts with: the country's emergency number (with its note,
 * such as the UK's silent-call advice), then the help card's services for an adult (crisis lines first),
 * each with its number, else its text number, else its website.
 */
export function prefilledProfessionals(country: HelpCountry, locale: Locale, wording: Wording): string[] {
  const { emergency, emergencyNote } = countryHelp(country);
  const lines: string[] = [];
  if (emergency) lines.push([wording.emergency(emergency), emergencyNote?.[locale]].filter(Boolean).join(" "));
  for (const service of servicesFor(country, ["self_harm", "sexual_coercion", "violence"])) {
    const contact = service.phone ?? service.text?.to ?? service.web;
    if (contact) lines.push(wording.service(service.name[locale], contact));
  }
  return lines;
}
