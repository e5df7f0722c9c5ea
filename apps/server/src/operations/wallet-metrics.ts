// The wallet the game studios call, measured per call: how many by result code and how long
// each took, per provider and action. Two wallets: ours (POST /provider/v1/:provider/:action,
// answering `status: OK` or an error `code`) and Hub88's adapter (POST <HUB88_WALLET_BASE>/
// <user|transaction>/<action>, answering `status: RS_OK` or an RS_ERROR_* status), counted
// under provider "hub88". Every answer is HTTP 200 either way, so the code comes from the body.
import type {
  FastifyInstance,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
} from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { PROVIDER_WALLET_PREFIX } from '@talih/contracts/provider-wallet.ts';
import { hooksOf } from './route-hooks.ts';

const WALLET_ROUTE = `${PROVIDER_WALLET_PREFIX}/:provider/:action`;
/** A wallet call's budget is tens of ms; past a second the studio has given up. */
const WALLET_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

type Labels = { provider: string; action: string };

/** Which wallet a route is, and how to read a call's provider and action; null: not a wallet. */
function walletOf(url: string, hub88Base: string): ((req: FastifyRequest) => Labels) | null {
  if (url === WALLET_ROUTE) {
    return (req) => {
      const { provider = '?', action = '?' } = req.params as Partial<Labels>;
      return { provider, action };
    };
  }
  if (!url.startsWith(`${hub88Base}/`)) return null;
  // One route per action: its labels made once.
  const labels = { provider: 'hub88', action: url.slice(hub88Base.length + 1) };
  return () => labels;
}

function codeOf(payload: string): string {
  try {
    const answer = JSON.parse(payload) as { status?: string; code?: string };
    if (answer.status === 'OK') return 'OK';
    return answer.code ?? answer.status ?? 'ERROR';
  } catch {
    return 'UNPARSED'; // an answer that is not JSON is counted as such
  }
}

export function measureWalletCalls(app: FastifyInstance, registry: Registry, hub88Base: string) {
  const calls = new Counter({
    name: 'talih_wallet_calls_total',
    help: 'Wallet API calls by provider, action and result code (OK, RS_OK or the error code)',
    labelNames: ['provider', 'action', 'code'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'talih_wallet_call_duration_seconds',
    help: 'Wallet API calls by provider and action: from the request to the answer sent',
    labelNames: ['provider', 'action'],
    buckets: WALLET_BUCKETS,
    registers: [registry],
  });
  // On the wallet routes only, callback style: an app-wide async hook cost every answer a
  // promise, a turn of the microtask queue and a fresh routeOptions object.
  app.addHook('onRoute', (route) => {
    const labelsOf = walletOf(route.url, hub88Base);
    if (!labelsOf) return;
    const count: onSendHookHandler = (req, _reply, payload, done) => {
      if (typeof payload === 'string') calls.inc({ ...labelsOf(req), code: codeOf(payload) });
      done(null, payload);
    };
    const measure: onResponseHookHandler = (req, reply, done) => {
      latency.observe(labelsOf(req), reply.elapsedTime / 1000);
      done();
    };
    route.onSend = [...hooksOf(route.onSend), count];
    route.onResponse = [...hooksOf(route.onResponse), measure];
  });
}
