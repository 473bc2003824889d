import { wordDiff } from "@/lib/coach/word-diff";

/** The rewrite, with what it adds to the draft underlined and what it leaves out struck through. */
export function RewriteDiff({ draft, rewrite }: { draft: string; rewrite: string }) {
  return (
    <p className="leading-relaxed break-words whitespace-pre-wrap">
      {wordDiff(draft, rewrite).map((part, index) =>
        part.kind === "added" ? (
          <ins key={index} className="rounded-sm bg-emerald-100 decoration-emerald-700 dark:bg-emerald-500/25">
            {part.text}
          </ins>
        ) : part.kind === "removed" ? (
          <del key={index} className="text-muted-foreground decoration-destructive">
            {part.text}
          </del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
