#!/usr/bin/env node
// The installable app's PNGs, drawn from app/icon.svg (purpose "any") and public/icons/maskable.svg (full bleed);
// with --screenshots, the install dialog's screenshots from the production build (guest account, light mode).
//   node scripts/pwa-assets.mjs [--screenshots]
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({ options: { screenshots: { type: "boolean", default: false } } });

async function png(source, size, target) {
  await sharp(readFileSync(path.join(root, source)), { density: 72 * Math.ceil(size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(root, target));
  console.log(`${target} (${size}×${size})`);
}

for (const size of [192, 512]) {
  await png("app/icon.svg", size, `public/icons/icon-${size}.png`);
  await png("public/icons/maskable.svg", size, `public/icons/maskable-${size}.png`);
}
await png("public/icons/maskable.svg", 180, "public/icons/apple-touch-icon.png");

if (args.screenshots) await screenshots();

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function screenshots() {
  if (!existsSync(path.join(root, ".next/BUILD_ID"))) throw new Error("No production build: run `next build` first.");
  const { chromium } = await import("@playwright/test");
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // A data directory of its own (the session secret lives there, shared by the proxy and the handlers).
  const dataDir = mkdtempSync(path.join(tmpdir(), "hearth-screenshots-"));
  const server = spawn(path.join(root, "node_modules/.bin/next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      HEARTH_ALLOW_EMBEDDED: "1",
      APP_URL: origin,
      // One visitor taking screenshots: no per-address limits to count.
      CLIENT_ADDRESS_SOURCE: "none",
    },
  });
  const browser = await chromium.launch(
    existsSync("/usr/bin/chromium") ? { executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] } : {},
  );
  try {
    for (
      let tries = 0;
      !(await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
      tries++
    ) {
      if (tries > 240) throw new Error("the server did not start");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const shoot = async ({ width, height, scale, paths }) => {
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: scale,
        baseURL: origin,
      });
      const page = await context.newPage();
      await page.goto("/auth");
      await page.getByRole("button", { name: "Try the demo as a guest" }).click();
      await page.waitForURL(/\/chat/);
      await page
        .getByLabel("Your message")
        .fill("We keep arguing about who plans the weekend. How do I bring it up calmly?");
      await page.getByLabel("Your message").press("Enter");
      await page.getByRole("button", { name: "Helpful", exact: true }).waitFor({ timeout: 30_000 });
      for (const [route, file] of paths) {
        if (route !== "/chat") await page.goto(route);
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(root, file) });
        console.log(`${file} (${width * scale}×${height * scale})`);
      }
      await context.close();
    };
    await shoot({
      width: 390,
      height: 844,
      scale: 2,
      paths: [
        ["/chat", "public/screenshots/chat-narrow.png"],
        ["/ai-tone", "public/screenshots/personas-narrow.png"],
      ],
    });
    await shoot({ width: 1280, height: 800, scale: 1, paths: [["/chat", "public/screenshots/chat-wide.png"]] });
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
