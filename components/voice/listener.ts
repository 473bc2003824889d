import { apiFetch } from "@/lib/client/api";
import { AppError } from "@/lib/errors";
import type { TurnEnd } from "./after-turn";

/** One spoken turn being heard: how it `ended` (never rejects); `finish` ends it now, `cancel` drops it. */
export type Turn = { ended: Promise<TurnEnd>; finish(): void; cancel(): void };

/** The input level as it changes (0–1), and the moment the microphone is really listening. */
type TurnEvents = { onLevel: (level: number) => void; onStart: () => void };

/** Louder than this (RMS, 0–1) is speech; the turn ends after SILENCE_MS below QUIET once speech was heard. */
const SPEECH = 0.04;
const QUIET = 0.02;
const SILENCE_MS = 1500;
const LONGEST_TURN_MS = 60_000;

/**
 * Records a turn from the microphone for the server to transcribe (POST /api/voice/transcribe); the
 * recording lives only in memory. The input level is reported as it changes.
 */
export function recordTurn(stream: MediaStream, { onLevel, onStart }: TurnEvents): Turn {
  const recorder = new MediaRecorder(stream);
  const chunks: Blob[] = [];
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  let spoke = false;
  let quietSince = 0;
  let frame = 0;
  let cancelled = false;
  const started = performance.now();

  const finish = () => {
    cancelAnimationFrame(frame);
    if (recorder.state === "recording") recorder.stop();
  };
  const measure = (now: number) => {
    analyser.getFloatTimeDomainData(samples);
    const level = Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length);
    onLevel(Math.min(1, level * 4));
    if (level > SPEECH) spoke = true;
    quietSince = level > QUIET ? 0 : quietSince || now;
    if ((spoke && quietSince && now - quietSince > SILENCE_MS) || now - started > LONGEST_TURN_MS) return finish();
    frame = requestAnimationFrame(measure);
  };

  const ended = new Promise<TurnEnd>((resolve) => {
    const end = (text: string, error?: string) =>
      resolve({ text, ms: performance.now() - started, sound: spoke, ...(error ? { error } : {}) });
    recorder.onstart = onStart;
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = async () => {
      void context.close();
      onLevel(0);
      if (cancelled) return end("");
      const form = new FormData();
      form.set("audio", new Blob(chunks, { type: recorder.mimeType }), "turn.webm");
      try {
        const response = await apiFetch("/api/voice/transcribe", { method: "POST", body: form });
        end(((await response.json()) as { text: string }).text);
      } catch (error) {
        const code = error instanceof AppError ? error.code : "network";
        // A recording the server could not use was heard, not understood: a silent turn with a sound in it.
        if (code === "invalid_audio") spoke = true;
        end("", code === "invalid_audio" ? undefined : code);
      }
    };
  });
  recorder.start();
  frame = requestAnimationFrame(measure);
  return {
    ended,
    finish,
    cancel() {
      cancelled = true;
      finish();
    },
  };
}

type Recognition = {
  lang: string;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onaudiostart: (() => void) | null;
  onsoundstart: (() => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};

function recognitionClass(): (new () => Recognition) | undefined {
  const w = window as unknown as Record<string, (new () => Recognition) | undefined>;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export const browserRecognition = () => typeof window !== "undefined" && Boolean(recognitionClass());

/** The browser's own speech recognition (it ends the turn on silence itself). */
export function recogniseTurn(lang: string, { onLevel, onStart }: TurnEvents): Turn {
  const recognition = new (recognitionClass()!)();
  recognition.lang = lang;
  recognition.interimResults = false;
  const started = performance.now();
  let text = "";
  let sound = false;
  let error: string | undefined;
  let end = (): void => {};
  const ended = new Promise<TurnEnd>((resolve) => {
    end = () => {
      onLevel(0);
      resolve({ text: text.trim(), ms: performance.now() - started, sound, ...(error ? { error } : {}) });
    };
  });
  recognition.onaudiostart = onStart;
  recognition.onsoundstart = () => {
    sound = true;
    onLevel(0.5);
  };
  recognition.onresult = (event) => {
    text = Array.from(event.results, (result) => result[0]?.transcript ?? "").join(" ");
  };
  recognition.onerror = (event) => {
    error = event.error;
  };
  recognition.onend = end;
  try {
    recognition.start();
  } catch (thrown) {
    error = thrown instanceof DOMException ? thrown.name : "network";
    end();
  }
  return { ended, finish: () => recognition.stop(), cancel: () => recognition.abort() };
}
