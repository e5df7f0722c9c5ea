// Every log line a traced request writes names its trace (trace_id, span_id). Lines written
// inside a span get them from pino's mixin (traceLogFields). Fastify's own two lines per request
// fall outside: it writes "incoming request" before any hook, so before the request span
// exists, and "request completed" after the last hook, outside its span. With tracing on,
// TracedLogController leaves the first to an onRequest hook that runs after the tracing
// plugin's (inside the request span), and writes the second with the ids that hook kept.
import { trace } from '@opentelemetry/api';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

export interface TraceLogFields {
  trace_id?: string;
  span_id?: string;
}

/** The active span's ids for a log line (pino's mixin); nothing outside a span. */
export function traceLogFields(): TraceLogFields {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** The request span's ids, kept by the onRequest hook for the line written after it ended. */
const idsOfRequest = new WeakMap<FastifyRequest, TraceLogFields>();

export class TracedLogController extends LogController {
  override incomingRequest(): void {
    // written by logIncomingRequests' hook, inside the request span
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = { res: reply, responseTime: reply.elapsedTime, ...idsOfRequest.get(request) };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

/** After the tracing plugin is registered: its onRequest hook has started the request span. */
export function logIncomingRequests(app: FastifyInstance) {
  app.addHook('onRequest', (req, _reply, done) => {
    const ids = traceLogFields();
    idsOfRequest.set(req, ids);
    req.log.info({ req }, 'incoming request');
    done();
  });
}
