export { type AdvisorContext, composeOfflineReply } from "./compose";
export type { AdvisorProfile } from "./profile";
export { detectThemes } from "./themes";
export { type AdviceMoment, composeOfflineAnalysis, momentSafety, toldIn } from "./analysis";
