import { handlers } from "@/lib/auth/google";

export const { GET, POST } = handlers;
