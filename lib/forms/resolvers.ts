import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordFormSchema, forgotPasswordSchema, loginSchema, registerFormSchema } from "@/lib/auth/schemas";
import { redeemSchema } from "@/lib/redeem/schemas";

// The resolvers of the forms that load zod on first use (lazy-resolver.ts): the sign-in screens' and settings'.
export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerFormSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
export const changePasswordResolver = zodResolver(changePasswordFormSchema);
export const redeemResolver = zodResolver(redeemSchema);
