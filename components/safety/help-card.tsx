"use client";

import { ClipboardListIcon, LifeBuoyIcon, MessageSquareIcon, PhoneIcon, GlobeIcon } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/cn";
import type { Locale } from "@/lib/i18n/locales";
import { HELP_COUNTRIES, countryHelp, servicesFor, type HelpCardData, type HelpService } from "@/lib/safety/help-card";
import { useHelpCountry } from "./use-help-country";

const digits = (number: string) => number.replace(/[^\d+]/g, "");

function ServiceActions({ service }: { service: HelpService }) {
  const t = useTranslations("safety");
  const { phone, text, web } = service;
  return (
    <div className="flex flex-wrap gap-2">
      {phone ? (
        <Button asChild size="sm">
          <a href={`tel:${digits(phone)}`}>
            <PhoneIcon aria-hidden />
            {t("call", { number: phone })}
          </a>
        </Button>
      ) : null}
      {text ? (
        <Button asChild size="sm" variant="outline">
          <a
            href={
              text.whatsapp
                ? `https://wa.me/${digits(text.to)}`
                : `sms:${digits(text.to)}${text.body ? `?&body=${encodeURIComponent(text.body)}` : ""}`
            }
          >
            <MessageSquareIcon aria-hidden />
            {text.whatsapp
              ? t("whatsapp", { to: text.to })
              : text.body
                ? t("text", { body: text.body, to: text.to })
                : t("textOnly", { to: text.to })}
          </a>
        </Button>
      ) : null}
      {web ? (
        <Button asChild size="sm" variant="outline">
          <a href={web} target="_blank" rel="noopener noreferrer">
            <GlobeIcon aria-hidden />
            {t("web")}
          </a>
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Local help for a safety match: the emergency number first, then free services for what matched, with
 * phone, text and web options, from lib/safety/help-resources.json. The user can pick another country.
 * After an urgent match it offers the safety plan too.
 */
export function HelpCard({ card, label, className }: { card: HelpCardData; label?: string; className?: string }) {
  const t = useTranslations("safety");
  const locale = useLocale() as Locale;
  const id = useId();
  const [country, choose] = useHelpCountry(card.country);
  const help = countryHelp(country);
  const services = servicesFor(country, card.categories);
  const regionNames = useMemo(() => new Intl.DisplayNames([locale], { type: "region" }), [locale]);
  const dates = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }), [locale]);

  return (
    <section
      aria-labelledby={label ? undefined : `${id}-title`}
      aria-label={label}
      className={cn("grid gap-3 rounded-xl border-2 border-primary/50 bg-card p-4 text-card-foreground", className)}
    >
      <div className="flex items-start gap-2">
        <LifeBuoyIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="font-semibold">
            {t("cardTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("cardIntro")}</p>
        </div>
      </div>
      <div className="grid gap-1 rounded-lg bg-destructive/10 p-3">
        {help.emergency ? (
          <a href={`tel:${help.emergency}`} className="font-semibold underline underline-offset-4">
            {t("emergencyCall", { number: help.emergency })}
          </a>
        ) : (
          <p className="font-semibold">{t("emergencyUnknown")}</p>
        )}
        {help.emergencyNote ? <p className="text-sm">{help.emergencyNote[locale]}</p> : null}
      </div>
      <ul className="grid gap-3">
        {services.map((service) => (
          <li key={service.id} className="grid gap-2">
            <p className="text-sm font-medium">
              {service.name[locale]}
              {service.always ? <span className="ml-2 text-xs text-muted-foreground">{t("always")}</span> : null}
            </p>
            <ServiceActions service={service} />
          </li>
        ))}
      </ul>
      {card.severity === "urgent" ? (
        <Button asChild variant="secondary" size="sm" className="justify-self-start">
          <Link href="/settings/safety-plan">
            <ClipboardListIcon aria-hidden />
            {t("makePlan")}
          </Link>
        </Button>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-country`} className="text-sm">
          {t("country")}
        </label>
        <NativeSelect
          id={`${id}-country`}
          value={country}
          onChange={(event) => choose(event.target.value as typeof country)}
        >
          {HELP_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {code === "INTL" ? t("otherCountries") : (regionNames.of(code) ?? code)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <details className="text-xs text-muted-foreground">
        <summary className="cursor-pointer">{t("sources")}</summary>
        <ul className="mt-2 grid gap-1">
          {services.map((service) => (
            <li key={service.id}>
              <a
                href={service.source}
                target="_blank"
                rel="noopener noreferrer"
                className="underline underline-offset-2"
              >
                {service.name[locale]}
              </a>{" "}
              ({service.checked ? t("checked", { date: dates.format(new Date(service.checked)) }) : t("unverified")})
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
