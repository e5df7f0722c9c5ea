// Which traces are sent: a share of them (OTEL_TRACES_SAMPLER_ARG, decided where the trace
// starts, parent-based: a request arriving with a trace context follows its caller), and every
// trace with an error whatever the share. An error is only known once a span ends, after the
// head decision, so the decision is finished at the tail, per process: the sampler records
// every span (a trace the share leaves out is recorded, not sampled), and ErrorTraces holds a
// left-out trace's ended spans until its local root (the request span) ends. If one of them
// failed (status ERROR: a 5xx answer, an exception), the whole local trace is sent as if it had
// been sampled; otherwise it is dropped. The cost is recording every span, not only the share.
import {
  type Attributes,
  type Context,
  type Link,
  type SpanKind,
  SpanStatusCode,
  TraceFlags,
} from '@opentelemetry/api';
import {
  ParentBasedSampler,
  type ReadableSpan,
  type Sampler,
  SamplingDecision,
  type SamplingResult,
  type Span,
  type SpanProcessor,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-node';

/** Left-out traces held at once; past it the oldest is dropped (a root that never ends). */
const HELD_TRACES_MAX = 2000;
/** Spans held per left-out trace. */
const HELD_SPANS_MAX = 500;

/** Parent-based ratio sampling that records, unsampled, what the ratio leaves out. */
export function keepErrorsSampler(ratio: number): Sampler {
  const head = new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) });
  return {
    shouldSample(
      context: Context,
      traceId: string,
      name: string,
      kind: SpanKind,
      attributes: Attributes,
      links: Link[],
    ): SamplingResult {
      const result = head.shouldSample(context, traceId, name, kind, attributes, links);
      return result.decision === SamplingDecision.NOT_RECORD
        ? { ...result, decision: SamplingDecision.RECORD }
        : result;
    },
    toString: () => `KeepErrors{${head.toString()}}`,
  };
}

const sampled = (span: ReadableSpan) => (span.spanContext().traceFlags & TraceFlags.SAMPLED) !== 0;
const localRoot = (span: ReadableSpan) =>
  span.parentSpanContext === undefined || span.parentSpanContext.isRemote === true;
const failed = (span: ReadableSpan) => span.status.code === SpanStatusCode.ERROR;

/** The same span marked sampled, so the exporting processor sends it. */
function asSampled(span: ReadableSpan): ReadableSpan {
  const context = span.spanContext();
  const marked = { ...context, traceFlags: context.traceFlags | TraceFlags.SAMPLED };
  return {
    name: span.name,
    kind: span.kind,
    spanContext: () => marked,
    ...(span.parentSpanContext ? { parentSpanContext: span.parentSpanContext } : {}),
    startTime: span.startTime,
    endTime: span.endTime,
    status: span.status,
    attributes: span.attributes,
    links: span.links,
    events: span.events,
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

/** Passes sampled spans on; sends a left-out trace too when one of its spans failed. */
export class ErrorTraces implements SpanProcessor {
  readonly #held = new Map<string, ReadableSpan[]>();
  readonly #next: SpanProcessor;

  constructor(next: SpanProcessor) {
    this.#next = next;
  }

  onStart(span: Span, parentContext: Context): void {
    this.#next.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    if (sampled(span)) return this.#next.onEnd(span);
    const traceId = span.spanContext().traceId;
    const held = this.#hold(traceId, span);
    if (!localRoot(span)) return;
    this.#held.delete(traceId);
    if (held.some(failed)) for (const s of held) this.#next.onEnd(asSampled(s));
  }

  #hold(traceId: string, span: ReadableSpan): ReadableSpan[] {
    let held = this.#held.get(traceId);
    if (!held) {
      if (this.#held.size >= HELD_TRACES_MAX) {
        this.#held.delete(this.#held.keys().next().value!);
      }
      this.#held.set(traceId, (held = []));
    }
    if (held.length < HELD_SPANS_MAX || localRoot(span)) held.push(span);
    return held;
  }

  forceFlush(): Promise<void> {
    return this.#next.forceFlush();
  }

  shutdown(): Promise<void> {
    this.#held.clear();
    return this.#next.shutdown();
  }
}
