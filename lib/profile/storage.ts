/** Local-storage key of the pre-login onboarding answers, sent with registration as onboardingData. */
export const PRE_LOGIN_PROFILE_KEY = "preLoginOnboarding";
