"use client";

import { useCallback, useEffect, useLayoutEffect, useRef } from "react";

/** How close to the end (px) still counts as reading the newest message. */
const AT_END = 80;

/**
 * The conversation's scrolling: it opens at the newest message and follows new and streaming messages
 * while the reader is at the end (not after they scrolled up to read). An empty conversation opens at its
 * top, where its heading is. Earlier messages added above keep the messages in view where they were: KeepInView.
 *
 * Following is by size, not only by message: what is at the end also grows after it rendered (an image
 * arriving, a message drawn for the first time at its real height, a help card) and the view shrinks (the
 * attachments row, a phone's keyboard), so whenever the content or the view changes size the end stays in view.
 */
export function useChatScroll({
  messages,
  status,
}: {
  /** The conversation's current messages and its reply's status: what shows at the end. */
  messages: readonly unknown[];
  status: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const empty = useRef(messages.length === 0);

  const onScroll = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    atEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < AT_END;
  }, []);

  const follow = useCallback(() => {
    const box = scroller.current;
    if (box && atEnd.current && !empty.current) box.scrollTop = box.scrollHeight;
  }, []);

  useLayoutEffect(() => {
    empty.current = messages.length === 0;
    follow();
    onScroll();
  }, [messages, status, follow, onScroll]);

  useEffect(() => {
    const box = scroller.current;
    const inner = content.current;
    if (!box || !inner) return;
    const resized = new ResizeObserver(follow);
    resized.observe(box);
    resized.observe(inner);
    return () => resized.disconnect();
  }, [follow]);

  /** The reader sent something: show it and what follows, wherever they were. */
  const followEnd = useCallback(() => {
    atEnd.current = true;
  }, []);

  return { scroller, content, onScroll, followEnd };
}
