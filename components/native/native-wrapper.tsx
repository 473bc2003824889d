"use client";

import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { isNativeWrapper } from "@/lib/native/wrapper";

const FromServer = createContext(false);

const subscribe = () => () => {};
function fromBrowser(): boolean {
  const { Capacitor } = window as { Capacitor?: { isNativePlatform?: () => boolean } };
  return isNativeWrapper({ userAgent: navigator.userAgent, protocol: location.protocol, capacitor: Capacitor });
}

/** Provides the server's reading (the user agent) so the first render is already right. */
export function NativeWrapperProvider({ inWrapper, children }: { inWrapper: boolean; children: ReactNode }) {
  return <FromServer.Provider value={inWrapper}>{children}</FromServer.Provider>;
}

/** Whether the app runs inside the native wrapper: the server's reading, confirmed by the browser's signals. */
export function useInNativeWrapper(): boolean {
  const server = useContext(FromServer);
  const browser = useSyncExternalStore(subscribe, fromBrowser, () => server);
  return server || browser;
}
