"use client";

import { useLocale } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "@/lib/api/client";
import { AppError } from "@/lib/errors";
import { browserRecognition, recogniseTurn, recordTurn, type Turn } from "./listener";
import { completeSentences } from "./sentences";
import { browserSpeaker, serverSpeaker, type Speaker } from "./speaker";

/**
 * The spec's modes (connecting, listening, speaking), with `thinking` between a turn and its reply, and
 * what ends voice chat early: no microphone (`denied`), no speech features at all (`unsupported`).
 */
export type VoiceMode = "closed" | "connecting" | "listening" | "thinking" | "speaking" | "denied" | "unsupported";

/** The conversation's last reply (its id, its text so far, whether it is finished); a failed send is a done, empty one. */
export type VoiceReply = { id: string; text: string; done: boolean } | undefined;

const SPEECH_LANG: Record<string, string> = { en: "en-US", "zh-TW": "zh-TW", "zh-CN": "zh-CN" };

/**
 * Voice chat: listen to a turn, send its text as an ordinary chat message (so the transcript and reply
 * are in the conversation), read the reply aloud as it arrives, then listen again, until ended. Speech
 * runs on the server when it has a speech service, else in the browser.
 */
export function useVoiceChat({ send, reply }: { send: (text: string) => void; reply: VoiceReply }) {
  const lang = SPEECH_LANG[useLocale()] ?? "en-US";
  const [mode, setMode] = useState<VoiceMode>("closed");
  const [level, setLevel] = useState(0);
  const [notice, setNotice] = useState<"notHeard" | "failed">();
  const session = useRef<{
    server: boolean;
    stream?: MediaStream;
    turn?: Turn;
    speaker?: Speaker;
    spoken: number;
    awaiting: boolean;
    /** The reply that was last when the turn was sent: not the answer to it. */
    before?: string;
  }>(undefined);
  const latestReply = useRef(reply);
  useEffect(() => {
    latestReply.current = reply;
  });

  // Listening starts again from inside its own callbacks: through a ref, which always holds the latest.
  const listenAgain = useRef(() => {});
  const listen = useCallback(() => {
    const current = session.current;
    if (!current) return;
    current.speaker?.stop();
    current.speaker = undefined;
    setMode("listening");
    const turn = current.server ? recordTurn(current.stream!, setLevel) : recogniseTurn(lang, setLevel);
    current.turn = turn;
    turn.heard.then(
      (text) => {
        if (session.current !== current || current.turn !== turn) return;
        if (!text) {
          setNotice("notHeard");
          return listenAgain.current();
        }
        setNotice(undefined);
        setMode("thinking");
        current.awaiting = true;
        current.spoken = 0;
        current.before = latestReply.current?.id;
        send(text);
      },
      (error: unknown) => {
        if (session.current !== current) return;
        if (error instanceof DOMException && error.name === "NotAllowedError") return setMode("denied");
        setNotice("failed");
        listenAgain.current();
      },
    );
  }, [lang, send]);
  useEffect(() => {
    listenAgain.current = listen;
  }, [listen]);

  const end = useCallback(() => {
    const current = session.current;
    session.current = undefined;
    current?.turn?.cancel();
    current?.speaker?.stop();
    current?.stream?.getTracks().forEach((track) => track.stop());
    setMode("closed");
    setNotice(undefined);
    setLevel(0);
  }, []);

  const open = useCallback(async () => {
    setMode("connecting");
    setNotice(undefined);
    let server = false;
    try {
      server = (await api<{ server: boolean }>("/api/voice")).server;
    } catch (error) {
      if (error instanceof AppError && error.code !== "network") server = false;
    }
    if (!server && !browserRecognition()) return setMode("unsupported");
    if (!navigator.mediaDevices?.getUserMedia) return setMode("denied");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return setMode("denied");
    }
    // The browser's recognition opens the microphone itself: asking first gives the one denial message.
    if (!server) stream.getTracks().forEach((track) => track.stop());
    session.current = { server, stream: server ? stream : undefined, spoken: 0, awaiting: false };
    listen();
  }, [listen]);

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
    level,
    notice,
    open: () => void open(),
    end,
    /** Listening: the turn ends now. Speaking: the reply stops and listening starts. */
    tap() {
      if (mode === "listening") session.current?.turn?.finish();
      else if (mode === "speaking") listen();
    },
  };
}
