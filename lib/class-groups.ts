/**
 * Which Tailwind utilities set the same thing, for `cn`: only those Hearth uses, grouped as tailwind-merge does
 * (its full table is 8 KiB on every page). tests/unit/cn.test.ts names any pair that merges differently, so a
 * utility new to the code goes into its group here.
 */
type Value = (value: string) => boolean;

const any: Value = () => true;
const number: Value = (value) => /^\d+$/.test(value);
const arbitrary: Value = (value) => /^(\[.+\]|\(.+\))$/.test(value);
const length: Value = (value) => /^\[\d*\.?\d+(px|r?em|%)\]$/.test(value);
const image: Value = (value) => /^\[(url|[a-z-]*gradient)\(/.test(value);
/** A spacing, size, position or count: Tailwind's numbers, fractions, keywords and arbitrary values. */
const scale: Value = (value) =>
  /^(\d+(\.\d+)?|\d+\/\d+|px|auto|full|screen|[dsl]v[hw]|min|max|fit|none|first|last|xs|sm|md|lg|\d?xl)$/.test(value) ||
  arbitrary(value);
/** Values that are any of these words, or pass any of these tests. */
const either =
  (...allowed: (string | Value)[]): Value =>
  (value) =>
    allowed.some((one) => (typeof one === "string" ? one === value : one(value)));
const align = either("start", "end", "center", "baseline", "stretch", "auto", "normal");
const lineStyle = either("solid", "dashed", "dotted", "double", "hidden", "none");

type Prefixed = [prefix: string, group: string, takes: Value];
/** Prefixes that are each their own group, all taking the same values. */
const own = (takes: Value, ...prefixes: string[]): Prefixed[] => prefixes.map((prefix) => [prefix, prefix, takes]);

/** Whole class names, by group. */
const WORDS: Record<string, string[]> = {
  display: [
    "block",
    "inline",
    "inline-block",
    "inline-flex",
    "inline-grid",
    "flex",
    "grid",
    "contents",
    "table",
    "hidden",
  ],
  position: ["static", "fixed", "absolute", "relative", "sticky"],
  visibility: ["visible", "invisible", "collapse"],
  sr: ["sr-only", "not-sr-only"],
  wrap: ["wrap-break-word", "wrap-anywhere", "wrap-normal"],
  "text-transform": ["uppercase", "lowercase", "capitalize", "normal-case"],
  "text-decoration": ["underline", "overline", "line-through", "no-underline"],
  "text-overflow": ["truncate", "text-ellipsis", "text-clip"],
  "fvn-spacing": ["tabular-nums", "proportional-nums"],
  "border-w": ["border"],
  "border-w-x": ["border-x"],
  "border-w-y": ["border-y"],
  "border-w-t": ["border-t"],
  "border-w-r": ["border-r"],
  "border-w-b": ["border-b"],
  "border-w-l": ["border-l"],
  "divide-y": ["divide-y"],
  rounded: ["rounded"],
  "rounded-r": ["rounded-r"],
  "ring-w": ["ring"],
  shadow: ["shadow"],
  "outline-w": ["outline"],
  transition: ["transition"],
  grow: ["grow"],
  shrink: ["shrink"],
  resize: ["resize"],
  filter: ["filter"],
  "backdrop-blur": ["backdrop-blur"],
  container: ["@container"],
};

/**
 * Utilities written prefix-value, as [prefix, group, the values it takes]. The first match wins: a longer
 * prefix comes before a shorter one it starts with, and a colour (any value) after its prefix's other groups.
 */
const PREFIXED: Prefixed[] = [
  ...own(either("auto", "hidden", "clip", "visible", "scroll"), "overflow-x", "overflow-y", "overflow"),
  ...own(either("auto", "contain", "none"), "overscroll-x", "overscroll"),
  ["flex", "flex", either("1", "auto", "initial", "none")],
  ["flex", "flex-direction", either("row", "row-reverse", "col", "col-reverse")],
  ["flex", "flex-wrap", either("wrap", "wrap-reverse", "nowrap")],
  ["grow", "grow", any],
  ["shrink", "shrink", any],
  ["justify-items", "justify-items", align],
  ["justify-self", "justify-self", align],
  ["justify", "justify-content", either("normal", "start", "end", "center", "between", "around", "evenly", "stretch")],
  ["content", "align-content", either("normal", "start", "end", "center", "between", "around", "evenly", "stretch")],
  ["place-items", "place-items", align],
  ["items", "items", align],
  ["self", "self", align],
  ["text", "text-alignment", either("left", "center", "right", "justify", "start", "end")],
  ["text", "text-wrap", either("wrap", "nowrap", "balance", "pretty")],
  ["text", "font-size", either("xs", "sm", "base", "md", "lg", (value) => /^\d?xl$/.test(value), length)],
  ["font", "font-weight", either("thin", "extralight", "light", "normal", "medium", "semibold", "bold", "black")],
  ["leading", "leading", either("none", "tight", "snug", "normal", "relaxed", "loose", scale)],
  ["tracking", "tracking", either("tighter", "tight", "normal", "wide", "wider", "widest", arbitrary)],
  ["whitespace", "whitespace", either("normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces")],
  ["break-inside", "break-inside", either("auto", "avoid", "avoid-page", "avoid-column")],
  ["break", "break", either("normal", "words", "all", "keep")],
  ["list", "list-style-type", either("disc", "decimal", "none")],
  ["decoration", "decoration", either(number, "from-font", "auto", length)],
  ["decoration", "decoration-style", either("solid", "double", "dotted", "dashed", "wavy")],
  ["underline-offset", "underline-offset", either(number, "auto", arbitrary)],
  ["align", "align", either("baseline", "top", "middle", "bottom", "text-top", "text-bottom", "sub", "super")],
  ["bg", "bg-image", image],
  ["border-x", "border-w-x", number],
  ["border-y", "border-w-y", number],
  ["border-t", "border-w-t", number],
  ["border-r", "border-w-r", number],
  ["border-b", "border-w-b", number],
  ["border-l", "border-w-l", number],
  ["border", "border-w", number],
  ["border", "border-style", lineStyle],
  ["divide-y", "divide-y", number],
  ["rounded-r", "rounded-r", any],
  ["rounded-br", "rounded-br", any],
  ["rounded-bl", "rounded-bl", any],
  ["rounded", "rounded", any],
  ["ring", "ring-w", either(number, length)],
  ["shadow", "shadow", either("2xs", "xs", "sm", "md", "lg", "xl", "2xl", "none", "inner")],
  ["outline", "outline-style", lineStyle],
  ["outline", "outline-w", either(number, length)],
  ["transition", "transition", any],
  ["object", "object-fit", either("contain", "cover", "fill", "none", "scale-down")],
  ["snap", "snap-type", either("none", "x", "y", "both")],
  ["snap", "snap-strictness", either("mandatory", "proximity")],
  ["snap", "snap-align", either("start", "end", "center", "align-none")],
  ["filter", "filter", either("none")],
  ["backdrop-blur", "backdrop-blur", any],
  ["touch", "touch", either("auto", "none", "manipulation")],
  ["touch", "touch-y", either("pan-y", "pan-up", "pan-down")],
  ["row-span", "row-span", scale],
  ["pointer-events", "pointer-events", either("none", "auto")],
  ["select", "select", either("none", "text", "all", "auto")],
  ["resize", "resize", either("none", "x", "y")],
  ["appearance", "appearance", either("none", "auto")],
  ["field-sizing", "field-sizing", either("fixed", "content")],
  ["ease", "ease", either("linear", "in", "out", "in-out", arbitrary)],
  ["animate", "animate", either("none", "spin", "ping", "pulse", "bounce", arbitrary)],
  ["cursor", "cursor", any],
  ...own(scale, "inset-x", "inset-y", "inset", "top", "right", "bottom", "left", "z", "order", "rotate"),
  ...own(either("subgrid", scale), "grid-cols", "grid-rows"),
  ...own(scale, "col-start", "row-start"),
  ["auto-rows", "auto-rows", either("auto", "min", "max", "fr", arbitrary)],
  ...own(scale, "gap-x", "gap-y", "gap", "space-y", "scroll-mt", "translate-x", "translate-y", "origin"),
  ...own(scale, "px", "py", "pt", "pr", "pb", "pl", "p", "mx", "my", "mt", "mr", "mb", "ml", "m"),
  ...own(scale, "min-w", "min-h", "max-w", "max-h", "w", "h", "size", "opacity", "duration", "delay"),
  // Last for their prefixes: any other value is a colour (a font family for `font`).
  ["fill", "fill", any],
  ["stroke", "stroke", any],
  ["accent", "accent", any],
  ["font", "font-family", any],
  ...["text", "bg", "border", "ring", "shadow", "outline", "decoration"].map((prefix): Prefixed => [
    prefix,
    `${prefix}-color`,
    any,
  ]),
];

/** A class of the group on the left removes earlier classes of the groups on the right. */
export const CONFLICTS: Record<string, string[]> = {
  overflow: ["overflow-x", "overflow-y"],
  overscroll: ["overscroll-x"],
  touch: ["touch-y"],
  "touch-y": ["touch"],
  flex: ["grow", "shrink"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  p: ["px", "py", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  "font-size": ["leading"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  rounded: ["rounded-r", "rounded-br", "rounded-bl"],
  "rounded-r": ["rounded-br"],
};

const WORD_GROUPS = new Map(Object.entries(WORDS).flatMap(([group, words]) => words.map((word) => [word, group])));

/** The group of a utility without its variants and `!` ("-mt-1", "bg-muted"), or undefined for any other class. */
export function groupOf(utility: string): string | undefined {
  const name = utility.startsWith("-") ? utility.slice(1) : utility;
  const word = WORD_GROUPS.get(name);
  if (word) return word;
  // An arbitrary property ("[overflow-anchor:none]") conflicts with another setting the same property.
  const property = /^\[([^:\]]+):.+\]$/.exec(name)?.[1];
  if (property) return `[${property}]`;
  for (const [prefix, group, takes] of PREFIXED)
    if (name.startsWith(`${prefix}-`) && takes(name.slice(prefix.length + 1))) return group;
  return undefined;
}
