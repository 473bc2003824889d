import { describe, expect, it } from "vitest";
import { z } from "zod";
import { systemPrompt } from "@/lib/ai/prompt";
import { LOCALES } from "@/lib/i18n/locales";
import { PERSONAS } from "@/lib/personas/personas";
import { checkSafety } from "@/lib/safety/check";
import {
  HELP_COUNTRIES,
  countryFor,
  countryHelp,
  helpCardFor,
  servicesFor,
  type HelpCountry,
} from "@/lib/safety/help-card";

describe("the safety-first prompt", () => {
  const crisis = checkSafety("My husband hit me again last night");

  it("replaces the persona for every one of the twelve on a match", () => {
    const prompts = PERSONAS.map(({ id }) =>
      systemPrompt({ persona: id, profile: { nickname: "Ari" }, language: "en", mode: "fast", safety: crisis }),
    );
    expect(new Set(prompts).size).toBe(1);
    expect(prompts[0]).toContain("SAFETY-FIRST MODE");
    expect(prompts[0]).toContain("Never advise reconciling with");
    expect(prompts[0]).toContain("not their fault");
    expect(prompts[0]).not.toMatch(/Persona:|good-humoured|strict coach|jokes and casual/);
  });

  it("is left out when nothing matched, so the persona speaks", () => {
    const prompt = systemPrompt({
      persona: "bro",
      profile: {},
      language: "zh-TW",
      mode: "balanced",
      safety: checkSafety("This job is killing me"),
    });
    expect(prompt).toContain("Persona: bro");
    expect(prompt).not.toContain("SAFETY-FIRST");
  });

  it("speaks to a minor as a minor, in the AI response language", () => {
    const prompt = systemPrompt({
      persona: "muse",
      profile: {},
      language: "zh-CN",
      mode: "balanced",
      safety: checkSafety("I'm 15 and my boyfriend is 22"),
    });
    expect(prompt).toContain("Hearth is for adults");
    expect(prompt).toContain("trusted adult");
    expect(prompt).toContain("Simplified Chinese");
  });
});

describe("the help resources data file", () => {
  const service = z.object({
    id: z.string().min(1),
    name: z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string().min(1)]))),
    topics: z.array(z.enum(["crisis", "violence", "sexual", "youth", "images", "exploitation"])).min(1),
    phone: z
      .string()
      .regex(/^[\d -]+$/)
      .optional(),
    text: z
      .object({ to: z.string().regex(/^[\d ]+$/), body: z.string().optional(), whatsapp: z.boolean().optional() })
      .optional(),
    web: z.url({ protocol: /^https$/ }).optional(),
    always: z.boolean().optional(),
    source: z.url(),
    checked: z.iso.date().nullable(),
  });

  it.each(HELP_COUNTRIES)(
    "%s: every service names its source and the day it was checked, or is marked unverified",
    (country) => {
      const help = countryHelp(country);
      expect(help.emergency === null).toBe(country === "INTL");
      expect(help.services.length).toBeGreaterThan(0);
      for (const entry of help.services) {
        service.parse(entry);
        expect(entry.phone ?? entry.text ?? entry.web).toBeTruthy();
        if (entry.checked) expect(new Date(entry.checked).getTime()).toBeLessThanOrEqual(Date.now());
      }
      if (country !== "INTL") expect(help.services.some((s) => s.topics.includes("crisis"))).toBe(true);
    },
  );

  it("gives every service a unique id", () => {
    const ids = HELP_COUNTRIES.flatMap((c) => countryHelp(c).services.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("locale → resources", () => {
  it.each([
    ["en", "en-GB,en;q=0.9", "GB"],
    ["en", "en-US,en;q=0.9", "US"],
    ["en", "en-AU", "AU"],
    ["en", "fr-FR,en;q=0.5", "INTL"],
    ["en", "en", "US"],
    ["en", null, "US"],
    ["zh-TW", "zh-TW,zh;q=0.9", "TW"],
    ["zh-TW", "zh-HK,zh;q=0.9", "HK"],
    ["zh-TW", "zh-Hant-TW", "TW"],
    ["zh-TW", "zh", "TW"],
    ["zh-CN", "zh-CN,zh;q=0.9,en;q=0.8", "CN"],
    ["zh-CN", "zh-SG", "SG"],
    ["zh-CN", "en-NZ;q=0.9,zh;q=0.8", "NZ"],
    ["zh-TW", "en-US,zh-TW;q=0.5", "US"],
  ] as const)("interface %s with Accept-Language %s → %s", (locale, acceptLanguage, country) => {
    expect(countryFor(locale, acceptLanguage)).toBe(country satisfies HelpCountry);
  });

  it("lists the services for what matched: a minor's first, always a crisis line", () => {
    const ids = (country: HelpCountry, text: string) =>
      servicesFor(
        country,
        checkSafety(text).matches.map((m) => m.category),
      ).map((s) => s.id);
    expect(ids("US", "I want to kill myself")).toEqual(["us-988"]);
    expect(ids("US", "My husband beats me")).toEqual(["us-ndvh", "us-loveisrespect", "us-988"]);
    expect(ids("GB", "I'm 15 and my boyfriend hits me")[0]).toBe("gb-childline");
    expect(ids("TW", "他強迫我跟他發生關係")).toEqual(["tw-113", "tw-1925"]);
    expect(ids("INTL", "I want to kill myself")).toEqual(["intl-findahelpline"]);
  });

  it("builds the card the stream carries only on a match", () => {
    const options = { locale: "en" as const, acceptLanguage: "en-GB" };
    expect(helpCardFor(checkSafety("How do we plan a date?"), options)).toBeUndefined();
    expect(helpCardFor(checkSafety("He pointed a gun at me"), options)).toEqual({
      categories: ["violence", "immediate_danger"],
      severity: "urgent",
      country: "GB",
    });
  });
});
