export { type AdvisorContext, composeOfflineReply } from "./compose";
export type { AdvisorProfile } from "./profile";
export { detectThemes, type Theme } from "./themes";
