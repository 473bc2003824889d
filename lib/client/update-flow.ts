import { isWorkerMessage, SERVICE_WORKER_URL, SKIP_WAITING, type PageMessage } from "@/lib/pwa/protocol";

/** Browser storage keys of the update flow (spec section 3). */
export const AUTO_UPDATE_KEY = "pwa-auto-update";
export const NOTIFICATIONS_DISABLED_KEY = "pwa-notifications-disabled";
/** Session storage: the card was dismissed (Later or close) for this session. */
export const DISMISSED_KEY = "updateDismissed";
/** Session storage: the version this tab reloaded into, announced once the new page is up. */
export const UPDATED_VERSION_KEY = "pwa-updated-version";

/** Spec section 9. */
export const CHECK_INTERVAL_MS = 5 * 60_000;
export const CARD_AUTO_DISMISS_MS = 10_000;
/** How long an update may take to take over before the flow gives up and says so. */
export const APPLY_TIMEOUT_MS = 10_000;
/** After the new worker took over, how long to wait for its SW_UPDATED message before reloading anyway. */
const ANNOUNCE_GRACE_MS = 1_000;

export type UpdateNotice =
  | { kind: "autoUpdateEnabled" }
  | { kind: "notificationsDisabled" }
  | { kind: "updated"; version: string }
  | { kind: "updateFailed" };

/** The parts of the Service Worker API the flow uses, so that tests can drive it with plain event targets. */
export interface WorkerLike extends EventTarget {
  readonly state: string;
  postMessage(message: PageMessage): void;
}
export interface RegistrationLike extends EventTarget {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
  update(): Promise<unknown>;
}
export interface ContainerLike extends EventTarget {
  readonly controller: unknown;
  register(url: string, options: RegistrationOptions): Promise<RegistrationLike>;
  startMessages?(): void;
}
type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type UpdateFlowOptions = {
  container: ContainerLike;
  localStorage: KeyValueStore;
  sessionStorage: KeyValueStore;
  /** Where focus events arrive (the window) and where visibility changes (the document). */
  window: EventTarget;
  document: EventTarget & { readonly visibilityState: string };
  reload: () => void;
  /** Registration and check failures are only logged (spec section 4). */
  log: (message: string, error?: unknown) => void;
  /** Whether the update card is on screen. */
  onCard: (shown: boolean) => void;
  onNotice: (notice: UpdateNotice) => void;
  /** Inside the native wrapper, which updates itself: updates apply without a card. */
  silent?: boolean;
};

/**
 * The installable app's update flow, the nine steps of spec section 4:
 * 1. register /sw.js with scope /;
 * 2. a waiting or newly installed worker, while an earlier one controls the page, is an update;
 * 3. with auto-update on, it is told to skip waiting;
 * 4. otherwise, unless notifications are off (or it was dismissed this session), the card shows for 10 s;
 * 5. Update Now: skip waiting, then reload; 6. Later / close: dismissed for the session;
 * 7. Auto-update: remember it and apply now; 8. Don't show again: remember it;
 * 9. the new worker's SW_UPDATED message announces its version.
 * Checks run every 5 minutes, when the page becomes visible and when the window gains focus.
 */
export class UpdateFlow {
  private registration: RegistrationLike | null = null;
  private available: WorkerLike | null = null;
  private applying = false;
  private takenOver = false;
  private cardTimer: ReturnType<typeof setTimeout> | undefined;
  private applyTimer: ReturnType<typeof setTimeout> | undefined;
  private graceTimer: ReturnType<typeof setTimeout> | undefined;
  private checkTimer: ReturnType<typeof setInterval> | undefined;
  private readonly cleanups: (() => void)[] = [];
  private stopped = false;

  constructor(private readonly options: UpdateFlowOptions) {}

  async start(): Promise<void> {
    const { container, sessionStorage, onNotice } = this.options;
    const announced = sessionStorage.getItem(UPDATED_VERSION_KEY);
    if (announced) {
      sessionStorage.removeItem(UPDATED_VERSION_KEY);
      onNotice({ kind: "updated", version: announced });
    }
    this.listen(container, "message", (event) => this.onMessage((event as MessageEvent).data));
    this.listen(container, "controllerchange", () => this.onControllerChange());
    container.startMessages?.();

    let registration: RegistrationLike;
    try {
      registration = await container.register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" });
    } catch (error) {
      this.options.log("Service worker registration failed", error);
      return;
    }
    if (this.stopped) return;
    this.registration = registration;
    this.listen(registration, "updatefound", () => this.watch(registration.installing));
    if (registration.waiting && container.controller) this.updateAvailable(registration.waiting);
    else this.watch(registration.installing);

    this.checkTimer = setInterval(() => this.check(), CHECK_INTERVAL_MS);
    this.listen(this.options.window, "focus", () => this.check());
    this.listen(this.options.document, "visibilitychange", () => {
      if (this.options.document.visibilityState === "visible") this.check();
    });
  }

  stop(): void {
    this.stopped = true;
    this.cleanups.splice(0).forEach((cleanup) => cleanup());
    clearInterval(this.checkTimer);
    clearTimeout(this.cardTimer);
    clearTimeout(this.applyTimer);
    clearTimeout(this.graceTimer);
  }

  /** Asks the server for a newer /sw.js now. */
  check(): void {
    this.registration
      ?.update()
      .catch((error: unknown) => this.options.log("Service worker update check failed", error));
  }

  /** Step 5. */
  updateNow(): void {
    this.hideCard();
    if (this.available) this.apply(this.available);
  }

  /** Step 6: Later, or closing the card. */
  later(): void {
    this.options.sessionStorage.setItem(DISMISSED_KEY, "true");
    this.hideCard();
  }

  /** Step 7. */
  enableAutoUpdate(): void {
    this.options.localStorage.setItem(AUTO_UPDATE_KEY, "true");
    this.options.onNotice({ kind: "autoUpdateEnabled" });
    this.updateNow();
  }

  /** Step 8. */
  disableNotifications(): void {
    this.options.localStorage.setItem(NOTIFICATIONS_DISABLED_KEY, "true");
    this.options.onNotice({ kind: "notificationsDisabled" });
    this.hideCard();
  }

  /** While someone reads or uses the card, it does not go away by itself. */
  holdCard(): void {
    clearTimeout(this.cardTimer);
  }

  releaseCard(): void {
    if (this.available && !this.applying) this.startCardTimer();
  }

  private watch(worker: WorkerLike | null) {
    if (!worker) return;
    const onState = () => {
      if (worker.state === "installed" && this.options.container.controller) this.updateAvailable(worker);
    };
    this.listen(worker, "statechange", onState);
    onState();
  }

  private updateAvailable(worker: WorkerLike) {
    if (this.available === worker) return;
    this.available = worker;
    const { localStorage, sessionStorage, silent } = this.options;
    if (silent || localStorage.getItem(AUTO_UPDATE_KEY) === "true") return this.apply(worker);
    if (localStorage.getItem(NOTIFICATIONS_DISABLED_KEY) === "true") return;
    if (sessionStorage.getItem(DISMISSED_KEY) === "true") return;
    this.options.onCard(true);
    this.startCardTimer();
  }

  private startCardTimer() {
    clearTimeout(this.cardTimer);
    this.cardTimer = setTimeout(() => this.options.onCard(false), CARD_AUTO_DISMISS_MS);
  }

  private hideCard() {
    clearTimeout(this.cardTimer);
    this.options.onCard(false);
  }

  private apply(worker: WorkerLike) {
    if (this.applying) return;
    this.applying = true;
    this.listen(worker, "statechange", () => {
      if (worker.state === "redundant" && !this.takenOver) this.fail();
    });
    this.applyTimer = setTimeout(() => this.fail(), APPLY_TIMEOUT_MS);
    try {
      worker.postMessage({ type: SKIP_WAITING });
    } catch (error) {
      this.options.log("Could not message the waiting service worker", error);
      this.fail();
    }
  }

  private fail() {
    if (!this.applying) return;
    this.applying = false;
    clearTimeout(this.applyTimer);
    this.options.sessionStorage.removeItem(UPDATED_VERSION_KEY);
    this.options.onNotice({ kind: "updateFailed" });
  }

  private onControllerChange() {
    if (!this.applying) return;
    this.takenOver = true;
    clearTimeout(this.applyTimer);
    // The new worker says SW_UPDATED just before it takes over; give a late message a moment to arrive.
    if (this.options.sessionStorage.getItem(UPDATED_VERSION_KEY)) return this.options.reload();
    this.graceTimer = setTimeout(() => this.options.reload(), ANNOUNCE_GRACE_MS);
  }

  private onMessage(data: unknown) {
    if (!isWorkerMessage(data)) return;
    if (this.applying) {
      // This tab reloads into the new version; the new page announces it.
      this.options.sessionStorage.setItem(UPDATED_VERSION_KEY, data.version);
      if (this.takenOver) {
        clearTimeout(this.graceTimer);
        this.options.reload();
      }
      return;
    }
    this.options.onNotice({ kind: "updated", version: data.version });
  }

  private listen(target: EventTarget, type: string, listener: (event: Event) => void) {
    target.addEventListener(type, listener);
    this.cleanups.push(() => target.removeEventListener(type, listener));
  }
}
