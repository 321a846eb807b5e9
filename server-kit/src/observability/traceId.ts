import { isSpanContextValid, trace } from '@opentelemetry/api';

/** The id of the trace this code runs in, for log lines; undefined when tracing is off. */
export function currentTraceId(): string | undefined {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? context.traceId : undefined;
}
