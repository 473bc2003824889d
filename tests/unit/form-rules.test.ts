import path from "node:path";
import { ESLint } from "eslint";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Form, SubmitButton } from "@/components/forms/form";

// A login form sent by the browser before React runs would go out as a GET, the password in the URL.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

async function problems(code: string, file = "components/auth/example-form.tsx") {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe("ESLint lets no form escape the shared Form", () => {
  it("refuses a raw <form>, even one that posts", async () => {
    const found = await problems(`export const F = () => <form method="post" onSubmit={() => {}}><input /></form>;\n`);
    expect(found).toEqual([expect.stringContaining("Use Form from @/components/forms/form")]);
  });

  it("refuses a submit button other than SubmitButton, and a <button> without a type", async () => {
    const found = await problems(
      `import { Button } from "@/components/ui/button";\n` +
        `export const A = () => <Button type="submit">Go</Button>;\n` +
        `export const B = () => <button>Go</button>;\n`,
    );
    expect(found).toEqual([
      expect.stringContaining("Use SubmitButton from @/components/forms/form"),
      expect.stringContaining("react/button-has-type"),
    ]);
  });

  it("accepts the shared Form and SubmitButton, and checks app/ and pages/ too", async () => {
    const shared =
      `import { Form, SubmitButton } from "@/components/forms/form";\n` +
      `export const F = () => <Form onSubmit={() => {}}><SubmitButton>Go</SubmitButton></Form>;\n`;
    expect(await problems(shared)).toEqual([]);
    expect(await problems(`export const F = () => <form />;\n`, "app/(auth)/example/page.tsx")).toHaveLength(1);
    expect(await problems(`export const F = () => <form />;\n`, "pages/example.tsx")).toHaveLength(1);
  });
});

describe("Form before React runs the page (the server's HTML)", () => {
  const html = renderToString(
    createElement(
      Form,
      { "aria-label": "Log In" },
      createElement("input", { name: "password", type: "password" }),
      createElement(SubmitButton, null, "Log In"),
    ),
  );

  it("posts, so a submission the browser makes on its own carries no field in the address", () => {
    expect(html).toMatch(/^<form aria-label="Log In" method="post">/);
    expect(html).not.toContain("action=");
  });

  it("has a disabled default button first (Enter sends nothing) and a disabled send button", () => {
    const buttons = [...html.matchAll(/<button[^>]*>/g)].map(([tag]) => tag);
    expect(buttons).toHaveLength(2);
    for (const tag of buttons) expect(tag).toMatch(/type="submit"[^>]* disabled=""/);
    expect(buttons[0]).toContain("hidden");
  });
});
