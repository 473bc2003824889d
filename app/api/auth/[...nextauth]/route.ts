import { otherMethods } from "@/lib/api/respond";
import { authRoutes } from "@/lib/auth/auth-js";

export const { GET, POST } = authRoutes;
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
