// The Hub88 path of bench/wallet.ts: the same bet+win pairs, 50 connections, one player per
// connection, sent to Talih's Hub88 wallet (docs/hub88.md "Wallet rules") as Hub88 sends them:
// RSA-SHA256 signed with the simulator's key (the key the sandbox wallet checks), amounts
// ×100000, a new request_uuid and transaction_uuid each. Signing costs the load generator
// about 2 ms a call on this machine, so the rounds are signed before the clock starts (a pool
// per player; past it, a call is signed when sent, and the run says how many were).
import { randomUUID, sign } from 'node:crypto';
import type autocannon from 'autocannon';
import { SIMULATOR_PRIVATE_KEY_PEM } from '../../apps/sandbox/src/hub88/keys.ts';
import { privateKeyOf } from '../../apps/server/src/adapters/games/hub88/signature.ts';
import { createLaunch } from '../../apps/server/src/modules/provider-wallet/launches.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import type { BenchDatabase } from './databases.ts';
import { CONNECTIONS, drive, type Result } from './load.ts';
import { startTalih } from './server.ts';

const key = privateKeyOf(SIMULATOR_PRIVATE_KEY_PEM);
const GAME = 'pp_bench_slot';
/** Rounds signed ahead per player: more than a 10 s run plays at this machine's pace. */
const ROUNDS_PER_PLAYER = Number(process.env.BENCH_HUB88_ROUNDS ?? 120);

type Player = { user: string; token: string; currency: string };
type Signed = { body: string; signature: string };

export const hub88Ok = (status: number, body: string) =>
  status === 200 && body.includes('"status":"RS_OK"');

const signed = (body: object): Signed => {
  const raw = JSON.stringify(body);
  return { body: raw, signature: sign('sha256', Buffer.from(raw), key).toString('base64') };
};

/** A round: the bet of ₺1.00 and its win of ₺0.96, each its own signed call. */
function round(p: Player): [Signed, Signed] {
  const common = { user: p.user, token: p.token, game_code: GAME, currency: p.currency };
  const bet = { ...common, round: randomUUID(), transaction_uuid: randomUUID() };
  return [
    signed({ ...bet, request_uuid: randomUUID(), amount: 100000, round_closed: false }),
    signed({
      ...common,
      round: bet.round,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      request_uuid: randomUUID(),
      amount: 96000,
      round_closed: true,
    }),
  ];
}

/** Makes the bench's funded players with a session (bench/wallet.ts preparePlayers). */
type Prepare = (database: Database, base: string, count: number) => Promise<unknown>;

/** The catalogue's Hub88 game and, for each of the bench's players, a live launch of it. */
async function hub88Players(
  database: BenchDatabase,
  base: string,
  preparePlayers: Prepare,
): Promise<Player[]> {
  const db = database.open();
  try {
    // The bench's players, made by the run before this one on the same database, or now.
    const made = await db.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('nickname', 'like', 'Bench%')
      .executeTakeFirstOrThrow();
    if (Number(made.n) < CONNECTIONS) await preparePlayers(db, base, CONNECTIONS);
    const game = await db.db
      .insertInto('games')
      .values({
        name: 'Bench Hub88 Slot',
        image_url: '',
        have_demo: 1,
        firm_code: 'PP',
        studio_code: 'hub88',
        studio_game: GAME,
        status: 'active',
        sort_weight: 0,
        created_at: Date.now(),
        category_id: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sessions = await db.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.user_id'])
      .where('u.nickname', 'like', 'Bench%')
      .orderBy('s.id')
      .limit(CONNECTIONS)
      .execute();
    const currency = database.env.JURISDICTION === 'de' ? 'EUR' : 'TRY';
    return await Promise.all(
      sessions.map(async (s) => ({
        user: `talih${s.user_id}`,
        currency,
        token: await createLaunch(db.db, {
          userId: s.user_id,
          sessionId: s.id,
          gameId: game.id,
          studioCode: 'hub88',
        }),
      })),
    );
  } finally {
    await db.close();
  }
}

function hub88Requests(players: Player[]) {
  const pools = new Map(
    players.map((p) => [p, Array.from({ length: ROUNDS_PER_PLAYER }, () => round(p))]),
  );
  const stats = { signedLive: 0 };
  let next = 0;
  const set = (req: autocannon.Request, s: Signed) => {
    req.body = s.body;
    req.headers = { 'content-type': 'application/json', 'x-hub88-signature': s.signature };
    return req;
  };
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      path: '/provider/hub88/transaction/bet',
      setupRequest(req, context) {
        const ctx = context as { player?: Player; round?: [Signed, Signed] };
        ctx.player ??= players[next++ % players.length]!;
        ctx.round = pools.get(ctx.player)!.pop();
        if (!ctx.round) {
          stats.signedLive += 2;
          ctx.round = round(ctx.player);
        }
        return set(req, ctx.round[0]);
      },
    },
    {
      method: 'POST',
      path: '/provider/hub88/transaction/win',
      setupRequest: (req, context) => set(req, (context as { round: [Signed, Signed] }).round[1]),
    },
  ];
  return { requests, stats };
}

export async function benchHub88(
  database: BenchDatabase,
  preparePlayers: Prepare,
): Promise<Result> {
  const talih = await startTalih(database.env);
  const base = talih.base.replace('localhost', '127.0.0.1');
  try {
    const players = await hub88Players(database, base, preparePlayers);
    const { requests, stats } = hub88Requests(players);
    let firstRefusal = '';
    const isGood = (s: number, body: string) => {
      const ok = hub88Ok(s, body);
      if (!ok && !firstRefusal) firstRefusal = `HTTP ${s} ${body.slice(0, 300)}`;
      return ok;
    };
    const label = `Hub88 wallet on ${database.name}`;
    const result = await drive(base, requests, label, isGood, talih.pid);
    if (firstRefusal) console.log(`  first refused Hub88 call: ${firstRefusal}`);
    if (stats.signedLive > 0) {
      console.log(`  (${stats.signedLive} Hub88 calls signed while the clock ran)`);
    }
    return result;
  } finally {
    await talih.stop();
  }
}
