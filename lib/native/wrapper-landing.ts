import type { GetServerSideProps } from "next";
import { getPublicPageProps, type PublicPageProps } from "@/lib/i18n/public-page-props";
import { isNativeUserAgent, WRAPPER_START_PATH } from "./wrapper";

/**
 * The landing page's props; inside the native wrapper, where its pricing and store buttons have no place,
 * it gives way to the wrapper's first-run introduction.
 */
export const getLandingPageProps: GetServerSideProps<PublicPageProps> = async (context) =>
  isNativeUserAgent(context.req.headers["user-agent"])
    ? { redirect: { destination: WRAPPER_START_PATH, permanent: false } }
    : getPublicPageProps(context);
