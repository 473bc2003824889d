import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { projectRoot, sourceFiles } from "../helpers/source-files";
import {
  AUTH_NAMESPACES,
  ONBOARDING_NAMESPACES,
  SCREEN_NAMESPACES,
  SHELL_NAMESPACES,
  UNSUBSCRIBE_NAMESPACES,
} from "@/lib/i18n/screen-namespaces";

// The signed-in layout leaves SCREEN_NAMESPACES out and only their screens' pages add them, so a component
// using one of them must not be reachable from any other page (it would show its keys instead of text).
const NAMESPACES = new Set(Object.keys(en));

const files = sourceFiles(["app/api"]);
const source = new Map(files.map((file) => [file, readFileSync(path.join(projectRoot, file), "utf8")]));

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? specifier.slice(2)
    : specifier.startsWith(".")
      ? path.join(path.dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((end) => base + end).find((file) => source.has(file));
}

/** Static imports, re-exports and lazy `import()`s: a lazily loaded component needs its strings too. */
function importsOf(file: string): string[] {
  const text = source.get(file)!;
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map((m) => m[1]!);
  return specifiers.flatMap((specifier) => resolve(file, specifier) ?? []);
}

function reachableFrom(entry: string): Set<string> {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length)
    for (const next of importsOf(queue.pop()!)) if (!seen.has(next) && seen.add(next)) queue.push(next);
  return seen;
}

/** The namespaces a module reads through `useTranslations` (what the client provider must hold). */
function clientNamespaces(file: string): Set<string> {
  // Comments may quote keys ("validation.email") without reading them.
  const text = source.get(file)!.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "");
  const used = new Set([...text.matchAll(/useTranslations\(\s*["'`]([A-Za-z]+)/g)].map((m) => m[1]!));
  // `useTranslations()` takes whole keys ("errors.invalidImage", `profileFields.${field}`).
  if (/useTranslations\(\s*\)/.test(text))
    for (const [, namespace] of text.matchAll(/["'`]([A-Za-z]+)\.[A-Za-z$]/g))
      if (NAMESPACES.has(namespace!)) used.add(namespace!);
  return used;
}

const entries = files.filter((file) => /(^|\/)(page|layout)\.tsx$/.test(file));

describe("strings only one screen uses reach only that screen", () => {
  it("finds the pages and what they import", () => {
    expect(reachableFrom("app/(app)/chat/page.tsx")).toContain("components/chat/composer.tsx");
    expect(clientNamespaces("components/settings/data-export-control.tsx")).toContain("dataExport");
    expect(clientNamespaces("components/chat/use-image-attachments.ts")).toEqual(
      new Set(["chat", "errors", "validation"]),
    );
  });

  for (const [screen, namespaces] of Object.entries(SCREEN_NAMESPACES))
    for (const namespace of namespaces)
      it(`"${namespace}" is used only under app/(app)/${screen}/`, () => {
        const users = files.filter((file) => clientNamespaces(file).has(namespace));
        expect(users.length).toBeGreaterThan(0);
        const elsewhere = entries.flatMap((entry) => {
          if (entry.startsWith(`app/(app)/${screen}/`)) return [];
          const reached = reachableFrom(entry);
          return users.filter((file) => reached.has(file)).map((file) => `${entry} reaches ${file}`);
        });
        expect(elsewhere).toEqual([]);
      });
});

// The root layout and the sign-up path's providers hand their client trees only some namespaces: whatever
// those trees reach must read nothing else (or it would show keys instead of text).
describe("the shell's and the sign-up path's strings cover what their client components read", () => {
  const providers = [
    { entries: ["app/layout.tsx"], namespaces: SHELL_NAMESPACES },
    { entries: entries.filter((entry) => entry.startsWith("app/(auth)/")), namespaces: AUTH_NAMESPACES },
    { entries: entries.filter((entry) => entry.startsWith("app/onboarding/")), namespaces: ONBOARDING_NAMESPACES },
    { entries: ["app/unsubscribe/page.tsx"], namespaces: UNSUBSCRIBE_NAMESPACES },
  ];

  for (const { entries: pages, namespaces } of providers)
    it(`${pages.join(", ")}: ${namespaces.join(", ")}`, () => {
      expect(pages.length).toBeGreaterThan(0);
      const missing = pages.flatMap((page) =>
        [...reachableFrom(page)].flatMap((file) =>
          [...clientNamespaces(file)]
            .filter((namespace) => !(namespaces as readonly string[]).includes(namespace))
            .map((namespace) => `${page} reaches ${file}, which reads "${namespace}"`),
        ),
      );
      expect(missing).toEqual([]);
    });
});
