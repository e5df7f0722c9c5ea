// Hub88's operator wallet API over HTTP on both databases: every documented RS_* status and
// rule Talih answers (docs/hub88.md "Wallet rules"), with requests and answers checked against
// the documented schemas (fixtures/wallet-api.json), and the ledger reconciled after.
import { describe, expect, it } from 'vitest';
import { SIMULATOR_PRIVATE_KEY_PEM } from '@talih/sandbox/hub88/keys.ts';
import { backends } from '../../../testing/backends.ts';
import { expectReconciled } from '../../../testing/ledger.ts';
import {
  documented,
  hub88Bet,
  hub88Rollback,
  hub88Win,
  useHub88Wallet,
  uuid,
} from '../../../testing/hub88.ts';
import walletApi from '../../../adapters/games/hub88/fixtures/wallet-api.json' with { type: 'json' };

const GAME = 'pp_sweetlokum';
const OK = documented('answers', 'OkResponse');
const ANY = documented('answers', 'Response');

for (const backend of backends()) {
  describe(`hub88 wallet on ${backend.name}`, () => {
    const wallet = useHub88Wallet(backend, { games: { [GAME]: 'slot', evo_lightning: 'live' } });
    const { hub88, player, balanceOf } = wallet;

    it('the fixtures are the documented example: its bet and answer pass their own schemas', () => {
      expect(
        documented('requests', 'transaction/bet').safeParse(walletApi.examples['transaction/bet'])
          .success,
      ).toBe(true);
      expect(OK.safeParse(walletApi.examples.answer).success).toBe(true);
    });

    it('refuses a missing, forged or other-key signature with RS_ERROR_INVALID_SIGNATURE and moves nothing', async () => {
      const p = await player();
      const body = hub88Bet(p, GAME, 5_00000);
      expect(await hub88('transaction/bet', body, { signature: false })).toEqual({
        status: 'RS_ERROR_INVALID_SIGNATURE',
      });
      expect(await hub88('transaction/bet', body, { signature: 'Zm9yZ2Vk' })).toEqual({
        status: 'RS_ERROR_INVALID_SIGNATURE',
      });
      // Signed over other bytes: the same JSON with a space.
      const { signHub88, privateKeyOf } =
        await import('../../../adapters/games/hub88/signature.ts');
      const other = signHub88(
        JSON.stringify(body, null, 1),
        privateKeyOf(SIMULATOR_PRIVATE_KEY_PEM),
      );
      expect((await hub88('transaction/bet', body, { signature: other })).status).toBe(
        'RS_ERROR_INVALID_SIGNATURE',
      );
      expect(await balanceOf(p)).toBe(100_00000);
    });

    it('answers RS_ERROR_WRONG_SYNTAX for a body that is no JSON object or misses a field, RS_ERROR_WRONG_TYPES for a field of the wrong type', async () => {
      const p = await player();
      expect((await hub88('transaction/bet', null, { raw: '{not json' })).status).toBe(
        'RS_ERROR_WRONG_SYNTAX',
      );
      expect((await hub88('transaction/bet', [1, 2])).status).toBe('RS_ERROR_WRONG_SYNTAX');
      const { round: _round, ...noRound } = hub88Bet(p, GAME, 1_00000);
      const missing = await hub88('transaction/bet', noRound);
      expect(missing).toMatchObject({
        status: 'RS_ERROR_WRONG_SYNTAX',
        user: p.user,
        balance: 100_00000,
      });
      expect(ANY.safeParse(missing).success).toBe(true);
      expect(
        (await hub88('transaction/bet', hub88Bet(p, GAME, 1_00000, { amount: '1.00' }))).status,
      ).toBe('RS_ERROR_WRONG_TYPES');
      expect((await hub88('transaction/bet', hub88Bet(p, GAME, -100000))).status).toBe(
        'RS_ERROR_WRONG_TYPES',
      );
      expect(await balanceOf(p)).toBe(100_00000);
    });

    it('/user/info answers the country, jurisdiction, birth date and registration date from the profile and pack', async () => {
      const p = await player();
      await wallet
        .app()
        .database.db.insertInto('kyc_profiles')
        .values({
          user_id: p.userId,
          level: 'basic',
          birth_date: '1990-04-23',
          country: 'TR',
          updated_at: Date.now(),
        })
        .execute();
      await wallet
        .app()
        .database.db.updateTable('users')
        .set({ registered_at: Date.UTC(2026, 10, 2, 12) })
        .where('id', '=', p.userId)
        .execute();
      const req = { user: p.user, request_uuid: uuid() };
      expect(documented('requests', 'user/info').safeParse(req).success).toBe(true);
      const info = await hub88('user/info', req);
      expect(info).toEqual({
        user: p.user,
        status: 'RS_OK',
        request_uuid: req.request_uuid,
        country: 'TR',
        jurisdiction: 'SANDBOX',
        birth_date: '1990-04-23',
        registration_date: '2026-11-02',
      });
      expect(documented('answers', 'UserInfoResponse').safeParse(info).success).toBe(true);
      expect((await hub88('user/info', { user: 'talih999999', request_uuid: uuid() })).status).toBe(
        'RS_ERROR_INVALID_TOKEN',
      );
    });

    it('/user/balance answers the balance in units of 1/100000 and the currency', async () => {
      const p = await player(123_45);
      const req = { user: p.user, token: p.token, request_uuid: uuid(), game_code: GAME };
      const res = await hub88('user/balance', req);
      expect(res).toEqual({
        user: p.user,
        status: 'RS_OK',
        request_uuid: req.request_uuid,
        currency: 'TRY',
        balance: 12_345_000,
      });
      expect(OK.safeParse(res).success).toBe(true);
      expect((await hub88('user/balance', { ...req, token: 'nope' })).status).toBe(
        'RS_ERROR_INVALID_TOKEN',
      );
    });

    it('a bet takes the stake, a win pays it, both answer the balance; every call validates against the documented schemas', async () => {
      const p = await player();
      const bet = hub88Bet(p, GAME, 2_50000);
      expect(documented('requests', 'transaction/bet').safeParse(bet).success).toBe(true);
      const placed = await hub88('transaction/bet', bet);
      expect(placed).toEqual({
        user: p.user,
        status: 'RS_OK',
        request_uuid: bet.request_uuid,
        currency: 'TRY',
        balance: 97_50000,
      });
      expect(OK.safeParse(placed).success).toBe(true);
      const win = hub88Win(bet, 10_00000);
      expect(documented('requests', 'transaction/win').safeParse(win).success).toBe(true);
      const paid = await hub88('transaction/win', win);
      expect(paid).toMatchObject({
        status: 'RS_OK',
        balance: 107_50000,
        request_uuid: win.request_uuid,
      });
      expect(OK.safeParse(paid).success).toBe(true);
      const round = await wallet
        .app()
        .database.db.selectFrom('game_rounds')
        .select(['bet_minor', 'win_minor', 'status', 'studio_code'])
        .where('round_ref', '=', bet.round)
        .executeTakeFirstOrThrow();
      expect(round).toEqual({
        bet_minor: 250,
        win_minor: 1000,
        status: 'closed',
        studio_code: 'hub88',
      });
    });

    it('a repeated request_uuid answers the first answer, even after the balance moved; with another body it is RS_ERROR_DUPLICATE_TRANSACTION', async () => {
      const p = await player(10_00);
      const bet = hub88Bet(p, GAME, 20_00000);
      const first = await hub88('transaction/bet', bet);
      expect(first).toEqual({
        user: p.user,
        status: 'RS_ERROR_NOT_ENOUGH_MONEY',
        request_uuid: bet.request_uuid,
        currency: 'TRY',
        balance: 10_00000,
      });
      const { credit } = await import('../../../testing/players.ts');
      await credit(wallet.app(), p.userId, 50_00);
      // The money is there now, but this request was answered: the replay answers the same.
      expect(await hub88('transaction/bet', bet)).toEqual(first);
      expect(await balanceOf(p)).toBe(60_00000);
      const ok = hub88Bet(p, GAME, 5_00000);
      const okFirst = await hub88('transaction/bet', ok);
      expect(okFirst.balance).toBe(55_00000);
      expect(await hub88('transaction/bet', ok)).toEqual(okFirst);
      expect(await balanceOf(p)).toBe(55_00000);
      const other = await hub88('transaction/bet', {
        ...hub88Bet(p, GAME, 1_00000),
        request_uuid: ok.request_uuid,
      });
      expect(other.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
      expect(await balanceOf(p)).toBe(55_00000);
    });

    it('a transaction_uuid seen again with another amount, round, player or game is RS_ERROR_DUPLICATE_TRANSACTION; the same one answers the first result', async () => {
      const p = await player();
      const q = await player();
      const bet = hub88Bet(p, GAME, 3_00000);
      expect((await hub88('transaction/bet', bet)).balance).toBe(97_00000);
      const again = (change: Record<string, unknown>) =>
        hub88('transaction/bet', { ...bet, request_uuid: uuid(), ...change });
      expect((await again({})).balance).toBe(97_00000);
      expect((await again({ amount: 4_00000 })).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
      expect((await again({ round: uuid() })).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
      expect((await again({ user: q.user, token: q.token })).status).toBe(
        'RS_ERROR_DUPLICATE_TRANSACTION',
      );
      expect(await balanceOf(p)).toBe(97_00000);
      expect(await balanceOf(q)).toBe(100_00000);
      const win = hub88Win(bet, 1_00000);
      expect((await hub88('transaction/win', win)).balance).toBe(98_00000);
      expect(
        (await hub88('transaction/win', { ...win, request_uuid: uuid(), amount: 2_00000 })).status,
      ).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
      expect(await balanceOf(p)).toBe(98_00000);
    });

    it('a win or rollback of a bet never taken is RS_ERROR_TRANSACTION_DOES_NOT_EXIST, and the late bet is then refused', async () => {
      const p = await player();
      const bet = hub88Bet(p, GAME, 4_00000);
      const win = await hub88('transaction/win', hub88Win(bet, 8_00000));
      expect(win).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        balance: 100_00000,
      });
      const rollback = await hub88('transaction/rollback', hub88Rollback(bet));
      expect(rollback).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        balance: 100_00000,
      });
      expect(ANY.safeParse(rollback).success).toBe(true);
      // The bet that was cancelled before it came is not taken.
      expect((await hub88('transaction/bet', bet)).status).not.toBe('RS_OK');
      expect(await balanceOf(p)).toBe(100_00000);
    });

    it('a rollback gives the stake back once, a win of the rolled-back bet is RS_ERROR_TRANSACTION_DOES_NOT_EXIST', async () => {
      const p = await player();
      const bet = hub88Bet(p, GAME, 6_00000);
      await hub88('transaction/bet', bet);
      const rollback = hub88Rollback(bet);
      expect(documented('requests', 'transaction/rollback').safeParse(rollback).success).toBe(true);
      const undone = await hub88('transaction/rollback', rollback);
      expect(undone).toEqual({
        user: p.user,
        status: 'RS_OK',
        request_uuid: rollback.request_uuid,
        currency: 'TRY',
        balance: 100_00000,
      });
      expect(
        (await hub88('transaction/rollback', { ...rollback, request_uuid: uuid() })).balance,
      ).toBe(100_00000);
      expect(await hub88('transaction/rollback', rollback)).toEqual(undone);
      expect((await hub88('transaction/win', hub88Win(bet, 1_00000))).status).toBe(
        'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      );
      expect(await balanceOf(p)).toBe(100_00000);
    });

    it('an expired token refuses a bet with RS_ERROR_TOKEN_EXPIRED but never a win or a rollback', async () => {
      const p = await player();
      const open = hub88Bet(p, GAME, 1_00000);
      const toCancel = hub88Bet(p, GAME, 2_00000);
      await hub88('transaction/bet', open);
      await hub88('transaction/bet', toCancel);
      await wallet
        .app()
        .database.db.updateTable('sessions')
        .set({ revoked_at: Date.now() })
        .where('id', '=', p.sessionId)
        .execute();
      expect(await hub88('transaction/bet', hub88Bet(p, GAME, 1_00000))).toMatchObject({
        status: 'RS_ERROR_TOKEN_EXPIRED',
        balance: 97_00000,
      });
      expect((await hub88('transaction/win', hub88Win(open, 3_00000))).status).toBe('RS_OK');
      expect((await hub88('transaction/rollback', hub88Rollback(toCancel))).status).toBe('RS_OK');
      // 100 - 1 - 2 (bets) + 3 (win) + 2 (rollback).
      expect(await balanceOf(p)).toBe(102_00000);
    });

    it('an unknown token is RS_ERROR_INVALID_TOKEN, another game RS_ERROR_INVALID_GAME, another currency RS_ERROR_WRONG_CURRENCY, a sub-cent amount RS_ERROR_WRONG_TYPES: nothing moves', async () => {
      const p = await player();
      expect(
        (await hub88('transaction/bet', hub88Bet({ ...p, token: 'nope' }, GAME, 1_00000))).status,
      ).toBe('RS_ERROR_INVALID_TOKEN');
      expect((await hub88('transaction/bet', hub88Bet(p, 'evo_lightning', 1_00000))).status).toBe(
        'RS_ERROR_INVALID_GAME',
      );
      expect(
        (await hub88('transaction/bet', hub88Bet(p, GAME, 1_00000, { currency: 'EUR' }))).status,
      ).toBe('RS_ERROR_WRONG_CURRENCY');
      // 1.005 TRY: half a kuruş is not rounded either way.
      expect((await hub88('transaction/bet', hub88Bet(p, GAME, 100_500))).status).toBe(
        'RS_ERROR_WRONG_TYPES',
      );
      expect((await hub88('transaction/bet', hub88Bet(p, GAME, 1))).status).toBe(
        'RS_ERROR_WRONG_TYPES',
      );
      const bet = hub88Bet(p, GAME, 1_00000);
      await hub88('transaction/bet', bet);
      expect((await hub88('transaction/win', hub88Win(bet, 2_00999))).status).toBe(
        'RS_ERROR_WRONG_TYPES',
      );
      expect(
        (await hub88('transaction/bet', hub88Bet({ ...p, user: 'someone' }, GAME, 1_00000))).status,
      ).toBe('RS_ERROR_INVALID_TOKEN');
      expect(await balanceOf(p)).toBe(99_00000);
    });

    it('not enough money is RS_ERROR_NOT_ENOUGH_MONEY with the balance', async () => {
      const p = await player(3_00);
      expect(await hub88('transaction/bet', hub88Bet(p, GAME, 3_01000))).toMatchObject({
        status: 'RS_ERROR_NOT_ENOUGH_MONEY',
        currency: 'TRY',
        balance: 3_00000,
      });
    });

    it('a player blocked by staff, timed out or self-excluded is RS_ERROR_USER_DISABLED', async () => {
      const blocked = await player();
      await wallet
        .app()
        .database.db.insertInto('player_blocks')
        .values({
          user_id: blocked.userId,
          scope: 'bet',
          reason: 'test',
          staff_name: 'test',
          created_at: Date.now(),
        })
        .execute();
      expect((await hub88('transaction/bet', hub88Bet(blocked, GAME, 1_00000))).status).toBe(
        'RS_ERROR_USER_DISABLED',
      );
      for (const kind of ['time_out', 'self_exclusion'] as const) {
        const p = await player();
        const now = Date.now();
        await wallet
          .app()
          .database.db.insertInto('player_exclusions')
          .values({
            user_id: p.userId,
            kind,
            starts_at: now - 1000,
            ends_at: now + 86_400_000,
            lift_at: kind === 'self_exclusion' ? now + 86_400_000 : null,
            reason: null,
            set_by: 'player',
            created_at: now,
          })
          .execute();
        expect((await hub88('transaction/bet', hub88Bet(p, GAME, 1_00000))).status).toBe(
          'RS_ERROR_USER_DISABLED',
        );
        expect(await balanceOf(p)).toBe(100_00000);
      }
    });

    it('every call left the ledger reconciled', async () => {
      await expectReconciled(wallet.app());
    });
  });
}
