// The Hub88 simulator: plays Hub88's part for a sandbox Talih, built from Hub88's operator API
// documentation (docs/hub88.md "The simulator"), never from Talih's adapter. It answers the
// Games API (the game list, a game URL), checks the operator's signature with the sandbox
// operator's public key, and launches each game on the sandbox studio's engines, whose wallet
// calls it sends to Talih's Hub88 wallet as Hub88 would: signed with its own key, replayed,
// delayed or lost on request.
import { randomBytes, verify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerSandboxStudio } from '../server/plugin.ts';
import { createBehaviour, behaviourInput } from './behaviour.ts';
import { engineOf, simulatedGames } from './games.ts';
import { SANDBOX_OPERATOR_PUBLIC_KEY_PEM, SIMULATOR_PRIVATE_KEY_PEM } from './keys.ts';
import { createRewards, prepaidsOf } from './freebets.ts';
import { registerRewardPlay } from './reward-play.ts';
import { createTransactionLog } from './transactions.ts';
import { createHub88Transport, type SimulatedLaunch } from './transport.ts';
import { createPrivateKey, createPublicKey } from 'node:crypto';

export const HUB88_SIMULATOR_PATH = '/hub88-sim';

export interface Hub88SimulatorOptions {
  /** Talih's Hub88 wallet, read at call time: http://127.0.0.1:3000/provider/hub88. */
  walletUrl: () => string;
  distDir?: string;
  demoCurrency: string;
}

/** Launches the simulator remembers (a real aggregator keeps sessions; this one, the latest). */
const LAUNCHES_MAX = 20_000;

const gameUrlRequest = z.looseObject({
  user: z.string().min(4).optional(),
  token: z.string().min(1).optional(),
  game_code: z.string().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
  lang: z.string().min(2).max(5).optional(),
  platform: z.enum(['GPL_DESKTOP', 'GPL_MOBILE']).optional(),
  lobby_url: z.string().optional(),
  deposit_url: z.string().optional(),
  operator_id: z.number().int(),
});

const hub88Time = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

/** A time range or a round: Hub88 refuses a list request with neither. */
const listRequest = z.union([
  z.looseObject({ start_time: hub88Time, end_time: hub88Time, round: z.undefined().optional() }),
  z.looseObject({ round: z.string().min(1) }),
]);

/** Hub88's languages are ISO 639-1; the studio's are the API's (Turkish is `tk` there). */
const studioLang = (lang: string | undefined) =>
  lang === 'tr' ? 'tk' : lang === 'zh' ? 'zh-CN' : lang === 'en' ? 'en' : 'tk';

export async function registerHub88Simulator(app: FastifyInstance, o: Hub88SimulatorOptions) {
  const operatorKey = createPublicKey(SANDBOX_OPERATOR_PUBLIC_KEY_PEM);
  const games = simulatedGames();
  const byCode = new Map(games.map((g) => [g.game_code, g]));
  const launches = new Map<string, SimulatedLaunch>();
  const behaviour = createBehaviour();
  const rewards = createRewards(games);
  const transactions = createTransactionLog();
  const transport = createHub88Transport({
    walletUrl: o.walletUrl,
    key: createPrivateKey(SIMULATOR_PRIVATE_KEY_PEM),
    launchOf: (token) => launches.get(token),
    behaviour,
    transactions,
  });

  await app.register(
    async (sim) => {
      sim.removeAllContentTypeParsers();
      sim.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_r, b, done) =>
        done(null, b),
      );
      /** The body, when the operator signed it; Hub88 answers 401 otherwise. */
      const signed = (raw: unknown, signature: unknown): unknown => {
        if (typeof raw !== 'string' || typeof signature !== 'string') return null;
        const ok = verify(
          'sha256',
          Buffer.from(raw),
          operatorKey,
          Buffer.from(signature, 'base64'),
        );
        return ok ? JSON.parse(raw) : null;
      };
      sim.post('/operator/generic/v2/game/list', async (req, reply) => {
        const body = signed(req.body, req.headers['x-hub88-signature']);
        if (!body) return reply.code(401).send({ error: 'invalid signature' });
        return games;
      });
      sim.post('/operator/generic/v2/game/url', async (req, reply) => {
        const body = signed(req.body, req.headers['x-hub88-signature']);
        if (!body) return reply.code(401).send({ error: 'invalid signature' });
        const parsed = gameUrlRequest.safeParse(body);
        if (!parsed.success) return reply.code(400).send({ error: 'invalid request parameters' });
        const r = parsed.data;
        const game = byCode.get(r.game_code);
        if (!game?.enabled) return reply.code(404).send({ error: 'game not found' });
        const demo = r.currency === 'XXX' || !r.token || !r.user;
        if (demo && !game.demo_game_support) return reply.code(403).send({ error: 'no demo' });
        const query = new URLSearchParams({ game: engineOf(game), lang: studioLang(r.lang) });
        if (demo) {
          query.set('mode', 'demo');
          query.set('currency', o.demoCurrency);
        } else {
          if (launches.size >= LAUNCHES_MAX) launches.delete(launches.keys().next().value!);
          launches.set(r.token!, {
            user: r.user!,
            token: r.token!,
            gameCode: game.game_code,
            currency: r.currency,
          });
          query.set('token', r.token!);
          query.set('currency', r.currency);
        }
        return {
          url: `${HUB88_SIMULATOR_PATH}/studio/play.html?${query}`,
          game_code: game.game_code,
        };
      });
      sim.post('/operator/generic/v2/freebet/prepaids/list', async (req, reply) => {
        const body = signed(req.body, req.headers['x-hub88-signature']) as { game_code?: unknown };
        if (!body) return reply.code(401).send({ error: 'invalid signature' });
        return prepaidsOf(games, body.game_code);
      });
      sim.post('/operator/generic/v2/freebet/rewards/create', async (req, reply) => {
        const body = signed(req.body, req.headers['x-hub88-signature']);
        if (!body) return reply.code(401).send({ error: 'invalid signature' });
        const created = rewards.create(body);
        return 'refused' in created ? reply.code(400).send({ error: created.refused }) : created;
      });
      sim.post('/operator/generic/v2/transactions/list', async (req, reply) => {
        const body = signed(req.body, req.headers['x-hub88-signature']);
        if (!body) return reply.code(401).send({ error: 'invalid signature' });
        const parsed = listRequest.safeParse(body);
        if (!parsed.success) return reply.code(400).send({ error: 'invalid request parameters' });
        return transactions.list(parsed.data, behaviour.lie);
      });
      registerRewardPlay(sim, { rewards, launches, transport });
      sim.post('/simulator/behaviour', async (req, reply) => {
        const parsed = behaviourInput.safeParse(
          typeof req.body === 'string' ? JSON.parse(req.body || '{}') : {},
        );
        if (!parsed.success) return reply.code(400).send({ error: 'invalid behaviour' });
        behaviour.set(parsed.data);
        return parsed.data;
      });
    },
    { prefix: HUB88_SIMULATOR_PATH },
  );

  await registerSandboxStudio(app, {
    prefix: `${HUB88_SIMULATOR_PATH}/studio`,
    providerCode: 'hub88',
    // The studio's own free-rounds route is not Hub88's: nobody can sign for it.
    secret: randomBytes(32).toString('hex'),
    walletBaseUrl: o.walletUrl,
    demoCurrency: o.demoCurrency,
    ...(o.distDir ? { distDir: o.distDir } : {}),
    transport,
  });
}
