import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./test";
import { enterAsGuest } from "./helpers";
import { ownServer } from "./own-server";

test("with a collector configured, a chat turn's trace reaches it (database, model) without a word of the chat", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A stand-in OpenTelemetry collector: it keeps what the server exports over OTLP/HTTP.
  const received: { path: string; body: string }[] = [];
  const collector = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", body: Buffer.concat(chunks).toString("latin1") });
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  const server = await ownServer({
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
      OTEL_BSP_SCHEDULE_DELAY: "200",
    },
  });
  await server.start();
  try {
    const context = await browser.newContext({ baseURL: server.origin });
    const page = await context.newPage();
    await enterAsGuest(page);
    const secret = "Nobody knows I read his messages last night";
    const input = page.getByLabel("Your message");
    await input.fill(secret);
    await input.press("Enter");
    await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });

    const traces = () =>
      received
        .filter((request) => request.path === "/v1/traces")
        .map((request) => request.body)
        .join("\n");
    await expect.poll(traces, { timeout: 20_000 }).toContain("ai.streamText");
    expect(traces()).toContain("db.query");
    expect(traces()).toContain("hearth");
    expect(traces()).not.toContain(secret);
    expect(traces()).not.toContain("read his messages");
    await context.close();
  } finally {
    await server.stop();
    collector.close();
  }
});
