import { handler, json, otherMethods, readJson, withCookies } from "@/lib/api/respond";
import { deviceCookie, signedDevices } from "@/lib/auth/device-cookie";
import { loginWithPassword } from "@/lib/auth/login";
import { publicUser } from "@/lib/auth/public-user";
import { loginSchema } from "@/lib/auth/schemas";
import { isSecureRequest } from "@/lib/auth/session";
import { startSession } from "@/lib/auth/sign-in";
import { clientAddress } from "@/lib/limits/rate-limit";

export const POST = handler(async (request) => {
  const { username, password, rememberMe } = await readJson(request, loginSchema);
  const user = await loginWithPassword({
    username,
    password,
    address: clientAddress(request),
    devices: signedDevices(request),
  });
  return withCookies(json(publicUser(user)), [
    await startSession(user, { remember: rememberMe, secure: isSecureRequest(request) }),
    deviceCookie(request, user.id),
  ]);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
