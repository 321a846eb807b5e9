/**
 * Run by tracing.test.ts in a process of its own, as `pnpm start` runs: tracing starts first (here into
 * an in-memory exporter), then the API and the gateway load — patched by the instrumentations. One
 * sign-in goes through the gateway; the finished spans are printed as one JSON line.
 */
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { startTracing } from '@lendhub/server-kit/observability';

const exporter = new InMemorySpanExporter();
const tracing = await startTracing({ serviceName: 'lendhub-test', exporter });
const { startStack, DEMO, DEMO_PASSWORD } = await import('../harness/stack.ts');

const stack = await startStack();
const response = await fetch(`${stack.gateway.url}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-request-id': 'trace-test-1' },
  body: JSON.stringify({
    query: 'mutation SignInForTrace($input: LoginInput!) { login(input: $input) { token } }',
    operationName: 'SignInForTrace',
    variables: { input: { email: DEMO.LOAN_OFFICER, password: DEMO_PASSWORD } },
  }),
});
const body = (await response.json()) as { data?: { login?: { token?: string } } };
await stack.close();

// Read before shutdown: the in-memory exporter forgets its spans when it is shut down.
const spans = exporter.getFinishedSpans().map((span) => ({
  name: span.name,
  kind: span.kind,
  traceId: span.spanContext().traceId,
  spanId: span.spanContext().spanId,
  parentSpanId: span.parentSpanContext?.spanId,
  attributes: span.attributes,
}));
await tracing?.shutdown();
process.stdout.write(
  `${JSON.stringify({ signedIn: Boolean(body.data?.login?.token), requestId: response.headers.get('x-request-id'), spans })}\n`,
);
process.exit(0);
