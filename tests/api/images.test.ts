import { count, eq } from "drizzle-orm";
import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { GET as getImage } from "@/app/api/images/[id]/route";
import { DELETE as deleteConversation, GET as getConversation } from "@/app/api/conversations/[id]/route";
import { DELETE as deleteAccount } from "@/app/api/user/delete/route";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { images, users } from "@/db/schema";
import { signedUpBrowser } from "../helpers/accounts";
import { readUiStream, sendChat, waitForMessages } from "../helpers/chat";
import type { TestBrowser } from "../helpers/http";
import { animatedGif, noisyJpeg, photoJpeg, pngBomb, screenshotPng, uploadImage } from "../helpers/images";
import { POST as chat } from "@/app/api/chat/route";

vi.stubEnv("OFFLINE_ADVISOR_TOKEN_MS", "0");

const SPEC_MESSAGE = "Invalid image file. Please select a valid image under 10MB.";

async function imageCount() {
  const [row] = await (await getDb()).select({ n: count() }).from(images);
  return row!.n;
}

function fetchImage(browser: TestBrowser, id: string) {
  return browser.send(getImage, { path: `/api/images/${id}`, context: { params: Promise.resolve({ id }) } });
}

describe("POST /api/images never trusts an upload", () => {
  const jpeg = photoJpeg({ exif: false });
  const cases: [string, () => Promise<Uint8Array> | Uint8Array][] = [
    ["an empty file", () => new Uint8Array()],
    ["a truncated JPEG", async () => (await noisyJpeg(300, 200)).subarray(0, 4000)],
    ["a decompression bomb (60,000 × 60,000 declared)", pngBomb],
    ["a zip archive", () => Buffer.from("PK\u0003\u0004" + "\u0000".repeat(200))],
    [
      "an SVG with a script",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ["a GIF/JavaScript polyglot", () => Buffer.from("GIF89a/*\u0001\u0001*/=1;alert(document.cookie)//")],
    ["an HTML page named .jpg", () => Buffer.from("<!doctype html><script>alert(1)</script>")],
    ["an animated GIF", animatedGif],
    [
      "10 MB + 1 byte",
      async () => Buffer.concat([await jpeg, Buffer.alloc(10 * 1024 * 1024 + 1 - (await jpeg).length)]),
    ],
    ["12 MB", async () => Buffer.concat([await jpeg, Buffer.alloc(12 * 1024 * 1024)])],
  ];

  for (const [name, make] of cases) {
    it(`${name}: 400 with the spec's message, nothing stored`, async () => {
      const { browser } = await signedUpBrowser();
      const before = await imageCount();
      const reply = await uploadImage(browser, await make());
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ code: "invalid_image", message: SPEC_MESSAGE });
      expect(await imageCount()).toBe(before);
    });
  }

  it("a body that is not multipart is a 415; a form without the file field is the spec's 400", async () => {
    const { browser } = await signedUpBrowser();
    const json = await browser.call((await import("@/app/api/images/route")).POST, { body: { file: "x" } });
    expect(json.status).toBe(415);
    const wrongField = await uploadImage(browser, await photoJpeg(), { field: "photo" });
    expect(wrongField.body).toMatchObject({ code: "invalid_image", message: SPEC_MESSAGE });
  });

  it("a photo with GPS EXIF is stored re-encoded with no metadata, upright and bounded in size", async () => {
    const { browser } = await signedUpBrowser();
    const photo = await noisyJpeg(3000, 2000);
    expect(await exifr.parse(photo, { gps: true })).toMatchObject({ latitude: 51.5, Make: "Acme" });

    const reply = await uploadImage(browser, photo);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ id: expect.any(String), width: 1568, height: 1045 });

    const [row] = await (
      await getDb()
    )
      .select()
      .from(images)
      .where(eq(images.id, reply.body.id as string));
    expect(row!.mediaType).toBe("image/jpeg");
    expect(await exifr.parse(row!.data, true)).toBeUndefined();
    const meta = await sharp(row!.data).metadata();
    expect([meta.exif, meta.icc, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);

    const served = await fetchImage(browser, reply.body.id as string);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    // The route's own policy, with the API's directives it does not set: nothing in it runs, nothing frames it.
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await exifr.parse(bytes, true)).toBeUndefined();
    expect(bytes.equals(row!.data)).toBe(true);
  });

  it("a JPEG with something appended (a polyglot) keeps only the picture", async () => {
    const { browser } = await signedUpBrowser();
    const payload = "<script>alert(1)</script>";
    const reply = await uploadImage(browser, Buffer.concat([await photoJpeg(), Buffer.from(payload)]));
    expect(reply.status).toBe(200);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(images)
      .where(eq(images.id, reply.body.id as string));
    expect(row!.data.includes(payload)).toBe(false);
  });

  it("another user (and a signed-out caller) cannot fetch the image", async () => {
    const owner = await signedUpBrowser();
    const other = await signedUpBrowser();
    const { body } = await uploadImage(owner.browser, await photoJpeg());
    const theirs = await fetchImage(other.browser, body.id as string);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ code: "not_found" });
  });
});

describe("images in chat", () => {
  it("the offline advisor reads a screenshot, quotes it, and answers; the conversation shows the image", async () => {
    const { browser } = await signedUpBrowser();
    const shot = await screenshotPng(["Alex: You forgot my birthday again", "Me: I am so sorry, work was crazy"]);
    const { body: image } = await uploadImage(browser, shot, { name: "shot.png", type: "image/png" });
    const conversationId = crypto.randomUUID();
    const messageId = crypto.randomUUID();
    const reply = await readUiStream(
      await browser.send(chat, { body: { conversationId, messageId, text: "", imageIds: [image.id] } }),
    );
    expect(reply.status).toBe(200);
    expect(reply.text).toContain("I read this exchange:");
    expect(reply.text).toMatch(/> Alex: You forgot my birthday again/);
    expect(reply.text).toMatch(/work was crazy/);
    expect(reply.events.some((e) => e.type === "data-help-card")).toBe(false);

    await waitForMessages(conversationId, (rows) => rows.length === 2);
    const conversation = await browser.call(getConversation, {
      path: `/api/conversations/${conversationId}`,
      context: { params: Promise.resolve({ id: conversationId }) },
    });
    const messages = conversation.body.messages as { id: string; imageIds: string[]; content: string }[];
    expect(messages[0]).toMatchObject({ id: messageId, content: "", imageIds: [image.id] });
    expect(conversation.body.conversation).toMatchObject({ title: "A shared image" });

    // Deleting the conversation deletes its images.
    await browser.call(deleteConversation, {
      method: "DELETE",
      path: `/api/conversations/${conversationId}`,
      context: { params: Promise.resolve({ id: conversationId }) },
    });
    expect((await fetchImage(browser, image.id as string)).status).toBe(404);
    expect(
      await (
        await getDb()
      )
        .select()
        .from(images)
        .where(eq(images.id, image.id as string)),
    ).toEqual([]);
  });

  it("a crisis phrase read in a screenshot gets the help card before the text and a safety-first reply, whatever the persona", async () => {
    const { browser } = await signedUpBrowser();
    const userId = (await browser.call(getUser)).body.id as string;
    await (await getDb()).update(users).set({ aiTone: "bro", isPro: true }).where(eq(users.id, userId));
    const shot = await screenshotPng(["Me: I want to end my life", "Me: I cannot do this anymore"]);
    const { body: image } = await uploadImage(browser, shot, { name: "shot.png", type: "image/png" });
    const conversationId = crypto.randomUUID();
    const reply = await sendChat(
      browser,
      { conversationId, text: "What should I tell him?", imageIds: [image.id as string] },
      { "accept-language": "en-GB,en;q=0.9" },
    );
    expect(reply.status).toBe(200);
    const types = reply.events.map((e) => e.type);
    expect(types.indexOf("data-help-card")).toBe(1);
    expect(types.indexOf("data-help-card")).toBeLessThan(types.indexOf("text-delta"));
    expect(reply.events[1]).toMatchObject({ data: { categories: ["self_harm"], severity: "urgent", country: "GB" } });
    expect(reply.text).toContain("I read this exchange:");
    expect(reply.text).toMatch(/> Me: I want to end my life/);
    expect(reply.text).toMatch(/Are you thinking about ending your life/);
    expect(reply.text).not.toMatch(/Game plan|no fluff/);
    const rows = await waitForMessages(conversationId, (r) => r.length === 2);
    expect(rows[1]).toMatchObject({ content: reply.text, status: "complete" });
  });

  it("a picture without text gets the honest answer that the offline advisor cannot see it", async () => {
    const { browser } = await signedUpBrowser();
    const { body: image } = await uploadImage(browser, await photoJpeg());
    const reply = await sendChat(browser, {
      conversationId: crypto.randomUUID(),
      text: "",
      imageIds: [image.id as string],
    });
    expect(reply.text).toContain("The offline advisor cannot see pictures");
  });

  it("another user's image, or one already on a message, cannot be put on a message; nothing is stored", async () => {
    const owner = await signedUpBrowser();
    const other = await signedUpBrowser();
    const { body: image } = await uploadImage(owner.browser, await photoJpeg());
    const conversationId = crypto.randomUUID();
    const stolen = await sendChat(other.browser, { conversationId, text: "Look", imageIds: [image.id as string] });
    expect(stolen.status).toBe(404);
    expect(await waitForMessages(conversationId, () => true)).toEqual([]);

    await sendChat(owner.browser, { conversationId, text: "Look", imageIds: [image.id as string] });
    const again = await sendChat(owner.browser, { conversationId, text: "Again", imageIds: [image.id as string] });
    expect(again.status).toBe(404);
  });

  it("at most four images a message, and a message needs text or an image", async () => {
    const { browser } = await signedUpBrowser();
    const five = await sendChat(browser, {
      conversationId: crypto.randomUUID(),
      text: "x",
      imageIds: ["a", "b", "c", "d", "e"],
    });
    expect(five.status).toBe(400);
    expect(five.body).toMatchObject({ fieldErrors: { imageIds: "You can attach up to 4 images to one message." } });
    const empty = await sendChat(browser, { conversationId: crypto.randomUUID(), text: " " });
    expect(empty.body).toMatchObject({ fieldErrors: { text: "Message cannot be empty" } });
  });

  it("deleting the account deletes its images, on messages or not", async () => {
    const { browser } = await signedUpBrowser();
    const { body: loose } = await uploadImage(browser, await photoJpeg());
    const { body: sent } = await uploadImage(browser, await photoJpeg());
    await sendChat(browser, { conversationId: crypto.randomUUID(), text: "Hi", imageIds: [sent.id as string] });
    const deleted = await browser.call(deleteAccount, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    for (const id of [loose.id, sent.id]) {
      expect(
        await (
          await getDb()
        )
          .select()
          .from(images)
          .where(eq(images.id, id as string)),
      ).toEqual([]);
    }
  });
});
