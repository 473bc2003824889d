"use client";

import { useEffect } from "react";
import { clearPaymentMarkers } from "@/lib/billing/payment-markers";

/** A cancelled checkout leaves no payment in progress behind. */
export function ClearPaymentMarkers() {
  useEffect(() => clearPaymentMarkers(), []);
  return null;
}
