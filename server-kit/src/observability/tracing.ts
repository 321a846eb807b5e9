import type { SpanExporter } from '@opentelemetry/sdk-trace-base';

/**
 * OpenTelemetry traces for one process (the gateway, the API, or both in one `pnpm start`): HTTP in and
 * out, Express routes, undici (the gateway's calls to the API), pg, ioredis and GraphQL, with the W3C
 * `traceparent` carried on every outgoing call. Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (or a
 * test passes an exporter): then the SDK is never even loaded, and the few spans the code opens
 * itself (the SQL plugin, the route names) go to OpenTelemetry's no-op tracer.
 *
 * Started before the servers' modules are imported: the instrumentations patch modules as they load.
 */
export interface TracingOptions {
  /** service.name of every span (`lendhub-gateway`, `lendhub-api`; the caller lets OTEL_SERVICE_NAME win). */
  serviceName: string;
  /** Tests: spans go here (synchronously, one by one) instead of OTLP. */
  exporter?: SpanExporter;
  /** From the server's config (OTEL_EXPORTER_OTLP_ENDPOINT or its traces-only variant, and not OTEL_SDK_DISABLED). */
  enabled?: boolean;
}

export interface Tracing {
  /** Sends what is buffered and stops: call on shutdown. */
  shutdown(): Promise<void>;
}

let started: Tracing | undefined;

/** Starts tracing once per process; undefined (and nothing loaded) when it is off. */
export async function startTracing(options: TracingOptions): Promise<Tracing | undefined> {
  if (started) return started;
  if (!options.exporter && !options.enabled) return undefined;
  const [{ NodeSDK }, base, instrumentations] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/sdk-trace-base'),
    loadInstrumentations(),
  ]);
  // OTLP over HTTP/protobuf-JSON; the exporter reads OTEL_EXPORTER_OTLP_* (endpoint, headers, timeout) itself.
  const spanProcessor = options.exporter
    ? new base.SimpleSpanProcessor(options.exporter)
    : new base.BatchSpanProcessor(new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter());
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    spanProcessors: [spanProcessor],
    instrumentations,
    // Traces only: the metrics are Prometheus (/metrics), the logs pino on stdout.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  started = {
    async shutdown() {
      started = undefined;
      await sdk.shutdown();
    },
  };
  return started;
}

async function loadInstrumentations() {
  const [http, express, undici, pg, ioredis, graphql] = await Promise.all([
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@opentelemetry/instrumentation-graphql'),
  ]);
  return [
    new http.HttpInstrumentation({
      // Probes and scrapes are not traced: they would be most of the spans and say nothing.
      ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz|metrics)(\?|$)/.test(req.url ?? ''),
    }),
    // Only the route handlers: one span per middleware would be noise (and cost) on every request.
    new express.ExpressInstrumentation({ ignoreLayersType: [express.ExpressLayerType.MIDDLEWARE, express.ExpressLayerType.ROUTER] }),
    new undici.UndiciInstrumentation(),
    // Under the API's own SQL span (sqlTracing.ts), never a trace of its own.
    new pg.PgInstrumentation({ requireParentSpan: true }),
    new ioredis.IORedisInstrumentation({ requireParentSpan: true }),
    // One span per operation (parse, validate, execute), not one per resolved field.
    new graphql.GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, depth: 0, mergeItems: true }),
  ];
}
