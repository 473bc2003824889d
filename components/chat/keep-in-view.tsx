"use client";

import { Component, type ReactNode, type RefObject } from "react";

/** How long after earlier messages came in their size changes may still move the view (ms). */
const SETTLING = 2000;

type Anchor = { element: Element; top: number };

/**
 * Keeps the messages in view in place when earlier ones are added above: the first one in view is found just
 * before React adds them (getSnapshotBeforeUpdate, hence a class) and put back right after, then on every size
 * change until the reader scrolls, since messages near the view get their real heights only when drawn.
 * The browser's scroll anchoring covers neither offset 0 nor these late sizes, nor every browser.
 */
export class KeepInView extends Component<{
  scroller: RefObject<HTMLElement | null>;
  /** How many messages are above; a change is what to keep the view in place for. */
  count: number;
  children: ReactNode;
}> {
  private stop?: () => void;

  override getSnapshotBeforeUpdate(previous: Readonly<{ count: number }>): Anchor | null {
    const box = this.props.scroller.current;
    return box && previous.count !== this.props.count ? firstInView(box) : null;
  }

  override componentDidUpdate(_props: unknown, _state: unknown, anchor: Anchor | null) {
    const box = this.props.scroller.current;
    if (!box || !anchor) return;
    this.stop?.();
    let expected = box.scrollTop;
    const putBack = () => {
      const shift = anchor.element.getBoundingClientRect().top - anchor.top;
      if (Math.abs(shift) >= 1) box.scrollTop += shift;
      expected = box.scrollTop;
    };
    putBack();
    const resized = new ResizeObserver(putBack);
    for (const child of box.children) resized.observe(child);
    const scrolled = () => {
      if (Math.abs(box.scrollTop - expected) >= 1) this.stop?.();
    };
    box.addEventListener("scroll", scrolled);
    const timer = window.setTimeout(() => this.stop?.(), SETTLING);
    this.stop = () => {
      resized.disconnect();
      box.removeEventListener("scroll", scrolled);
      window.clearTimeout(timer);
      this.stop = undefined;
    };
  }

  override componentWillUnmount() {
    this.stop?.();
  }

  override render() {
    return this.props.children;
  }
}

/** The first message whose bottom is below the top of the view (messages are in order: a binary search). */
function firstInView(box: HTMLElement): Anchor | null {
  const messages = box.querySelectorAll("[data-messages] > li");
  const viewTop = box.getBoundingClientRect().top;
  let low = 0;
  let high = messages.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (messages[middle]!.getBoundingClientRect().bottom <= viewTop) low = middle + 1;
    else high = middle;
  }
  const element = messages[low];
  return element ? { element, top: element.getBoundingClientRect().top } : null;
}
