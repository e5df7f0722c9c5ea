// Hub88 wallet tests: a Hub88 game in the catalogue, a credited player with a live launch of
// it, and a client that signs its calls with the simulator's key, as Hub88 signs with its own.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SIMULATOR_PRIVATE_KEY_PEM } from '@talih/sandbox/hub88/keys.ts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import type { Hub88Answer, Hub88WalletAction } from '../adapters/games/hub88/protocol.ts';
import { privateKeyOf, signHub88 } from '../adapters/games/hub88/signature.ts';
import { HUB88_STUDIO, hub88User } from '../adapters/games/hub88/protocol.ts';
import type { DB } from '../db/schema.ts';
import walletApi from '../adapters/games/hub88/fixtures/wallet-api.json' with { type: 'json' };
import { createLaunch } from '../modules/provider-wallet/launches.ts';
import type { Backend, TestApp } from './backends.ts';
import { createPlayer, openWalletTestApp } from './players.ts';

const simulatorKey = privateKeyOf(SIMULATOR_PRIVATE_KEY_PEM);

/** A Hub88 game row (a slot unless told), as the game-list sync writes one. */
export async function insertHub88Game(t: TestApp, gameCode: string, category = 'slot') {
  return insertHub88GameRow(t.database.db, gameCode, category);
}

/** insertHub88Game on a database of one's own (a child server's, in the crash battery). */
export async function insertHub88GameRow(db: Kysely<DB>, gameCode: string, category = 'slot') {
  const cat = await db
    .selectFrom('game_categories')
    .select('id')
    .where('code', '=', category)
    .executeTakeFirst();
  const row = await db
    .insertInto('games')
    .values({
      name: `Hub88 ${gameCode}`,
      image_url: '',
      have_demo: 1,
      firm_code: 'PP',
      studio_code: HUB88_STUDIO,
      studio_game: gameCode,
      status: 'active',
      sort_weight: 0,
      created_at: Date.now(),
      category_id: cat?.id ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A credited player with a live launch of the Hub88 game: what Hub88's calls name. */
export async function hub88Player(t: TestApp, gameId: number, creditMinor: number) {
  const p = await createPlayer(t, creditMinor);
  const session = await t.database.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', p.userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = await createLaunch(t.database.db, {
    userId: p.userId,
    sessionId: session.id,
    gameId,
    studioCode: HUB88_STUDIO,
  });
  return { ...p, sessionToken: p.token, sessionId: session.id, token, user: hub88User(p.userId) };
}

/** Hub88's side: signed POSTs to the wallet, answers parsed. `sign: false` sends none. */
export function hub88Client(t: TestApp, base = '/provider/hub88') {
  return async (
    action: Hub88WalletAction | string,
    body: unknown,
    options: { signature?: string | false; raw?: string } = {},
  ) => {
    const raw = options.raw ?? JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.signature !== false) {
      headers['x-hub88-signature'] = options.signature ?? signHub88(raw, simulatorKey);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/${action}`,
      headers,
      payload: raw,
    });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}`);
    return res.json() as Hub88Answer;
  };
}

export const uuid = () => randomUUID();

/** A bet of `units` (Hub88 units: ₺1.00 is 100000) in a new round of the player's game. */
export function hub88Bet(
  p: { user: string; token: string },
  gameCode: string,
  units: number,
  extra: Record<string, unknown> = {},
) {
  return {
    user: p.user,
    transaction_uuid: uuid(),
    supplier_transaction_id: uuid(),
    token: p.token,
    round: uuid(),
    round_closed: false,
    request_uuid: uuid(),
    game_code: gameCode,
    currency: 'TRY',
    amount: units,
    is_free: false,
    reward_uuid: null,
    meta: {},
    ...extra,
  };
}

export function hub88Win(
  bet: ReturnType<typeof hub88Bet>,
  units: number,
  extra: Record<string, unknown> = {},
) {
  return {
    ...bet,
    transaction_uuid: uuid(),
    supplier_transaction_id: uuid(),
    reference_transaction_uuid: bet.transaction_uuid,
    request_uuid: uuid(),
    round_closed: true,
    amount: units,
    ...extra,
  };
}

export function hub88Rollback(
  bet: ReturnType<typeof hub88Bet>,
  extra: Record<string, unknown> = {},
) {
  return {
    user: bet.user,
    transaction_uuid: uuid(),
    supplier_transaction_id: uuid(),
    reference_transaction_uuid: bet.transaction_uuid,
    token: bet.token,
    round: bet.round,
    round_closed: true,
    request_uuid: uuid(),
    game_code: bet.game_code,
    meta: {},
    ...extra,
  };
}

type Schemas = typeof walletApi;

/** The documented schemas (fixtures/wallet-api.json) as validators. */
export function documented(kind: 'requests', name: keyof Schemas['requests']): z.ZodType;
export function documented(kind: 'answers', name: keyof Schemas['answers']): z.ZodType;
export function documented(kind: 'requests' | 'answers', name: string): z.ZodType {
  const schema = (walletApi[kind] as Record<string, unknown>)[name];
  return z.fromJSONSchema(schema as never);
}

export type Hub88Call = ReturnType<typeof hub88Client>;

/**
 * The set-up every Hub88 wallet test shares: an app (the seeded wallet app unless `open` says
 * otherwise) opened before the file's tests and disposed after, the signed client, the named
 * games in the catalogue (code -> category), and credited players with a live launch of one.
 * Call it inside the `describe`; its functions can be taken before the app is open.
 */
export function useHub88Wallet(
  backend: Backend,
  o: {
    games: Record<string, string>;
    open?: (backend: Backend) => Promise<TestApp>;
  },
) {
  const state: { t?: TestApp; call?: Hub88Call; ids: Record<string, number> } = { ids: {} };
  beforeAll(async () => {
    const t = await (o.open ?? ((b: Backend) => openWalletTestApp(b)))(backend);
    state.t = t;
    state.call = hub88Client(t);
    for (const [code, category] of Object.entries(o.games)) {
      state.ids[code] = await insertHub88Game(t, code, category);
    }
  });
  afterAll(() => state.t?.dispose());
  const app = (): TestApp => {
    if (!state.t) throw new Error('the Hub88 wallet app is not open yet');
    return state.t;
  };
  const hub88: Hub88Call = (action, body, options) => state.call!(action, body, options);
  const first = Object.keys(o.games)[0]!;
  return {
    app,
    hub88,
    gameId: (code: string = first) => state.ids[code]!,
    /** A credited player (₺100 unless told) with a live launch of the game (the first unless told). */
    player: (creditMinor = 100_00, code: string = first) =>
      hub88Player(app(), state.ids[code]!, creditMinor),
    balanceOf: async (p: { user: string; token: string }) =>
      (await hub88('user/balance', { user: p.user, token: p.token, request_uuid: uuid() })).balance,
  };
}

/**
 * The environment of an app that serves the sandbox studio and the Hub88 simulator (a studio
 * build of one page, so nothing needs building).
 */
export function hub88SimulatorEnv(): Record<string, string> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-dist-'));
  fs.writeFileSync(path.join(dist, 'play.html'), '<!doctype html><title>play</title>');
  return { SANDBOX_STUDIO: 'true', SANDBOX_STUDIO_DIST_DIR: dist };
}

/**
 * The seeded wallet app with the Hub88 simulator, listening: Talih's Hub88 client reaches the
 * simulator at the app's own address, and the simulator reaches Talih's Hub88 wallet there.
 */
export async function openHub88SimulatorApp(backend: Backend): Promise<TestApp> {
  const t = await openWalletTestApp(backend, hub88SimulatorEnv());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return t;
}

/** A JSON POST to the app (the simulator's routes take no signature from the test). */
export function postJson(t: TestApp, url: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** The first synced Hub88 game whose code starts with `prefix` (`pp_`, `pg_`, ...). */
export function firstHub88Game(t: TestApp, prefix: string) {
  return t.database.db
    .selectFrom('games')
    .select(['id', 'studio_game'])
    .where('studio_code', '=', HUB88_STUDIO)
    .where('studio_game', 'like', `${prefix}%`)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/**
 * A real launch of a Hub88 game by a player (through Hub88's game URL call): Talih's answer,
 * the game URL it gave, and the launch token in it.
 */
export async function launchHub88Game(
  t: TestApp,
  gameId: number,
  sessionToken: string,
  headers: Record<string, string> = {},
) {
  const launched = await t.call<{ gameUrl: string }>(
    '/labelGame/getGameUrlByGame',
    { gameId, isReal: 1 },
    { token: sessionToken, ...headers },
  );
  const url = new URL(launched.resultData.gameUrl, 'http://x');
  return { launched, url, token: url.searchParams.get('token') };
}

/** The slot session the simulator's studio opens on a launch token, as the game page does. */
export async function openHub88Slot(t: TestApp, token: string | null) {
  const res = await postJson(t, '/hub88-sim/studio/api/session', {
    mode: 'real',
    game: 'slot',
    token,
    lang: 'tk',
  });
  if (res.statusCode !== 200) throw new Error(`studio session: HTTP ${res.statusCode} ${res.body}`);
  return res.json() as { sessionId: string; balanceMinor: number; currency: string };
}

/** One spin of the simulator's slot: its HTTP answer. */
export const spinHub88Slot = (t: TestApp, sessionId: string, betMinor: number) =>
  postJson(t, '/hub88-sim/studio/api/slot/spin', { sessionId, betMinor });
