"use client";

import { useCallback, useLayoutEffect, useRef } from "react";

/** How close to the end (px) still counts as reading the newest message. */
const AT_END = 80;

/**
 * The conversation's scrolling: it opens at the newest message and follows new and streaming messages
 * while the reader is at the end (not after they scrolled up to read). An empty conversation opens at its
 * top, where its heading is. Earlier messages added above keep
 * the messages in view where they were: KeepInView.
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
  const atEnd = useRef(true);

  const onScroll = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    atEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < AT_END;
  }, []);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && atEnd.current && messages.length > 0) box.scrollTop = box.scrollHeight;
    onScroll();
  }, [messages, status, onScroll]);

  /** The reader sent something: show it and what follows, wherever they were. */
  const followEnd = useCallback(() => {
    atEnd.current = true;
  }, []);

  return { scroller, onScroll, followEnd };
}
