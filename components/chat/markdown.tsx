import { Fragment, memo, type ReactNode } from "react";
import { OutsideLink } from "@/components/native/outside-link";

/**
 * A small Markdown renderer for replies: paragraphs, headings, lists, bold, italics, inline code and
 * links. It builds React elements only — raw HTML in a reply is shown as text, never parsed.
 */
export const Markdown = memo(function Markdown({ text }: { text: string }) {
  return <div className="grid gap-3 leading-relaxed">{blocks(text)}</div>;
});

function blocks(text: string): ReactNode[] {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const out: ReactNode[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = line.match(/^(#{1,4})\s+(.*)$/);
    if (heading) {
      out.push(
        <p key={i} className="font-semibold">
          {inline(heading[2]!)}
        </p>,
      );
      i++;
      continue;
    }
    const ordered = /^\s*\d+[.)]\s+/;
    const bullet = /^\s*[-*•]\s+/;
    if (ordered.test(line) || bullet.test(line)) {
      const pattern = ordered.test(line) ? ordered : bullet;
      const items: string[] = [];
      while (i < lines.length && pattern.test(lines[i]!)) items.push(lines[i++]!.replace(pattern, ""));
      const List = pattern === ordered ? "ol" : "ul";
      out.push(
        <List key={i} className={List === "ol" ? "list-decimal space-y-1 pl-5" : "list-disc space-y-1 pl-5"}>
          {items.map((item, n) => (
            <li key={n}>{inline(item)}</li>
          ))}
        </List>,
      );
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() &&
      !ordered.test(lines[i]!) &&
      !bullet.test(lines[i]!) &&
      !/^#{1,4}\s/.test(lines[i]!)
    )
      paragraph.push(lines[i++]!);
    out.push(
      <p key={i}>
        {paragraph.map((part, n) => (
          <Fragment key={n}>
            {n > 0 ? <br /> : null}
            {inline(part)}
          </Fragment>
        ))}
      </p>,
    );
  }
  return out;
}

const INLINE = /(\*\*[^*]+\*\*|__[^_]+__|\*[^*\s][^*]*\*|`[^`]+`|\[[^\]]+\]\((https?:\/\/[^)\s]+)\))/g;

function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const token = match[0];
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    if (token.startsWith("**") || token.startsWith("__")) parts.push(<strong key={at}>{token.slice(2, -2)}</strong>);
    else if (token.startsWith("`"))
      parts.push(
        <code key={at} className="rounded bg-muted px-1 py-0.5 text-[0.9em]">
          {token.slice(1, -1)}
        </code>,
      );
    else if (token.startsWith("[")) {
      const label = token.slice(1, token.indexOf("]"));
      parts.push(
        <OutsideLink
          key={at}
          href={match[2] ?? ""}
          newTab
          rel="noopener noreferrer nofollow"
          className="text-primary underline underline-offset-4"
        >
          {label}
        </OutsideLink>,
      );
    } else parts.push(<em key={at}>{token.slice(1, -1)}</em>);
    last = at + token.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
