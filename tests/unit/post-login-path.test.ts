import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  REDIRECT_AFTER_LOGIN_KEY,
  enterApp,
  rememberRedirect,
  savedChatPath,
  takePostLoginPath,
} from "@/lib/auth/redirects";
import { MemoryStorage } from "../helpers/memory-storage";

const ORIGIN = "https://hearth.example";
let page: { local: MemoryStorage; session: MemoryStorage; assigned: string[] };

beforeEach(() => {
  vi.useFakeTimers();
  page = { local: new MemoryStorage(), session: new MemoryStorage(), assigned: [] };
  vi.stubGlobal("window", {
    location: { origin: ORIGIN, assign: (path: string) => page.assigned.push(path) },
    localStorage: page.local,
    sessionStorage: page.session,
    setTimeout,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const search = (query = "") => new URLSearchParams(query);

describe("where a sign-in leads", () => {
  it("goes to /chat when nothing was saved", () => {
    expect(takePostLoginPath(search())).toBe("/chat");
  });

  it("remembers only a path of this app, and takes it once", () => {
    rememberRedirect("https://evil.example/chat");
    rememberRedirect(null);
    expect(page.local.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    rememberRedirect(`${ORIGIN}/settings?tab=plan`);
    expect(takePostLoginPath(search())).toBe("/settings?tab=plan");
    expect(page.local.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    expect(takePostLoginPath(search())).toBe("/chat");
  });

  it("puts a payment's return first, and keeps the saved path for later", () => {
    rememberRedirect("/settings");
    expect(takePostLoginPath(search("session_id=cs_1&x=1"))).toBe("/subscription/success?session_id=cs_1");
    expect(takePostLoginPath(search("session_id=a%26b"))).toBe("/subscription/success?session_id=a%26b");
    expect(takePostLoginPath(search())).toBe("/settings");
  });

  it("drops a saved path that was tampered with in storage", () => {
    page.local.setItem(REDIRECT_AFTER_LOGIN_KEY, "//evil.example");
    expect(takePostLoginPath(search())).toBe("/chat");
    expect(page.local.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it("falls back to a conversation saved in the tab, and only a conversation", () => {
    page.session.setItem(REDIRECT_AFTER_LOGIN_KEY, "/chat/abc");
    expect(savedChatPath()).toBe("/chat/abc");
    expect(takePostLoginPath(search())).toBe("/chat/abc");
    for (const other of ["/settings", "/chat", "https://evil.example/chat/abc"]) {
      page.session.setItem(REDIRECT_AFTER_LOGIN_KEY, other);
      expect(savedChatPath()).toBeNull();
      expect(takePostLoginPath(search())).toBe("/chat");
    }
    page.session.setItem(REDIRECT_AFTER_LOGIN_KEY, "/chat/abc");
    rememberRedirect("/advice");
    expect(takePostLoginPath(search())).toBe("/advice");
  });
});

describe("entering the app", () => {
  it("clears the tab's storage, then loads the page afresh after 100 ms, carrying a toast", () => {
    page.session.setItem("chatDraft:new", "hello");
    enterApp("/chat", { toast: { kind: "success", title: "Welcome back" } });
    expect(page.session.getItem("chatDraft:new")).toBeNull();
    vi.advanceTimersByTime(99);
    expect(page.assigned).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.assigned).toEqual(["/chat"]);
    expect(JSON.parse(page.session.getItem("carriedToast")!)).toEqual({ kind: "success", title: "Welcome back" });
  });

  it("waits as long as asked, and carries no toast unless given one", () => {
    enterApp("/settings", { delayMs: 0 });
    vi.advanceTimersByTime(0);
    expect(page.assigned).toEqual(["/settings"]);
    expect(page.session.getItem("carriedToast")).toBeNull();
  });
});
