import type { Logger } from '../observability/log.ts';
import type { GatewayMetrics } from '../observability/metrics.ts';
import type { RequestRecord } from '../observability/requestRecord.ts';
import { RESILIENCE_DEFAULTS, Upstreams, type ResilienceOptions, type UpstreamGuard, type UpstreamService } from './upstreamGuard.ts';

/** One operation's guard per upstream service (its deadline starts when they are made). */
export type OperationGuards = (service: UpstreamService) => UpstreamGuard;

/**
 * The gateway's circuit breakers and deadlines, observed: a circuit opening or closing is a gauge and a log
 * line; every upstream attempt of an operation is counted (in its request's record too), timed and, when it
 * fails, logged. Returns the guards of a new operation.
 */
export function observedUpstreams(
  options: Partial<ResilienceOptions> | undefined,
  metrics: GatewayMetrics,
  logger: Logger,
): (record?: RequestRecord) => OperationGuards {
  const upstreams = new Upstreams(
    { ...RESILIENCE_DEFAULTS, ...options },
    {
      onCircuit: (service, open) => {
        metrics.circuitOpen.set({ service }, open ? 1 : 0);
        logger.warn(
          { event: open ? 'circuit_open' : 'circuit_closed', service },
          open ? `${service} is failing: calls fail fast until a probe succeeds` : `${service} answers again`,
        );
      },
    },
  );
  return (record) =>
    upstreams.forOperation((service, outcome, durationMs) => {
      if (record) record.upstreamCalls += 1;
      metrics.recordUpstream(service, outcome, durationMs);
      if (outcome === 'failure' || outcome === 'circuit_open' || outcome === 'deadline') {
        logger.warn({ event: 'upstream_failure', service, outcome, durationMs: Math.round(durationMs) }, `${service} call failed`);
      }
    }).guard;
}
