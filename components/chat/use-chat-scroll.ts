"use client";

import { useCallback, useEffect, useLayoutEffect, useRef } from "react";

/** How close to the end (px) still counts as reading the newest message. */
const AT_END = 80;

/**
 * Opens at the newest message and follows new ones while the reader is at the end. Following is by size, not
 * only by message: the end grows after rendering (images, first real heights, help cards) and the view shrinks
 * (attachments row, a phone's keyboard). Messages added above: KeepInView.
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
