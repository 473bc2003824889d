import { connection } from "next/server";
import { env } from "@/lib/env";
import { BrandStrip } from "./brand-strip";
import { CaseStudiesSection } from "./case-studies-section";
import { ClosingCtaSection } from "./closing-cta-section";
import { FaqSection } from "./faq-section";
import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";
import { HowItWorksSection } from "./how-it-works-section";
import { PricingSection } from "./pricing-section";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The public landing page, served at both / and /landing. */
export async function LandingPage() {
  // Rendered per request (language cookie, SUPPORT_EMAIL): never read the configuration at build time.
  await connection();
  return (
    <div className="flex min-h-dvh flex-col" data-smooth-scroll>
      <SiteHeader onLanding />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <HeroSection />
        <HowItWorksSection />
        <FeaturesSection />
        <CaseStudiesSection />
        <BrandStrip />
        <PricingSection />
        <FaqSection supportEmail={env().SUPPORT_EMAIL} />
        <ClosingCtaSection />
      </main>
      <SiteFooter />
    </div>
  );
}
