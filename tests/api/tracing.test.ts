import { metrics, SpanStatusCode, trace } from "@opentelemetry/api";
import { MeterProvider, MetricReader, type HistogramMetricData } from "@opentelemetry/sdk-metrics";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { afterAll, describe, expect, it, vi } from "vitest";
import { signedUpBrowser } from "../helpers/accounts";
import { sendChat } from "../helpers/chat";
import { startOpenAiStandIn } from "../helpers/openai-stand-in";
import { traced } from "@/lib/ops/trace";

// What a collector would receive, kept in memory: the SDK's own in-memory exporter and a pull reader.
const spans = new InMemorySpanExporter();
trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] }));
class PullReader extends MetricReader {
  protected async onForceFlush() {}
  protected async onShutdown() {}
}
const reader = new PullReader();
metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));

const standIn = await startOpenAiStandIn();
vi.stubEnv("OPENAI_BASE_URL", standIn.baseURL);
vi.stubEnv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:4318");

afterAll(() => standIn.close());

describe("OpenTelemetry", () => {
  it("a span ends with the work and says when it failed", async () => {
    spans.reset();
    await expect(
      traced("probe.fails", { "probe.kind": "test" }, async () => {
        throw new Error("broken");
      }),
    ).rejects.toThrow("broken");
    expect(await traced("probe.works", {}, async () => 7)).toBe(7);
    const [failed, worked] = spans.getFinishedSpans();
    expect(failed).toMatchObject({ name: "probe.fails", attributes: { "probe.kind": "test" } });
    expect(failed!.status.code).toBe(SpanStatusCode.ERROR);
    expect(worked!.status.code).not.toBe(SpanStatusCode.ERROR);
  });

  it("a chat turn is traced (the database's statements and the model call) without a word of it, and its time to first token is a metric", async () => {
    const { browser } = await signedUpBrowser();
    spans.reset();
    standIn.behave({ chunks: ["Breathe ", "first, then talk."] });
    const secret = "Nobody knows I read his messages";
    const reply = await sendChat(browser, { conversationId: crypto.randomUUID(), text: secret });
    expect(reply.text).toBe("Breathe first, then talk.");

    const finished = spans.getFinishedSpans();
    const names = finished.map((span) => span.name);
    expect(names).toContain("ai.streamText");
    // The turn's SQL is two named statements, each findable by its name: accept before the model, save after
    // (on a busy machine the reply so far may also be stored between them, every 250 ms).
    const statements = finished.filter((span) => span.name === "db.query");
    const operations = statements.map((span) => span.attributes["db.operation.name"]);
    expect(operations.filter((name) => name !== "save-reply-progress")).toEqual(["accept-turn", "save-reply"]);
    expect(finished.find((span) => span.name === "ai.streamText")!.attributes).toMatchObject({
      "ai.telemetry.functionId": "chat.reply",
    });
    const everything = JSON.stringify(finished.map((span) => ({ attributes: span.attributes, events: span.events })));
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain("Breathe");

    const { resourceMetrics } = await reader.collect();
    const ttft = resourceMetrics.scopeMetrics
      .flatMap((scope) => scope.metrics)
      .find((metric) => metric.descriptor.name === "hearth.chat.time_to_first_token") as HistogramMetricData;
    expect(ttft.dataPoints[0]!.value.count).toBe(1);
    expect(ttft.dataPoints[0]!.attributes).toEqual({ mode: "balanced", offline: false });
  });
});
