/**
 * Runs once when a server starts: answers unknown HTTP methods ahead of Next, validates the configuration,
 * turns on OpenTelemetry when a collector is configured, migrates the database before the first request,
 * and, unless a scheduler calls the cron routes (CRON_SECRET is set), starts the upkeep's timer.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { answerUnknownMethods } = await import("@/lib/security/unknown-methods");
  answerUnknownMethods();
  const { env } = await import("@/lib/env");
  const { CRON_SECRET, OTEL_EXPORTER_OTLP_ENDPOINT } = env();
  if (OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { registerOTel } = await import("@vercel/otel");
    const { OTLPMetricExporter } = await import("@opentelemetry/exporter-metrics-otlp-http");
    const { PeriodicExportingMetricReader } = await import("@opentelemetry/sdk-metrics");
    // Traces go to the collector by @vercel/otel's own exporter; metrics need a reader of their own.
    registerOTel({
      serviceName: "hearth",
      metricReaders: [new PeriodicExportingMetricReader({ exporter: new OTLPMetricExporter() })],
    });
  }
  const { getDb } = await import("@/db/client");
  await getDb();
  if (CRON_SECRET) return;
  const { startBackgroundJobs } = await import("@/lib/jobs/background");
  startBackgroundJobs();
}
