import { otherMethods } from "@/lib/api/respond";
import { authRoutes } from "@/lib/auth/google";

export const { GET, POST } = authRoutes;
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
