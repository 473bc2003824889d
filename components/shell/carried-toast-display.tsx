"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { takeCarriedToast } from "@/lib/navigation/carried-toast";

/** Shows, once, the toast the previous page carried over a full page load. */
export function CarriedToastDisplay() {
  useEffect(() => {
    const carried = takeCarriedToast(window.location.pathname);
    if (carried) toast[carried.kind](carried.title, { description: carried.description });
  }, []);
  return null;
}
