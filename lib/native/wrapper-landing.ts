import type { GetServerSideProps } from "next";
import { getPublicPageProps, type PublicPageProps } from "@/lib/i18n/public-page-props";
import { takePublicNotice, type PublicNotice } from "@/lib/navigation/public-notice";
import { isNativeUserAgent, WRAPPER_START_PATH } from "./wrapper";

export type LandingPageProps = PublicPageProps & { notice: PublicNotice | null };

/**
 * The landing page's props: the public pages' own and the notice the app left for it (account deleted).
 * Inside the native wrapper, where its pricing and store buttons have no place, it gives way to the wrapper's
 * first-run introduction.
 */
export const getLandingPageProps: GetServerSideProps<LandingPageProps> = async (context) => {
  if (isNativeUserAgent(context.req.headers["user-agent"]))
    return { redirect: { destination: WRAPPER_START_PATH, permanent: false } };
  const page = await getPublicPageProps(context);
  if (!("props" in page)) return page;
  return { props: { ...(await page.props), notice: takePublicNotice(context.req, context.res) } };
};
