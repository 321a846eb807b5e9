// What the gateway shares with the API's observability: tracing start-up, request ids, trace ids.
export { startTracing, type Tracing, type TracingOptions } from './tracing.ts';
export { requestIdFrom } from './requestId.ts';
export { currentTraceId } from './traceId.ts';
export { metricsEndpoint } from './metricsEndpoint.ts';
