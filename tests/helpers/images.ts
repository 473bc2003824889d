import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { POST as upload } from "@/app/api/images/route";
import type { TestBrowser } from "./http";

/** A phone photo's metadata: where it was taken and on what. */
export const PHONE_EXIF = {
  IFD0: { Make: "Acme", Model: "Phone 9" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
};

export async function photoJpeg({ width = 400, height = 300, exif = true } = {}) {
  const image = sharp({ create: { width, height, channels: 3, background: "#c8553d" } }).jpeg();
  return exif ? image.withExif(PHONE_EXIF).toBuffer() : image.toBuffer();
}

/** A picture of noise: it compresses badly, like a real photo, so its size is close to a phone's. */
export async function noisyJpeg(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif(PHONE_EXIF)
    .toBuffer();
}

/** A screenshot of a text conversation: dark text on white, one message a line. */
export async function screenshotPng(lines: string[]) {
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const height = 60 + lines.length * 48;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="${height}">
    <rect width="100%" height="100%" fill="#fff"/>
    ${lines.map((line, i) => `<text x="30" y="${60 + i * 48}" font-family="DejaVu Sans, Noto Sans CJK TC, sans-serif" font-size="30" fill="#111">${escape(line)}</text>`).join("")}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A PNG whose header declares 60,000 × 60,000 pixels over a few bytes of data: a decompression bomb. */
export function pngBomb() {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(8 * 1024 * 1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export async function animatedGif() {
  const frame = (background: string) =>
    sharp({ create: { width: 10, height: 10, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame("#c33"), await frame("#3c3")], { join: { animated: true } })
    .gif()
    .toBuffer();
}

export function form(bytes: Uint8Array, { name = "photo.jpg", type = "image/jpeg", field = "file" } = {}) {
  const data = new FormData();
  data.set(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

/** Uploads bytes as an image, the way the composer does. */
export function uploadImage(browser: TestBrowser, bytes: Uint8Array, options?: Parameters<typeof form>[1]) {
  return browser.call(upload, { path: "/api/images", form: form(bytes, options) });
}
