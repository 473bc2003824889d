"use client";

import { useLocale } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "@/lib/client/api";
import { FRESH, afterTurn, microphoneProblem, type ListenState, type VoiceProblem } from "./after-turn";
import { browserRecognition, recogniseTurn, recordTurn, type Turn } from "./listener";
import { completeSentences } from "./sentences";
import { browserSpeaker, serverSpeaker, type Speaker } from "./speaker";

/**
 * The spec's modes (connecting, listening, speaking), with `thinking` between a turn and its reply, and
 * `stopped` when listening ended early: `problem` says why.
 */
export type VoiceMode = "closed" | "connecting" | "listening" | "thinking" | "speaking" | "stopped";

/** Why voice chat stopped: the microphone or recogniser (VoiceProblem), or no speech features at all. */
export type VoiceStop = VoiceProblem | "unsupported";

/** The conversation's last reply (its id, its text so far, whether it is finished); a failed send is a done, empty one. */
export type VoiceReply = { id: string; text: string; done: boolean } | undefined;

const SPEECH_LANG: Record<string, string> = { en: "en-US", "zh-TW": "zh-TW", "zh-CN": "zh-CN" };

type Session = {
  server: boolean;
  stream?: MediaStream;
  turn?: Turn;
  speaker?: Speaker;
  /** A retry waiting for its pause to pass. */
  retry?: ReturnType<typeof setTimeout>;
  listening: ListenState;
  spoken: number;
  awaiting: boolean;
  /** The reply that was last when the turn was sent: not the answer to it. */
  before?: string;
};

/** The input level, 0–1, each animation frame: a store of its own, so only the meter renders with it. */
export type VoiceLevel = { get: () => number; subscribe: (listener: () => void) => () => void };

function levelStore() {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: number) {
      if (next === value) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

function release(session: Session | undefined) {
  clearTimeout(session?.retry);
  session?.turn?.cancel();
  session?.speaker?.stop();
  session?.stream?.getTracks().forEach((track) => track.stop());
}

/**
 * Voice chat: listen to a turn, send its text as an ordinary chat message (so both stay in the conversation),
 * read the reply aloud as it arrives, listen again. Speech runs on the server when it has a speech service, else
 * in the browser; a turn that heard nothing is afterTurn's to handle.
 */
export function useVoiceChat({ send, reply }: { send: (text: string) => void; reply: VoiceReply }) {
  const lang = SPEECH_LANG[useLocale()] ?? "en-US";
  const [mode, setMode] = useState<VoiceMode>("closed");
  const [stopped, setStopped] = useState<VoiceStop>();
  const [level] = useState(levelStore);
  const setLevel = level.set;
  const [notice, setNotice] = useState<"notHeard" | "reconnecting" | "failed">();
  const session = useRef<Session>(undefined);
  /** Counts opens and ends: an open that an end (or a later open) overtook while it waited gives up. */
  const attempt = useRef(0);
  const latestReply = useRef(reply);
  useEffect(() => {
    latestReply.current = reply;
  });

  const stop = useCallback(
    (why: VoiceStop) => {
      release(session.current);
      session.current = undefined;
      setStopped(why);
      setMode("stopped");
      setNotice(undefined);
      setLevel(0);
    },
    [setLevel],
  );

  // Listening starts again from inside its own callbacks: through a ref, which always holds the latest.
  const listenAgain = useRef<(connecting: boolean) => void>(() => {});
  /** `connecting`: the microphone is not yet on (opening, or a retry), so say so until it is. */
  const listen = useCallback(
    (connecting = false) => {
      const current = session.current;
      if (!current) return;
      current.speaker?.stop();
      current.speaker = undefined;
      setMode(connecting ? "connecting" : "listening");
      const onStart = () => {
        if (session.current !== current || current.turn !== turn) return;
        setMode("listening");
        setNotice((shown) => (shown === "reconnecting" ? undefined : shown));
      };
      const turn = current.server
        ? recordTurn(current.stream!, { onLevel: setLevel, onStart })
        : recogniseTurn(lang, { onLevel: setLevel, onStart });
      current.turn = turn;
      void turn.ended.then((end) => {
        if (session.current !== current || current.turn !== turn) return;
        const { state, next } = afterTurn(current.listening, end);
        current.listening = state;
        if (next.action === "stop") return stop(next.problem);
        if (next.action === "listen") {
          if (next.notice) setNotice(next.notice);
          if (next.afterMs === 0) return listenAgain.current(false);
          setMode("connecting");
          current.retry = setTimeout(() => listenAgain.current(true), next.afterMs);
          return;
        }
        setNotice(undefined);
        setMode("thinking");
        current.awaiting = true;
        current.spoken = 0;
        current.before = latestReply.current?.id;
        send(next.text);
      });
    },
    [lang, send, stop, setLevel],
  );
  useEffect(() => {
    listenAgain.current = listen;
  }, [listen]);

  const end = useCallback(() => {
    attempt.current += 1;
    release(session.current);
    session.current = undefined;
    setMode("closed");
    setStopped(undefined);
    setNotice(undefined);
    setLevel(0);
  }, [setLevel]);

  const open = useCallback(async () => {
    const mine = ++attempt.current;
    setMode("connecting");
    setStopped(undefined);
    setNotice(undefined);
    let server = false;
    try {
      server = (await api<{ server: boolean }>("/api/voice")).server;
    } catch {
      // Not known whether the server has a speech service: the browser's own is tried.
    }
    if (attempt.current !== mine) return;
    if (!server && !browserRecognition()) return stop("unsupported");
    if (!navigator.mediaDevices?.getUserMedia) return stop("noMicrophone");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      return attempt.current === mine ? stop(microphoneProblem(error instanceof Error ? error.name : "")) : undefined;
    }
    if (attempt.current !== mine) return stream.getTracks().forEach((track) => track.stop());
    // The browser's recognition opens the microphone itself: asking first gives the one denial message.
    if (!server) stream.getTracks().forEach((track) => track.stop());
    session.current = { server, stream: server ? stream : undefined, listening: FRESH, spoken: 0, awaiting: false };
    listen(true);
  }, [listen, stop]);

  // The reply to the turn just sent, read aloud sentence by sentence as it arrives.
  useEffect(() => {
    const current = session.current;
    if (!current?.awaiting || !reply || reply.id === current.before) return;
    const events = {
      onStart: () => session.current === current && setMode("speaking"),
      onIdle: () => session.current === current && listen(),
      onError: () => {
        if (session.current !== current) return;
        setNotice("failed");
        listen();
      },
    };
    current.speaker ??= current.server ? serverSpeaker(events) : browserSpeaker(events, lang);
    const { sentences, next } = completeSentences(reply.text, current.spoken, reply.done);
    current.spoken = next;
    sentences.forEach((sentence) => current.speaker!.say(sentence));
    if (reply.done) {
      current.awaiting = false;
      current.speaker.finish();
    }
  }, [reply, lang, listen]);

  useEffect(() => end, [end]);

  return {
    mode,
    stopped,
    level: level as VoiceLevel,
    notice,
    open: () => void open(),
    /** Listening: the turn ends now. Speaking: the reply stops and listening starts. */
    tap() {
      if (mode === "listening") session.current?.turn?.finish();
      else if (mode === "speaking") listen();
    },
  };
}
