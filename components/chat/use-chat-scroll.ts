"use client";

import { useCallback, useLayoutEffect, useRef } from "react";

/** How close to the end (px) still counts as reading the newest message. */
const AT_END = 80;

/**
 * The conversation's scrolling: it opens at the newest message and follows new and streaming messages
 * while the reader is at the end (not after they scrolled up to read); earlier messages added above keep
 * the messages in view where they were. Scroll anchoring does that too, but not in every browser, and
 * this sets the same position whether or not the browser already has.
 */
export function useChatScroll({
  messages,
  status,
  earlier,
}: {
  /** The conversation's current messages and its reply's status: what shows at the end. */
  messages: readonly unknown[];
  status: string;
  /** How many earlier messages are loaded above them. */
  earlier: number;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  /** The scroll position counted from the end of the content, which prepending leaves as it is. */
  const fromEnd = useRef(0);

  const onScroll = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    fromEnd.current = box.scrollHeight - box.scrollTop;
    atEnd.current = fromEnd.current - box.clientHeight < AT_END;
  }, []);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && atEnd.current) box.scrollTop = box.scrollHeight;
    onScroll();
  }, [messages, status, onScroll]);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && earlier > 0) box.scrollTop = box.scrollHeight - fromEnd.current;
  }, [earlier]);

  /** The reader sent something: show it and what follows, wherever they were. */
  const followEnd = useCallback(() => {
    atEnd.current = true;
  }, []);

  return { scroller, onScroll, followEnd };
}
