import { LandingPage } from "@/components/landing/landing-page";
import { getPublicPageProps } from "@/lib/i18n/public-page-props";

// No framework JavaScript in the browser: see pages/_app.tsx.
export const config = { unstable_runtimeJS: false };
export const getServerSideProps = getPublicPageProps;
export default LandingPage;
