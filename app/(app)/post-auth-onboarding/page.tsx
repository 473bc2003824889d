import { redirect } from "next/navigation";

/** After signing up, the profile wizard picks up where the account screens leave off. */
export default function PostAuthOnboardingPage() {
  redirect("/profile");
}
