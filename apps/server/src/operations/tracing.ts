// OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: a span per request
// (@fastify/otel, with its hooks and handler), a child span per database query (a Kysely
// plugin, so it needs no patching of the database drivers) and per Redis call
// (./trace-redis.ts), sent over OTLP/HTTP (JSON) to `$OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces`:
// a share of the traces (OTEL_TRACES_SAMPLER_ARG) and every trace with an error
// (./trace-sampling.ts). Every log line of a traced request names its trace (./trace-logs.ts). One
// provider per process: the first app that asks starts it; closing that app flushes and stops it.
import { FastifyOtelInstrumentation } from '@fastify/otel';
import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, QueryId, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { Cache } from '../cache/cache.ts';
import type { Config } from '../config.ts';
import { ErrorTraces, keepErrorsSampler } from './trace-sampling.ts';
import { tracedCache } from './trace-redis.ts';
import { logIncomingRequests } from './trace-logs.ts';

let provider: NodeTracerProvider | null = null;

/** Ends each query's span when its result comes back; a failed query's span ends unfinished. */
class QuerySpans implements KyselyPlugin {
  /** By the query's id, which Kysely hands to both ends; a query never answered drops it. */
  readonly #open = new WeakMap<QueryId, Span>();

  transformQuery(args: { node: RootOperationNode; queryId: QueryId }): RootOperationNode {
    const span = trace
      .getTracer('talih-db')
      .startSpan(`db ${args.node.kind.replace(/Node$/, '')}`, {
        kind: SpanKind.CLIENT,
        attributes: { 'db.operation.name': args.node.kind },
      });
    this.#open.set(args.queryId, span);
    return args.node;
  }

  async transformResult(args: { result: QueryResult<UnknownRow>; queryId: QueryId }) {
    const span = this.#open.get(args.queryId);
    span?.setAttribute('db.response.returned_rows', args.result.rows.length);
    span?.setStatus({ code: SpanStatusCode.OK });
    span?.end();
    return args.result;
  }
}

export interface Tracing {
  queryPlugin: KyselyPlugin;
  traceCache(cache: Cache): Cache;
}

/** Starts tracing for an app when configured; answers the database plugin to add, or null. */
export async function installTracing(
  app: FastifyInstance,
  config: Config,
): Promise<Tracing | null> {
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  if (!provider) {
    const started = new NodeTracerProvider({
      resource: resourceFromAttributes({ 'service.name': config.OTEL_SERVICE_NAME }),
      sampler: keepErrorsSampler(config.OTEL_TRACES_SAMPLER_ARG),
      spanProcessors: [
        new ErrorTraces(
          new BatchSpanProcessor(
            new OTLPTraceExporter({
              url: `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces`,
            }),
          ),
        ),
      ],
    });
    started.register();
    provider = started;
    app.addHook('onClose', async () => {
      provider = null;
      await started.shutdown();
      // The globals register() set go too, so a later app in this process can set its own.
      trace.disable();
      context.disable();
      propagation.disable();
    });
  }
  const fastifyOtel = new FastifyOtelInstrumentation({
    ignorePaths: (opts: { url: string }) =>
      opts.url === '/metrics' || opts.url === '/healthz' || opts.url === '/readyz',
  });
  fastifyOtel.setTracerProvider(provider);
  await app.register(fastifyOtel.plugin());
  logIncomingRequests(app);
  return { queryPlugin: new QuerySpans(), traceCache: tracedCache };
}
