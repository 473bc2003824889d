import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SKIP_WAITING, SW_UPDATED, type PageMessage } from "@/lib/pwa/protocol";
import {
  APPLY_TIMEOUT_MS,
  AUTO_UPDATE_KEY,
  CARD_AUTO_DISMISS_MS,
  CHECK_INTERVAL_MS,
  DISMISSED_KEY,
  NOTIFICATIONS_DISABLED_KEY,
  UpdateFlow,
  type UpdateFlowOptions,
  type UpdateNotice,
} from "@/lib/client/update-flow";
import { MemoryStorage } from "../helpers/memory-storage";

class FakeWorker extends EventTarget {
  state = "installing";
  messages: PageMessage[] = [];
  failOnMessage = false;
  postMessage(message: PageMessage) {
    if (this.failOnMessage) throw new Error("gone");
    this.messages.push(message);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  checks = 0;
  failChecks = false;
  update() {
    this.checks += 1;
    return this.failChecks ? Promise.reject(new Error("offline")) : Promise.resolve();
  }
  /** The browser found a new /sw.js and started installing it. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
  }
}

class FakeContainer extends EventTarget {
  controller: object | null = null;
  registration = new FakeRegistration();
  registered: [string, RegistrationOptions][] = [];
  failRegistration = false;
  register(url: string, options: RegistrationOptions) {
    this.registered.push([url, options]);
    return this.failRegistration ? Promise.reject(new Error("blocked")) : Promise.resolve(this.registration);
  }
  /** The new worker says SW_UPDATED (it does so before it takes over). */
  announce(version: string) {
    this.dispatchEvent(new MessageEvent("message", { data: { type: SW_UPDATED, version } }));
  }
  takeOver() {
    this.controller = {};
    this.dispatchEvent(new Event("controllerchange"));
  }
}

class FakeDocument extends EventTarget {
  visibilityState = "visible";
  become(state: string) {
    this.visibilityState = state;
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

type Page = {
  card: boolean;
  notices: UpdateNotice[];
  reloads: number;
  logs: string[];
  flow: UpdateFlow;
};

/** One browser: its storages survive page loads (each page load is a new flow). */
function browser() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const container = new FakeContainer();
  container.controller = {}; // an earlier version controls the page
  const win = new EventTarget();
  const doc = new FakeDocument();
  const pages: Page[] = [];

  function load(extra: Partial<UpdateFlowOptions> = {}): Page {
    const page = { card: false, notices: [], reloads: 0, logs: [] } as unknown as Page;
    page.flow = new UpdateFlow({
      container,
      localStorage: local,
      sessionStorage: session,
      window: win,
      document: doc,
      reload: () => (page.reloads += 1),
      log: (message) => page.logs.push(message),
      onCard: (shown) => (page.card = shown),
      onNotice: (notice) => page.notices.push(notice),
      ...extra,
    });
    pages.push(page);
    return page;
  }

  /** Loads a page and lets its registration settle. */
  async function open(extra: Partial<UpdateFlowOptions> = {}) {
    const page = load(extra);
    await page.flow.start();
    return page;
  }

  return { local, session, container, win, doc, open, pages };
}

const waitingUpdate = (b: ReturnType<typeof browser>) => {
  const worker = new FakeWorker();
  worker.state = "installed";
  b.container.registration.waiting = worker;
  return worker;
};

describe("the app update flow (spec section 4)", () => {
  let b: ReturnType<typeof browser>;
  beforeEach(() => {
    vi.useFakeTimers();
    b = browser();
  });
  afterEach(() => {
    b.pages.forEach((page) => page.flow.stop());
    vi.useRealTimers();
  });

  it("1. registers /sw.js with scope / and checks it without the HTTP cache", async () => {
    await b.open();
    expect(b.container.registered).toEqual([["/sw.js", { scope: "/", updateViaCache: "none" }]]);
  });

  it("only logs a failed registration", async () => {
    b.container.failRegistration = true;
    const page = await b.open();
    expect(page.logs).toEqual(["Service worker registration failed"]);
    expect(page.card).toBe(false);
    expect(page.notices).toEqual([]);
  });

  it("2. a waiting worker under an earlier controller is an update; without a controller it is a first install", async () => {
    waitingUpdate(b);
    expect((await b.open()).card).toBe(true);

    const first = browser();
    first.container.controller = null;
    waitingUpdate(first);
    const page = await first.open();
    expect(page.card).toBe(false);
    page.flow.stop();
  });

  it("2. so is a newly installed worker found while the page is open, but not the very first one", async () => {
    const page = await b.open();
    const worker = new FakeWorker();
    b.container.registration.found(worker);
    expect(page.card).toBe(false);
    worker.become("installed");
    expect(page.card).toBe(true);

    const first = browser();
    first.container.controller = null;
    const fresh = await first.open();
    const installing = new FakeWorker();
    first.container.registration.found(installing);
    installing.become("installed");
    expect(fresh.card).toBe(false);
    expect(installing.messages).toEqual([]);
    fresh.flow.stop();
  });

  it("3. with auto-update stored, the worker is told to skip waiting and no card shows", async () => {
    b.local.setItem(AUTO_UPDATE_KEY, "true");
    const worker = waitingUpdate(b);
    const page = await b.open();
    expect(page.card).toBe(false);
    expect(worker.messages).toEqual([{ type: SKIP_WAITING }]);
    b.container.announce("2.0.0");
    b.container.takeOver();
    expect(page.reloads).toBe(1);
    expect((await b.open()).notices).toEqual([{ kind: "updated", version: "2.0.0" }]);
  });

  it("4. the card auto-dismisses after 10 s, and stays while it is being used", async () => {
    waitingUpdate(b);
    const page = await b.open();
    expect(page.card).toBe(true);
    vi.advanceTimersByTime(CARD_AUTO_DISMISS_MS - 1);
    expect(page.card).toBe(true);
    page.flow.holdCard();
    vi.advanceTimersByTime(CARD_AUTO_DISMISS_MS * 3);
    expect(page.card).toBe(true);
    page.flow.releaseCard();
    vi.advanceTimersByTime(CARD_AUTO_DISMISS_MS - 1);
    expect(page.card).toBe(true);
    vi.advanceTimersByTime(1);
    expect(page.card).toBe(false);
    // Hiding by itself is not a dismissal: the next page load shows it again.
    expect(b.session.getItem(DISMISSED_KEY)).toBeNull();
    expect((await b.open()).card).toBe(true);
  });

  it("4. no card when notifications are disabled, or after a dismissal this session", async () => {
    waitingUpdate(b);
    b.local.setItem(NOTIFICATIONS_DISABLED_KEY, "true");
    expect((await b.open()).card).toBe(false);
    b.local.removeItem(NOTIFICATIONS_DISABLED_KEY);
    b.session.setItem(DISMISSED_KEY, "true");
    expect((await b.open()).card).toBe(false);
  });

  it("5. Update Now: skip waiting, reload into the new version, which then announces itself", async () => {
    const worker = waitingUpdate(b);
    const page = await b.open();
    page.flow.updateNow();
    expect(page.card).toBe(false);
    expect(worker.messages).toEqual([{ type: SKIP_WAITING }]);
    expect(page.reloads).toBe(0);
    b.container.announce("2.0.0");
    expect(page.notices).toEqual([]);
    b.container.takeOver();
    expect(page.reloads).toBe(1);

    const reloaded = await b.open();
    expect(reloaded.notices).toEqual([{ kind: "updated", version: "2.0.0" }]);
    expect((await b.open()).notices).toEqual([]);
  });

  it("5. a takeover whose announcement comes late still reloads, and a late announcement reloads at once", async () => {
    waitingUpdate(b);
    const late = await b.open();
    late.flow.updateNow();
    b.container.takeOver();
    expect(late.reloads).toBe(0);
    b.container.announce("2.0.0");
    expect(late.reloads).toBe(1);
    vi.advanceTimersByTime(5_000);
    expect(late.reloads).toBe(1);

    const silent = browser();
    waitingUpdate(silent);
    const page = await silent.open();
    page.flow.updateNow();
    silent.container.takeOver();
    vi.advanceTimersByTime(999);
    expect(page.reloads).toBe(0);
    vi.advanceTimersByTime(1);
    expect(page.reloads).toBe(1);
    page.flow.stop();
  });

  it("6. Later (or close) dismisses the card for the session", async () => {
    waitingUpdate(b);
    const page = await b.open();
    page.flow.later();
    expect(page.card).toBe(false);
    expect(b.session.getItem(DISMISSED_KEY)).toBe("true");
    expect((await b.open()).card).toBe(false);
    expect(b.local.getItem(NOTIFICATIONS_DISABLED_KEY)).toBeNull();
  });

  it("7. Auto-update stores the preference, says so and applies the update now", async () => {
    const worker = waitingUpdate(b);
    const page = await b.open();
    page.flow.enableAutoUpdate();
    expect(b.local.getItem(AUTO_UPDATE_KEY)).toBe("true");
    expect(page.notices).toEqual([{ kind: "autoUpdateEnabled" }]);
    expect(page.card).toBe(false);
    expect(worker.messages).toEqual([{ type: SKIP_WAITING }]);
  });

  it("8. Don't show again stores the preference and says so; the card stays away on later loads", async () => {
    const worker = waitingUpdate(b);
    const page = await b.open();
    page.flow.disableNotifications();
    expect(b.local.getItem(NOTIFICATIONS_DISABLED_KEY)).toBe("true");
    expect(page.notices).toEqual([{ kind: "notificationsDisabled" }]);
    expect(page.card).toBe(false);
    expect(worker.messages).toEqual([]);
    b.session.removeItem(DISMISSED_KEY);
    expect((await b.open()).card).toBe(false);
  });

  it("9. SW_UPDATED with a version, on a page that did not ask for it, is announced there", async () => {
    const page = await b.open();
    b.container.announce("2.1.0");
    expect(page.notices).toEqual([{ kind: "updated", version: "2.1.0" }]);
    b.container.dispatchEvent(new MessageEvent("message", { data: { type: SW_UPDATED } }));
    b.container.dispatchEvent(new MessageEvent("message", { data: { type: "OTHER", version: "x" } }));
    expect(page.notices).toHaveLength(1);
  });

  it("says 'Update Failed' when the new version never takes over, is discarded, or cannot be told", async () => {
    waitingUpdate(b);
    const stuck = await b.open();
    stuck.flow.updateNow();
    b.container.announce("2.0.0");
    vi.advanceTimersByTime(APPLY_TIMEOUT_MS);
    expect(stuck.notices).toEqual([{ kind: "updateFailed" }]);
    expect(stuck.reloads).toBe(0);
    expect((await b.open()).notices).toEqual([]); // no false 'App Updated' after a failure

    const discarded = browser();
    const worker = waitingUpdate(discarded);
    const page = await discarded.open();
    page.flow.updateNow();
    worker.become("redundant");
    expect(page.notices).toEqual([{ kind: "updateFailed" }]);
    page.flow.stop();

    const gone = browser();
    waitingUpdate(gone).failOnMessage = true;
    const other = await gone.open();
    other.flow.updateNow();
    expect(other.notices).toEqual([{ kind: "updateFailed" }]);
    expect(other.logs).toEqual(["Could not message the waiting service worker"]);
    other.flow.stop();
  });

  it("checks every 5 minutes, when the page becomes visible and when the window gains focus; failures only logged", async () => {
    const page = await b.open();
    const checks = () => b.container.registration.checks;
    expect(checks()).toBe(0);
    vi.advanceTimersByTime(CHECK_INTERVAL_MS - 1);
    expect(checks()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(checks()).toBe(1);
    vi.advanceTimersByTime(CHECK_INTERVAL_MS);
    expect(checks()).toBe(2);
    b.doc.become("hidden");
    expect(checks()).toBe(2);
    b.doc.become("visible");
    expect(checks()).toBe(3);
    b.win.dispatchEvent(new Event("focus"));
    expect(checks()).toBe(4);

    b.container.registration.failChecks = true;
    b.win.dispatchEvent(new Event("focus"));
    await vi.waitFor(() => expect(page.logs).toEqual(["Service worker update check failed"]));
    expect(page.notices).toEqual([]);

    page.flow.stop();
    vi.advanceTimersByTime(CHECK_INTERVAL_MS * 2);
    b.win.dispatchEvent(new Event("focus"));
    expect(checks()).toBe(5);
  });

  it("inside the native wrapper (silent) never shows the card: updates apply by themselves", async () => {
    const worker = waitingUpdate(b);
    const page = await b.open({ silent: true });
    expect(page.card).toBe(false);
    expect(worker.messages).toEqual([{ type: SKIP_WAITING }]);
  });
});
