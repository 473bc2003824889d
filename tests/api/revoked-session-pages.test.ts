import { readdirSync } from "node:fs";
import path from "node:path";
import { isValidElement, type ReactElement } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as logout } from "@/app/api/logout/route";
import { signedUpBrowser } from "../helpers/accounts";

// Next renders a signed-in page beside its layout: with a session that no longer works, the layout redirects
// and the page runs anyway. Each page here gets the request's cookies (a revoked session) as Next gives them.
const jar = new Map<string, string>();
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
  headers: async () => new Headers(),
}));
vi.mock("next-intl/server", () => ({
  getTranslations: async () => Object.assign((key: string) => key, { has: () => true, rich: (key: string) => key }),
  getMessages: async () => ({}),
}));

const root = path.resolve(import.meta.dirname, "../..");
const group = path.join(root, "app/(app)");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /^(page|layout)\.tsx$/.test(entry.name) ? [path.relative(root, full)] : [];
  });
}

type Component = (props: Record<string, unknown>) => unknown;
const isAsync = (type: unknown): type is Component =>
  typeof type === "function" && type.constructor.name === "AsyncFunction";

/**
 * Renders a server page as far as its own code goes: the page, then each async server component it returns in
 * turn (where /chat's work is). Client components and children are left alone; they get no user either way.
 */
async function render(page: Component, props: Record<string, unknown>): Promise<void> {
  let result = await page(props);
  while (isValidElement(result) && isAsync(result.type)) {
    const element = result as ReactElement<Record<string, unknown>>;
    result = await (element.type as Component)(element.props);
  }
}

/** Next's redirect() throws an error whose digest names the target; anything else is no redirect. */
function redirectTarget(error: unknown): string | null {
  const digest = (error as { digest?: unknown } | undefined)?.digest;
  return typeof digest === "string" && digest.startsWith("NEXT_REDIRECT") ? digest : null;
}

describe("signed-in pages with a session that was revoked", () => {
  beforeAll(async () => {
    const { browser } = await signedUpBrowser();
    const cookies = new Map(browser.cookies);
    await browser.call(logout, { body: {} });
    for (const [name, value] of cookies) jar.set(name, value);
  });

  const pages = files(group).sort();

  it("finds the (app) layout and its pages", () => {
    expect(pages).toContain("app/(app)/layout.tsx");
    expect(pages).toContain("app/(app)/chat/page.tsx");
    expect(pages.length).toBeGreaterThan(10);
  });

  it.each(pages)("%s redirects to /api/session/expired, or renders without the user; never fails", async (file) => {
    const page = (await import(path.join(root, file))).default as Component;
    const props = {
      params: Promise.resolve({ id: "00000000-0000-4000-8000-000000000000" }),
      searchParams: Promise.resolve({}),
      children: null,
    };
    let thrown: unknown;
    await render(page, props).catch((error: unknown) => {
      thrown = error;
    });
    if (thrown === undefined) return;
    expect(redirectTarget(thrown), String(thrown)).toMatch(/^NEXT_REDIRECT;replace;\/api\/session\/expired;/);
  });

  it.each(["chat/page.tsx", "chat/[id]/page.tsx", "advice/page.tsx", "advice/history/page.tsx"])(
    "app/(app)/%s, which shows the user's own data, redirects",
    async (file) => {
      const page = (await import(path.join(group, file))).default as Component;
      const error = await render(page, {
        params: Promise.resolve({ id: "00000000-0000-4000-8000-000000000000" }),
        searchParams: Promise.resolve({}),
      }).catch((caught: unknown) => caught);
      expect(redirectTarget(error), String(error)).toMatch(/^NEXT_REDIRECT;replace;\/api\/session\/expired;/);
    },
  );
});
