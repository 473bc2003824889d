import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { signedIn } from "./helpers";

// page.route does not see a request that passes through the service worker: blocked, every one reaches it.
test.use({ serviceWorkers: "block" });

// Voice chat on the browser's own recogniser (the server offers no transcription), faked in the page so it
// fails each way a real one does, e.g. `audio-capture` must not restart in a tight loop or say
// "I did not catch that" before anything was said.

/** How the fake recogniser behaves: each start fails with `error`, or hears `heard` once and then silence. */
type Behaviour = {
  /** The microphone cannot even be opened: getUserMedia fails with this DOMException name. */
  media?: string;
  /** getUserMedia answers after this long, as it does while the browser asks the person. */
  mediaDelayMs?: number;
  /** Each start ends with this error: at once (before audio starts) unless `afterMs` says when. */
  error?: string;
  afterMs?: number;
  /** The first turn hears this; later turns end with no-speech after `afterMs`. */
  heard?: string;
};

async function fakeRecogniser(page: Page, behaviour: Behaviour) {
  await page.route("**/api/voice", (route) => route.fulfill({ json: { server: false } }));
  await page.addInitScript((b: Behaviour) => {
    const starts: number[] = [];
    Object.assign(window, { recogniserStarts: starts });
    type Handler = ((event: object) => void) | null;
    class FakeRecognition {
      lang = "";
      interimResults = false;
      onaudiostart: Handler = null;
      onsoundstart: Handler = null;
      onresult: Handler = null;
      onerror: Handler = null;
      onend: Handler = null;
      private ended = false;
      private fire(name: "audiostart" | "soundstart" | "result" | "error" | "end", event: object = {}) {
        if (this.ended) return;
        if (name === "end") this.ended = true;
        this[`on${name}`]?.(event);
      }
      start() {
        starts.push(performance.now());
        const turn = starts.length;
        if (b.error && !b.afterMs) {
          setTimeout(() => (this.fire("error", { error: b.error }), this.fire("end")), 20);
          return;
        }
        // Connecting to the service takes a moment, as it does in Chrome.
        setTimeout(() => {
          this.fire("audiostart");
          if (b.heard && turn === 1) {
            this.fire("soundstart");
            const results = [Object.assign([{ transcript: b.heard }], { isFinal: true })];
            setTimeout(() => (this.fire("result", { results }), this.fire("end")), 500);
          } else setTimeout(() => (this.fire("error", { error: b.error ?? "no-speech" }), this.fire("end")), b.afterMs);
        }, 300);
      }
      stop() {
        this.fire("end");
      }
      abort() {
        this.fire("error", { error: "aborted" });
        this.fire("end");
      }
    }
    Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
    navigator.mediaDevices.getUserMedia = async () => {
      await new Promise((resolve) => setTimeout(resolve, b.mediaDelayMs ?? 0));
      if (b.media) throw new DOMException("No microphone", b.media);
      return new MediaStream();
    };
    // The browser's voice reads a sentence in 300 ms.
    const synthesis = {
      speak(utterance: SpeechSynthesisUtterance) {
        setTimeout(() => utterance.onstart?.(new Event("start") as SpeechSynthesisEvent), 50);
        setTimeout(() => utterance.onend?.(new Event("end") as SpeechSynthesisEvent), 350);
      },
      cancel() {},
    };
    Object.defineProperty(window, "speechSynthesis", { value: synthesis });
  }, behaviour);
}

const starts = (page: Page) =>
  page.evaluate(() => (window as unknown as { recogniserStarts: number[] }).recogniserStarts.length);
const panelOf = (page: Page) => page.getByRole("region", { name: "Voice chat" });

/** Every mode the panel shows, in order, as it changes (recorded on every page, from its start). */
async function recordModes(page: Page): Promise<string[]> {
  const modes: string[] = [];
  await page.exposeFunction("recordMode", (mode: string) => modes.push(mode));
  await page.addInitScript(() => {
    let last = "";
    const record = (window as unknown as { recordMode: (mode: string) => void }).recordMode;
    new MutationObserver(() => {
      const mode = document.querySelector("[data-mode]")?.getAttribute("data-mode") ?? "";
      if (mode && mode !== last) record((last = mode));
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-mode"] });
  });
  return modes;
}

async function openVoice(page: Page, behaviour: Behaviour, prefix: string) {
  await fakeRecogniser(page, behaviour);
  const modes = await recordModes(page);
  await signedIn(page, page.request, prefix);
  await page.getByRole("button", { name: "Talk by voice" }).click();
  await expect(panelOf(page)).toBeVisible();
  return modes;
}

test("no usable microphone (the recogniser answers audio-capture): named at once, one try, typing offered", async ({
  page,
}) => {
  await openVoice(page, { error: "audio-capture" }, "voicecapture");
  const alert = panelOf(page).getByRole("alert");
  await expect(alert).toContainText("Hearth can't hear your microphone.");
  await expect(alert).toContainText("Check that a microphone is connected");
  await page.waitForTimeout(2000);
  expect(await starts(page)).toBe(1);
  await expect(panelOf(page)).not.toContainText("I did not catch that");

  await alert.getByRole("button", { name: "Type instead" }).click();
  await expect(panelOf(page)).toHaveCount(0);
  await expect(page.getByLabel("Your message")).toBeFocused();
});

test("no microphone at all (getUserMedia: NotFoundError): the same name, not the permission message", async ({
  page,
}) => {
  await openVoice(page, { media: "NotFoundError" }, "voicenodevice");
  const alert = panelOf(page).getByRole("alert");
  await expect(alert).toContainText("Hearth can't hear your microphone.");
  await expect(alert).not.toContainText("Microphone access is required");
  expect(await starts(page)).toBe(0);
});

test("the recogniser is refused (not-allowed): the spec's message, how to allow it, and Try again", async ({
  page,
}) => {
  await openVoice(page, { error: "not-allowed" }, "voicedenied");
  const alert = panelOf(page).getByRole("alert");
  await expect(alert).toContainText("Microphone access is required for voice chat.");
  await expect(alert).toContainText("Allow the microphone for this site");
  await page.waitForTimeout(1000);
  expect(await starts(page)).toBe(1);
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect.poll(() => starts(page)).toBe(2);
  await expect(alert).toContainText("Microphone access is required for voice chat.");
});

test("the recogniser's service is refused (service-not-allowed): named, one try", async ({ page }) => {
  await openVoice(page, { error: "service-not-allowed" }, "voiceservice");
  await expect(panelOf(page).getByRole("alert")).toContainText(
    "This browser's speech recognition isn't available to Hearth.",
  );
  await page.waitForTimeout(1000);
  expect(await starts(page)).toBe(1);
});

test("network errors: retried after 1 s, 2 s and 4 s while connecting, then named", async ({ page }) => {
  test.setTimeout(45_000);
  const modes = await openVoice(page, { error: "network", afterMs: 100 }, "voicenetwork");
  const panel = panelOf(page);
  await expect(panel.locator("[data-mode]")).toHaveAttribute("data-mode", "connecting");
  await expect(panel).toContainText("The connection to speech recognition dropped. Trying again…");
  // The first try (it fails after 0.4 s) and its retry a second later; not a hundred.
  await page.waitForTimeout(2500);
  expect(await starts(page)).toBe(2);
  await expect(panel.getByRole("alert")).toContainText("Hearth can't reach speech recognition right now.", {
    timeout: 15_000,
  });
  expect(await starts(page)).toBe(4);
  expect(modes[0]).toBe("connecting");
  await expect(panel.getByRole("alert").getByRole("button", { name: "Type instead" })).toBeVisible();
});

test("no speech: restarts quietly, says it did not catch that only after a while, then pauses", async ({ page }) => {
  test.setTimeout(60_000);
  // Chrome ends a silent turn with no-speech after some seconds: 2 s here.
  const modes = await openVoice(page, { error: "no-speech", afterMs: 2000 }, "voicesilence");
  const panel = panelOf(page);
  await expect(panel.locator("[data-mode]")).toHaveAttribute("data-mode", "listening");
  await page.waitForTimeout(5000);
  await expect(panel).not.toContainText("I did not catch that");
  expect(await starts(page)).toBeLessThanOrEqual(3);
  await expect(panel).toContainText("I did not catch that. Please say it again.", { timeout: 10_000 });
  await expect(panel.getByRole("alert")).toContainText("Voice chat paused: nothing was heard for a while.", {
    timeout: 20_000,
  });
  expect(await starts(page)).toBe(6);
  // Connecting once, at the start: the quiet restarts stay on listening.
  expect(modes).toEqual(["connecting", "listening"]);
});

test("the browser's recogniser and voice: connecting → listening → thinking → speaking → listening", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const modes = await openVoice(page, { heard: "We argued about the dishes again.", afterMs: 5000 }, "voicebrowser");
  await expect(page.getByRole("list", { name: "Messages" }).getByText("We argued about the dishes again.")).toBeVisible(
    {
      timeout: 15_000,
    },
  );
  await expect.poll(() => modes, { timeout: 30_000 }).toContain("speaking");
  await expect(panelOf(page).locator("[data-mode]")).toHaveAttribute("data-mode", "listening", { timeout: 30_000 });
  expect(modes.slice(0, 5)).toEqual(["connecting", "listening", "thinking", "speaking", "listening"]);
});

test("ended while the microphone is still being asked for: it stays ended, nothing listens", async ({ page }) => {
  await openVoice(page, { heard: "We argued about the dishes again.", mediaDelayMs: 1500 }, "voiceendearly");
  await expect(panelOf(page).locator("[data-mode]")).toHaveAttribute("data-mode", "connecting");
  await panelOf(page).getByRole("button", { name: "End voice chat" }).click();
  await expect(panelOf(page)).toHaveCount(0);
  await page.waitForTimeout(2500);
  expect(await starts(page)).toBe(0);
  await expect(panelOf(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Talk by voice" })).toBeEnabled();
});
