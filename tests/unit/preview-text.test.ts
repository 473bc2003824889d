import { describe, expect, it } from "vitest";
import { PREVIEW_LENGTH, previewText } from "@/lib/chat/preview";

describe("previewText: a message as one line of plain text", () => {
  it("takes out the Markdown the chat renders", () => {
    expect(
      previewText(
        "**If you or anyone else is in danger right now, please call** — it's on the card.\n\n## Next\n- *Talk* to `someone`\n2. See [the line](https://example.org/help)",
      ),
    ).toBe(
      "If you or anyone else is in danger right now, please call — it's on the card. Next Talk to someone See the line",
    );
    expect(previewText("> quoted\n---\n__bold__ and _soft_ and **nested *words* here**")).toBe(
      "quoted bold and soft and nested words here",
    );
  });

  it("leaves words with marks inside them, and plain text, as they are", () => {
    expect(previewText("snake_case_name and 2*3*4 stay; 5 * 6 too")).toBe("snake_case_name and 2*3*4 stay; 5 * 6 too");
    expect(previewText("我们又为家务吵架了。")).toBe("我们又为家务吵架了。");
  });

  it("drops a mark left open where the stored text was cut", () => {
    expect(previewText("**如果你或任何人现在有危险，请马上拨打")).toBe("如果你或任何人现在有危险，请马上拨打");
    expect(previewText("Call [the line](https://exam")).toBe("Call the line");
  });

  it("is null when nothing but marks is left", () => {
    expect(previewText("")).toBeNull();
    expect(previewText("** **\n---")).toBeNull();
  });

  it("ends a long text at a word with an ellipsis, and a long text without spaces within the length", () => {
    const words = previewText("word ".repeat(60))!;
    expect(words.length).toBeLessThanOrEqual(PREVIEW_LENGTH);
    expect(words).toMatch(/word…$/);
    const chinese = previewText("吵".repeat(300))!;
    expect([...chinese]).toHaveLength(PREVIEW_LENGTH);
    expect(chinese.endsWith("…")).toBe(true);
  });
});
