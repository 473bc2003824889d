"use client";

import * as React from "react";

import { cn } from "@/lib/cn";

type TabsState = { value: string; select: (value: string) => void; id: string };

const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

const tabId = (id: string, value: string) => `${id}-tab-${value}`;
const panelId = (id: string, value: string) => `${id}-panel-${value}`;

/**
 * The WAI-ARIA tabs pattern on plain elements (controlled: `value` and `onValueChange`): arrow keys, Home and
 * End move between the tabs and select them, and Tab goes from the selected tab to its panel.
 */
function Tabs({
  value,
  onValueChange,
  className,
  ...props
}: Omit<React.ComponentProps<"div">, "onChange"> & { value: string; onValueChange: (value: string) => void }) {
  const id = React.useId();
  const state = React.useMemo(() => ({ value, select: onValueChange, id }), [value, onValueChange, id]);
  return (
    <TabsContext.Provider value={state}>
      <div data-slot="tabs" className={cn("flex flex-col gap-2", className)} {...props} />
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  function move(event: React.KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const next = MOVES[event.key];
    if (!next || event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    const target = tabs[next(index, tabs.length)];
    target?.focus();
    target?.click();
  }
  return (
    <div
      role="tablist"
      data-slot="tabs-list"
      className={cn(
        "inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground",
        className,
      )}
      onKeyDown={move}
      {...props}
    />
  );
}

function TabsTrigger({ value, className, ...props }: React.ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.id, value)}
      aria-selected={selected}
      aria-controls={selected ? panelId(tabs.id, value) : undefined}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      data-slot="tabs-trigger"
      onClick={() => tabs.select(value)}
      className={cn(
        "inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap text-foreground transition-[color,box-shadow] dark:text-muted-foreground",
        "data-[state=active]:bg-background data-[state=active]:shadow-sm dark:data-[state=active]:border-input dark:data-[state=active]:bg-input/30 dark:data-[state=active]:text-foreground",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-1 focus-visible:outline-ring",
        "disabled:pointer-events-none disabled:opacity-50",
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

/** The selected tab's panel; the others are not rendered. */
function TabsContent({ value, className, ...props }: React.ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.id, value)}
      aria-labelledby={tabId(tabs.id, value)}
      tabIndex={0}
      data-state="active"
      data-slot="tabs-content"
      className={cn("flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50", className)}
      {...props}
    />
  );
}

export { Tabs, TabsContent, TabsList, TabsTrigger };
