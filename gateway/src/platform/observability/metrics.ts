import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { UpstreamOutcome, UpstreamService } from '../resilience/upstreamGuard.ts';

/** Why a request was refused before it ran (lendhub_refusals_total{reason}). */
export type RefusalReason =
  | 'tokens'
  | 'validation_limit'
  | 'cost'
  | 'rate_limit'
  | 'sign_in_throttled'
  | 'untrusted_document'
  | 'csrf'
  | 'upload_size'
  | 'path_escape'
  | 'client_limit'
  | 'invalid_client_key';

/** At most this many distinct operation names become labels; the rest are counted as "other". */
const MAX_OPERATION_LABELS = 200;
/** At most this many client name/version pairs become labels; the rest are "other". */
const MAX_CLIENT_LABELS = 100;

/**
 * The gateway's Prometheus metrics (GET /metrics; gateway/README.md "Operations"). One registry per
 * gateway, so several gateways in one process (tests) keep separate figures.
 */
export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly operations = new Set<string>();
  private readonly clients = new Set<string>();

  readonly requests = new Counter({
    name: 'lendhub_graphql_requests_total',
    help: 'GraphQL requests by operation name, outcome (ok, error, refused) and client name and version',
    labelNames: ['operation', 'outcome', 'client_name', 'client_version'] as const,
    registers: [this.registry],
  });

  readonly duration = new Histogram({
    name: 'lendhub_graphql_request_duration_seconds',
    help: 'GraphQL request latency by operation name, outcome and client name and version',
    labelNames: ['operation', 'outcome', 'client_name', 'client_version'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 12],
    registers: [this.registry],
  });

  readonly upstreamCalls = new Counter({
    name: 'lendhub_upstream_calls_total',
    help: 'Calls to upstream services (api, crm, property, ai) by outcome',
    labelNames: ['service', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly upstreamDuration = new Histogram({
    name: 'lendhub_upstream_call_duration_seconds',
    help: 'Upstream call latency by service',
    labelNames: ['service'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly refusals = new Counter({
    name: 'lendhub_refusals_total',
    help: 'Requests refused before running, by reason (tokens, validation_limit, cost, rate_limit, sign_in_throttled, untrusted_document, csrf, upload_size, path_escape, client_limit, invalid_client_key)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly circuitOpen = new Gauge({
    name: 'lendhub_upstream_circuit_open',
    help: '1 while the circuit breaker of an upstream service is open (calls fail fast)',
    labelNames: ['service'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    for (const service of ['api', 'crm', 'property', 'ai']) this.circuitOpen.set({ service }, 0);
  }

  /** A bounded label for a client-chosen operation name. */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (this.operations.has(name)) return name;
    if (this.operations.size >= MAX_OPERATION_LABELS || !/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(name)) return 'other';
    this.operations.add(name);
    return name;
  }

  /** Bounded labels for a client's name and version (registered names and the first few others). */
  clientLabels(name: string | undefined, version: string | undefined): { client_name: string; client_version: string } {
    const key = `${name ?? 'unknown'}@${version ?? ''}`;
    if (this.clients.has(key) || this.clients.size < MAX_CLIENT_LABELS) {
      this.clients.add(key);
      return { client_name: name ?? 'unknown', client_version: version ?? '' };
    }
    return { client_name: 'other', client_version: '' };
  }

  recordUpstream(service: UpstreamService, outcome: UpstreamOutcome, durationMs: number): void {
    this.upstreamCalls.inc({ service, outcome });
    if (outcome !== 'circuit_open' && outcome !== 'deadline') this.upstreamDuration.observe({ service }, durationMs / 1000);
  }

  refused(reason: RefusalReason): void {
    this.refusals.inc({ reason });
  }
}
