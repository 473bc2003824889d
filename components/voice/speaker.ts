import { apiFetch } from "@/lib/client/api";

/** Reads a reply aloud sentence by sentence as it arrives; `onStart` when the first sound plays, `onIdle` when all is said. */
export type Speaker = {
  say(sentence: string): void;
  /** No more sentences will come: once the queue is empty, the speaker is idle. */
  finish(): void;
  stop(): void;
};

type Events = { onStart: () => void; onIdle: () => void; onError: () => void };

/**
 * The server's voice: each sentence is synthesised by POST /api/voice/speech while the one before it
 * plays, so speaking starts with the first sentence, long before the whole reply is spoken.
 */
export function serverSpeaker({ onStart, onIdle, onError }: Events): Speaker {
  const pending: Promise<Blob | null>[] = [];
  let finished = false;
  let playing = false;
  let stopped = false;
  let audio: HTMLAudioElement | undefined;

  const fetchAudio = (text: string) =>
    apiFetch("/api/voice/speech", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text }),
    })
      .then((response) => response.blob())
      .catch(() => null);

  async function playNext() {
    if (playing || stopped) return;
    const next = pending.shift();
    if (!next) {
      if (finished) onIdle();
      return;
    }
    playing = true;
    const blob = await next;
    if (stopped) return;
    if (!blob) {
      playing = false;
      stopped = true;
      onError();
      return;
    }
    const url = URL.createObjectURL(blob);
    audio = new Audio(url);
    const done = () => {
      URL.revokeObjectURL(url);
      playing = false;
      void playNext();
    };
    audio.onended = done;
    audio.onerror = done;
    try {
      await audio.play();
      onStart();
    } catch {
      done();
    }
  }

  return {
    say(sentence) {
      pending.push(fetchAudio(sentence));
      void playNext();
    },
    finish() {
      finished = true;
      void playNext();
    },
    stop() {
      stopped = true;
      audio?.pause();
    },
  };
}

/** The browser's own voice (speechSynthesis), in the interface language. */
export function browserSpeaker({ onStart, onIdle }: Events, lang: string): Speaker {
  let queued = 0;
  let finished = false;
  const synth = typeof window !== "undefined" ? window.speechSynthesis : undefined;
  const idleIfDone = () => {
    if (finished && queued === 0) onIdle();
  };
  return {
    say(sentence) {
      if (!synth) return;
      const utterance = new SpeechSynthesisUtterance(sentence);
      utterance.lang = lang;
      utterance.onstart = onStart;
      utterance.onend = utterance.onerror = () => {
        queued -= 1;
        idleIfDone();
      };
      queued += 1;
      synth.speak(utterance);
    },
    finish() {
      finished = true;
      idleIfDone();
    },
    stop() {
      queued = 0;
      synth?.cancel();
    },
  };
}
