import { metrics, SpanStatusCode, trace, type Attributes, type Histogram } from "@opentelemetry/api";
import type { TelemetrySettings } from "ai";
import { env } from "@/lib/env";

// The API's no-ops until instrumentation.ts registers OpenTelemetry (OTEL_EXPORTER_OTLP_ENDPOINT).
const tracer = trace.getTracer("hearth");
// Made on first use: an instrument made before the meter provider is registered would stay a no-op.
let firstToken: Histogram | undefined;

/** Runs `work` in a span. Attributes are names, ids and counts: never what a person wrote. */
export function traced<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The AI SDK's spans for a model call, when tracing is on: timings and token counts, no prompt or reply. */
export function modelTelemetry(functionId: string): TelemetrySettings {
  return {
    isEnabled: Boolean(env().OTEL_EXPORTER_OTLP_ENDPOINT),
    functionId,
    recordInputs: false,
    recordOutputs: false,
  };
}

/** The chat's time to first token, as a metric. */
export function recordFirstToken(ms: number, attributes: { mode: string; offline: boolean }): void {
  firstToken ??= metrics.getMeter("hearth").createHistogram("hearth.chat.time_to_first_token", {
    unit: "ms",
    description: "From the chat request to the reply's first text",
  });
  firstToken.record(ms, attributes);
}
