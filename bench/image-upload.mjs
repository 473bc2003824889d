#!/usr/bin/env node
// Server time and memory to accept and process one phone photo as POST /api/images does (readUpload, then
// processImage); the session lookup and the row's insert (a few ms each) are left out. Usage: bench/README.md.
import { tsImport } from "tsx/esm/api";
import sharp from "sharp";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 40;
const { readUpload } = await tsImport("../lib/api/respond.ts", import.meta.url);
const { processImage } = await tsImport("../lib/images/process.ts", import.meta.url);
const { AppError } = await tsImport("../lib/errors.ts", import.meta.url);

/** A 4 MB, 4032 × 3024 JPEG with a phone's EXIF (camera, GPS): noise compresses as badly as a real photo. */
async function phonePhoto() {
  const [width, height] = [4032, 3024];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i % 3 ? i >> 7 : i) * 2654435761) >>> 24;
  let quality = 90;
  for (;;) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .withExif({
        IFD0: { Make: "Acme", Model: "Phone 9" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" },
      })
      .toBuffer();
    if (jpeg.length <= 4.2 * 1024 * 1024 || quality <= 30) return jpeg;
    quality -= 5;
  }
}

function uploadRequest(photo) {
  const form = new FormData();
  form.set("file", new Blob([photo], { type: "image/jpeg" }), "IMG_0001.jpg");
  return new Request("http://localhost/api/images", { method: "POST", body: form });
}

async function once(photo) {
  const request = uploadRequest(photo);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const bytes = await readUpload(request, {
    field: "file",
    limit: 10 * 1024 * 1024 + 16 * 1024,
    refusal: () => new AppError("invalid_image"),
  });
  const read = performance.now();
  const image = await processImage(bytes);
  const done = performance.now();
  const used = process.cpuUsage(cpu);
  return { ms: done - started, readMs: read - started, cpuMs: (used.user + used.system) / 1000, image };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

const photo = await phonePhoto();
console.log(`photo: ${mb(photo.length)} MB, 4032 × 3024 JPEG with EXIF; ${runs} runs, one at a time`);
for (let i = 0; i < 3; i++) await once(photo); // warm up libvips and the JIT
global.gc?.();
const baseline = process.memoryUsage();
let peakRss = baseline.rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 2);
const times = [];
const reads = [];
const cpus = [];
let last;
for (let i = 0; i < runs; i++) {
  const { ms, readMs, cpuMs, image } = await once(photo);
  times.push(ms);
  reads.push(readMs);
  cpus.push(cpuMs);
  last = image;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}
clearInterval(sampler);
for (const list of [times, reads, cpus]) list.sort((a, b) => a - b);
const load = (await import("node:os")).loadavg()[0].toFixed(1);
console.log(`stored: ${last.width} × ${last.height} JPEG, ${(last.data.length / 1024).toFixed(0)} KiB, no metadata`);
console.log(
  `time per upload: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (goal: p50 ≤ 150 ms)`,
);
console.log(
  `  of which reading the form: p50 ${percentile(reads, 50).toFixed(1)} ms; CPU time per upload: p50 ${percentile(cpus, 50).toFixed(1)} ms (load average ${load}: on a busy machine the wall time grows, the CPU time much less)`,
);
console.log(
  `memory: resident ${mb(baseline.rss)} MB before, peak ${mb(peakRss)} MB while uploading: ${mb(peakRss - baseline.rss)} MB extra (goal: ≤ 64 MB)`,
);
