import { useTranslations } from "next-intl";
import { BrandStrip } from "./brand-strip";
import { CaseStudiesSection } from "./case-studies-section";
import { ClosingCtaSection } from "./closing-cta-section";
import { FaqSection } from "./faq-section";
import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";
import { HowItWorksSection } from "./how-it-works-section";
import type { LandingPageProps } from "@/lib/native/wrapper-landing";
import { PricingSection } from "./pricing-section";
import { PublicNoticeBanner } from "./public-notice-banner";
import { PublicPage } from "./public-page";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The public landing page, served at both / and /landing; `notice`: what the app left for it to say once. */
export function LandingPage({ supportEmail, notice }: Pick<LandingPageProps, "supportEmail" | "notice">) {
  const common = useTranslations("common");
  const meta = useTranslations("landing.meta");
  return (
    <PublicPage title={`${common("appName")} — ${common("tagline")}`} description={meta("description")} smoothScroll>
      <SiteHeader onLanding />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {notice ? <PublicNoticeBanner notice={notice} /> : null}
        <HeroSection />
        <HowItWorksSection />
        <FeaturesSection />
        <CaseStudiesSection />
        <BrandStrip />
        <PricingSection />
        <FaqSection supportEmail={supportEmail} />
        <ClosingCtaSection />
      </main>
      <SiteFooter />
    </PublicPage>
  );
}
