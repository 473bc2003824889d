import "server-only";
import { headers } from "next/headers";
import { isNativeUserAgent } from "./wrapper";

/** On the server (pages and layouts): whether this request comes from the native wrapper. */
export async function inNativeWrapper(): Promise<boolean> {
  return isNativeUserAgent((await headers()).get("user-agent"));
}
