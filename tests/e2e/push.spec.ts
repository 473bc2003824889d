import type { CDPSession, Page, Worker } from "@playwright/test";
import en from "@/messages/en.json" with { type: "json" };
import { signedIn } from "./helpers";
import { expect, test } from "./test";

// A push delivered to the installed app's service worker the way a push service would (DevTools protocol: the
// worker's real `push` event, with the payload as sent), then a click on its notification in the worker.

test.use({ permissions: ["notifications"] });

/** The app's service worker registration id, as the DevTools protocol names it. */
async function registrationIdOf(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const registration = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
      if (registration) resolve(registration.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  return found;
}

/** The notifications the app's worker shows now. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, icon, data }) => ({
      title,
      body,
      tag,
      icon: new URL(icon).pathname,
      data: data as unknown,
    })),
  );

/** Clicks the notification with `tag`, as the browser would: a `notificationclick` in the worker. */
async function click(worker: Worker, tag: string) {
  await worker.evaluate(async (wanted) => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification tagged ${wanted}`);
    scope.dispatchEvent(new NotificationEvent("notificationclick", { notification }));
  }, tag);
}

test("a reminder's push shows its notification, and a click opens the follow-up (never another site)", async ({
  page,
  context,
  request,
}) => {
  await signedIn(page, request, "push");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const origin = new URL(page.url()).origin;
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  const cdp = await context.newCDPSession(page);
  const registrationId = await registrationIdOf(cdp, origin);
  const deliver = (data: string) => cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data });
  // DevTools now and then drops a push it was handed: it is sent again, on a clear screen, until it shows.
  const deliverUntilShown = (data: string, tag: string) =>
    expect(async () => {
      await page.evaluate(async () => {
        for (const shown of await (await navigator.serviceWorker.ready).getNotifications()) shown.close();
      });
      await deliver(data);
      await expect
        .poll(async () => (await shownNotifications(page)).map((shown) => shown.tag), { timeout: 3_000 })
        .toContain(tag);
    }).toPass({ timeout: 20_000 });

  // A follow-up reminder as the reminders run sends it (lib/reminders/deliver.ts): fixed words, the request's path.
  const adviceId = crypto.randomUUID();
  const asked = await page.request.post("/api/advice", {
    data: { id: adviceId, situation: "We argued about the dishes.", action: "I sighed loudly." },
  });
  expect(asked.status()).toBe(200);
  await asked.body();
  const url = `/advice/${adviceId}#follow-up`;
  const { followUpTitle: title, followUpBody: body } = en.reminders.notification;
  const reminder = { title, body, url, tag: "follow-up" };
  await deliverUntilShown(JSON.stringify(reminder), "follow-up");
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: reminder.title,
        body: reminder.body,
        tag: "follow-up",
        icon: "/icons/icon-192.png",
        data: { url },
      },
    ]);

  await click(worker, "follow-up");
  await expect(page).toHaveURL(`${origin}${url}`);
  await expect(page.getByRole("heading", { name: en.advice.followUp.title })).toBeVisible();
  await expect.poll(() => shownNotifications(page)).toEqual([]);

  // A payload that cannot be read still shows a plain "Hearth", leading to the chat.
  await deliverUntilShown("not json", "");
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: "Hearth", body: "", tag: "", icon: "/icons/icon-192.png", data: { url: "/chat" } }]);

  // An address on another site is never opened: the click leads to the chat instead.
  await deliverUntilShown(
    JSON.stringify({ title: "Elsewhere", body: "", url: "//evil.example/phish", tag: "elsewhere" }),
    "elsewhere",
  );
  await click(worker, "elsewhere");
  await expect(page).toHaveURL(`${origin}/chat`);
});
