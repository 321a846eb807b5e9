import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

interface ExportedSpan {
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER = 1;
const CLIENT = 2;

/** Runs traceOneSignIn.ts in its own process (tracing must start before the servers' modules load). */
async function traceOneSignIn(): Promise<{ signedIn: boolean; requestId: string | null; spans: ExportedSpan[] }> {
  const { stdout } = await promisify(execFile)(path.resolve(here, '../../node_modules/.bin/tsx'), [path.join(here, 'traceOneSignIn.ts')], {
    env: { ...process.env, LOG_LEVEL: 'silent', OTEL_EXPORTER_OTLP_ENDPOINT: '' },
    timeout: 90_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { signedIn: boolean; requestId: string | null; spans: ExportedSpan[] };
}

describe('one trace from the gateway to the SQL', () => {
  it("holds the GraphQL operation, the API call it made (by route) and the API's query, joined by traceparent", async () => {
    const { signedIn, requestId, spans } = await traceOneSignIn();
    expect(signedIn).toBe(true);
    // The caller's request id is answered back (and passed on to the API).
    expect(requestId).toBe('trace-test-1');

    // The gateway's HTTP span, named after the operation it ran.
    const operation = spans.find((span) => span.kind === SERVER && span.name === 'mutation SignInForTrace');
    expect(operation?.attributes).toMatchObject({
      'graphql.operation.name': 'SignInForTrace',
      'graphql.operation.type': 'mutation',
      'http.route': '/graphql',
    });
    const trace = spans.filter((span) => span.traceId === operation!.traceId);

    // The API's HTTP span in the same trace, named after its REST route (traceparent crossed the hop).
    const apiCall = trace.find((span) => span.kind === SERVER && span.name === 'POST /api/Authentication/login');
    expect(apiCall?.attributes['http.route']).toBe('/api/Authentication/login');

    // The sign-in's SQL, below the API's span (on PGlite as on a PostgreSQL server).
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    const ancestors = (span: ExportedSpan): ExportedSpan[] => {
      const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
      return parent ? [parent, ...ancestors(parent)] : [];
    };
    const query = trace.find((span) => span.kind === CLIENT && span.name === 'SELECT users' && ancestors(span).includes(apiCall!));
    expect(query?.attributes['db.system']).toMatch(/^(pglite|postgresql)$/);
    expect(String(query?.attributes['db.query.text'])).toMatch(/from "users"/i);
    // Placeholders only: the e-mail address the caller sent is not in the span.
    expect(String(query?.attributes['db.query.text'])).not.toContain('officer@lendhub.demo');
    // And the API call descends from the operation: one tree, not three traces that share an id by chance.
    expect(ancestors(apiCall!)).toContain(operation);
  }, 120_000);
});
