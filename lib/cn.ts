import { clsx, type ClassValue } from "clsx";
import { CONFLICTS, groupOf } from "./class-groups";

/** Variants whose place in the list changes what they select: they are not sorted past. */
const ORDER_SENSITIVE = new Set([
  "*",
  "**",
  "after",
  "backdrop",
  "before",
  "file",
  "marker",
  "placeholder",
  "selection",
]);

/** A class as variants ("hover", "md"), whether it is `!important`, the utility, and where a "/…" suffix starts. */
function parse(className: string) {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  let slash = -1;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (depth === 0 && char === ":") {
      variants.push(className.slice(start, i));
      start = i + 1;
    } else if (depth === 0 && char === "/") slash = i;
    else if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
  }
  const written = className.slice(start);
  const important = written.endsWith("!") || written.startsWith("!");
  const utility = written.endsWith("!") ? written.slice(0, -1) : important ? written.slice(1) : written;
  return { variants, important, utility, slash: slash > start ? slash - start : -1 };
}

/** "hover:focus:" and "focus:hover:" select the same: sorted, except across an order-sensitive variant. */
function variantKey(variants: string[]): string {
  const key: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith("[") || ORDER_SENSITIVE.has(variant)) {
      key.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...key, ...run.sort()].join(":");
}

/** Keeps the last class of each group (per variants and importance), and every class that is not a utility. */
function merge(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classNames = classList.split(/\s+/).filter(Boolean);
  for (let i = classNames.length - 1; i >= 0; i--) {
    const className = classNames[i]!;
    const { variants, important, utility, slash } = parse(className);
    const group = (slash > 0 ? groupOf(utility.slice(0, slash)) : undefined) ?? groupOf(utility);
    if (group) {
      const scope = `${variantKey(variants)}${important ? "!" : ""}:`;
      if (taken.has(scope + group)) continue;
      for (const other of [group, ...(CONFLICTS[group] ?? [])]) taken.add(scope + other);
    }
    kept.push(className);
  }
  return kept.reverse().join(" ");
}

const merged = new Map<string, string>();

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  const classList = clsx(inputs);
  let result = merged.get(classList);
  if (result === undefined) {
    // The same few hundred class lists render again and again; a bound keeps the cache from growing without end.
    if (merged.size > 500) merged.clear();
    merged.set(classList, (result = merge(classList)));
  }
  return result;
}
