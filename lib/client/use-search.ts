"use client";

import { useSearchParams, type ReadonlyURLSearchParams } from "next/navigation";

/**
 * The page's search params in the App Router. Next types `useSearchParams()` as nullable once a pages/
 * directory exists (it can be null in a Pages Router component); our App Router screens always have them.
 */
export function useSearch(): ReadonlyURLSearchParams {
  const search = useSearchParams();
  if (!search) throw new Error("useSearch is for App Router components");
  return search;
}
