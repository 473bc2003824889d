import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A titled notice on the payment pages: success is announced politely, a failure at once. */
export function StatusNotice({
  tone,
  icon: Icon,
  title,
  children,
}: {
  tone: "success" | "destructive" | "info";
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === "destructive" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-xl border p-4",
        tone === "success" && "border-primary/40 bg-primary/5",
        tone === "destructive" && "border-destructive/50 bg-destructive/5",
      )}
    >
      <Icon
        aria-hidden
        className={cn("mt-0.5 size-5 shrink-0", tone === "destructive" ? "text-destructive" : "text-primary")}
      />
      <div className="grid gap-1">
        <p className="font-semibold">{title}</p>
        <div className="text-sm text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}
