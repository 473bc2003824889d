import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type PushReceived = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A stand-in push service on 127.0.0.1 (http: there is allowed with HEARTH_TEST_PUSH_HTTP, set in
 * vitest.config.ts): records what arrives and answers each path with the status set for it (201 otherwise).
 */
export async function startPushService() {
  const received: PushReceived[] = [];
  const answers = new Map<string, number>();
  let origin = "";
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      if (path.startsWith("/redirect/")) {
        response.writeHead(303, { location: `${origin}/redirected` }).end();
        return;
      }
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answers,
    /** A fresh endpoint on this service, answering `status`. */
    endpoint(status = 201) {
      const path = `/push/${crypto.randomUUID()}`;
      answers.set(path, status);
      return { path, endpoint: `${origin}${path}` };
    },
    reset() {
      received.length = 0;
      answers.clear();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
