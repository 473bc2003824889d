import { describe, expect, it } from "vitest";
import {
  FREE_PLAN,
  PRO_ANNUAL,
  PRO_MONTHLY,
  annualSavingsPercent,
  formatPrice,
  monthlyEquivalentCents,
} from "@/lib/billing/plans";

describe("plans and prices", () => {
  it("holds the spec's prices: free forever, $9.99 a month, $59.99 a year", () => {
    expect(FREE_PLAN).toMatchObject({ priceCents: 0, interval: "forever" });
    expect(PRO_MONTHLY).toMatchObject({ priceCents: 999, interval: "month" });
    expect(PRO_ANNUAL).toMatchObject({ priceCents: 5999, interval: "year" });
  });

  it("derives the annual plan's monthly figure from its price, to the cent", () => {
    expect(monthlyEquivalentCents(PRO_ANNUAL)).toBe(500);
    expect(monthlyEquivalentCents(PRO_MONTHLY)).toBe(999);
  });

  it("computes the annual saving against twelve monthly payments", () => {
    expect(annualSavingsPercent()).toBe(50);
  });

  it.each([
    ["en", 999, "$9.99"],
    ["en", 0, "$0"],
    ["zh-TW", 5999, "US$59.99"],
    ["zh-CN", 500, "US$5.00"],
  ])("formats prices for %s (%i cents → %s)", (locale, cents, expected) => {
    expect(formatPrice(cents, locale)).toBe(expected);
  });
});
