// What a wallet bet and win send PostgreSQL, counted: each statement is a network round trip
// (BEGIN goes with the first statement, db/pg-begin-with-first.ts; the COMMIT with the
// movement's statement, the transaction's last, db/commits-with-it.ts; a write
// whose answer is not read goes with the next, db/answer-unread.ts; the bet's tombstone and the
// win's debt are read by the movement's own statement, ledger/post-pg.ts StatementChecks; a
// win's addition to the play session goes with the movement, protection/play-sessions.ts; a
// stake's is made by the guard's statement, protection/guard-pg.ts), and
// round trips are most of a wallet call's cost there (docs/performance.md "The wallet's hot
// path"). A change that adds one fails here; one that takes one away updates the figure.
// bench/wallet-round-trips.ts prints the same counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestApp } from '../../testing/backends.ts';
import { watchPgSends } from '../../testing/pg-sent.ts';
import {
  betBody,
  openWalletTestApp,
  studioClient,
  txId,
  walletPlayer,
} from '../../testing/players.ts';

const postgres = backends().find((b) => b.databaseUrl);

describe.runIf(postgres)('wallet round trips on PostgreSQL', () => {
  let t: TestApp;
  let studio: ReturnType<typeof studioClient>;
  let watch: ReturnType<typeof watchPgSends>;
  /** The texts of the statements sent unnamed (db/pg-named-statements.ts), while counting. */
  let unnamed: string[] = [];
  beforeAll(async () => {
    // Before the app opens its pool (testing/pg-sent.ts).
    watch = watchPgSends();
    t = await openWalletTestApp(postgres!);
    studio = studioClient(t);
  });
  afterAll(async () => {
    watch.restore();
    await t.dispose();
  });

  async function counted(call: () => Promise<unknown>) {
    const sent = await watch.counted(call);
    unnamed = sent.filter((s) => !s.name).map((s) => s.text);
    return sent.length;
  }

  it('sends 3 statements for a bet and 2 for its win', async () => {
    const p = await walletPlayer(t, 100_00);
    const round = async () => {
      const bet = betBody(p, '1.00');
      const win = { ...bet, transactionId: txId(), amount: '0.50', roundClosed: true };
      const betSent = await counted(() => studio('bet', bet));
      const winSent = await counted(() => studio('win', win));
      return { bet: betSent, win: winSent };
    };
    // The first calls learn the accounts and fill the launch cache; a text is named from its
    // third run, and a write goes with the next statement only once it is prepared.
    for (let i = 0; i < 3; i++) await round();
    expect(await round()).toEqual({ bet: 3, win: 2 });
  });

  it('runs every statement of a bet and a win named once warm, COMMIT sent with the last', async () => {
    // A text whose result comes from `*` is never named (db/row-columns.ts says why): one that
    // creeps back into the wallet's hot path shows here, parsed and planned on every call.
    const p = await walletPlayer(t, 100_00);
    const unnamedOf = async (body: object, action: 'bet' | 'win') => {
      await counted(async () => expect(await studio(action, body)).toMatchObject({ status: 'OK' }));
      return unnamed;
    };
    for (let i = 0; i < 3; i++) {
      const bet = betBody(p, '1.00');
      await studio('bet', bet);
      await studio('win', { ...bet, transactionId: txId(), amount: '0.50', roundClosed: true });
    }
    const bet = betBody(p, '1.00');
    expect(await unnamedOf(bet, 'bet')).toEqual([]);
    const win = { ...bet, transactionId: txId(), amount: '0.50', roundClosed: true };
    expect(await unnamedOf(win, 'win')).toEqual([]);
  });

  it('answers a replayed win and refuses a win without a bet, from one look-up', async () => {
    const p = await walletPlayer(t, 100_00);
    const bet = betBody(p, '2.00');
    const win = { ...bet, transactionId: txId(), amount: '3.00', roundClosed: true };
    expect(await studio('bet', bet)).toMatchObject({ status: 'OK', balance: '98.00' });
    const first = await studio('win', win);
    expect(first).toMatchObject({ status: 'OK', balance: '101.00' });
    // A replay answers the first result: the look-up (with BEGIN), the entry read again for its
    // request's hash, commit.
    expect(await counted(async () => expect(await studio('win', win)).toEqual(first))).toBe(3);
    const orphan = { ...betBody(p, '1.00'), transactionId: txId(), amount: '1.00' };
    expect(await studio('win', orphan)).toMatchObject({ status: 'ERROR', code: 'BAD_REQUEST' });
  });
});
