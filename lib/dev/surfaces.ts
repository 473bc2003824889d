import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

/** The development-only surfaces, all under app/(dev-only)/: each answers 404 unless its mode is on. */
export type DevSurface = "bench" | "simulator" | "outbox";

export function devSurfaceOn(surface: DevSurface): boolean {
  const config = env();
  switch (surface) {
    case "bench":
      return config.HEARTH_BENCH;
    case "simulator":
      return config.payments === "simulator";
    case "outbox":
      // A public demo must not show everyone's codes and reset links: a production build serves it only when told.
      return config.emailTransport === "outbox" && (!config.production || config.HEARTH_EXPOSE_OUTBOX);
  }
}

export function requireDevSurface(surface: DevSurface): void {
  if (!devSurfaceOn(surface)) throw new AppError("not_found");
}
