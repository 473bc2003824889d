// A local OpenAI-compatible speech service for the end-to-end tests (and for trying voice chat without
// an account): /v1/audio/transcriptions hears SPEECH_STAND_IN_TRANSCRIPT, /v1/audio/speech answers a fifth of a
// second of tone as WAV (a reply of many sentences is read out quickly). Usage: node scripts/speech-stand-in.mjs <port>
import { createServer } from "node:http";

const port = Number(process.argv[2] ?? 4100);
const transcript = process.env.SPEECH_STAND_IN_TRANSCRIPT ?? "We argued about the dishes again.";

function toneWav(seconds = 0.2, rate = 16_000) {
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write("RIFF", 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write("WAVEfmt ", 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    wav.writeInt16LE(Math.round(Math.sin((i / rate) * 2 * Math.PI * 440) * 3000), 44 + i * 2);
  return wav;
}

const audio = toneWav();

createServer(async (req, res) => {
  req.resume(); // the request's body is read and dropped: nothing is kept
  await new Promise((resolve) => req.on("end", resolve));
  if (req.url === "/health") return res.writeHead(200).end("ok");
  if (req.method === "POST" && req.url?.endsWith("/audio/transcriptions")) {
    res.writeHead(200, { "content-type": "application/json" });
    return res.end(JSON.stringify({ text: transcript, language: "english", duration: 2 }));
  }
  if (req.method === "POST" && req.url?.endsWith("/audio/speech")) {
    return res.writeHead(200, { "content-type": "audio/wav" }).end(audio);
  }
  res.writeHead(404).end();
}).listen(port, "127.0.0.1");
