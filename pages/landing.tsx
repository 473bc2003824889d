import { LandingPage } from "@/components/landing/landing-page";
import { getLandingPageProps } from "@/lib/native/wrapper-landing";

// No framework JavaScript in the browser: see pages/_app.tsx.
export const config = { unstable_runtimeJS: false };
export const getServerSideProps = getLandingPageProps;
export default LandingPage;
