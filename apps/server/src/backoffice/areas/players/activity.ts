// The 360 view's lists: deposits, withdrawals, game rounds, sport bets, sessions, devices and
// notes of one player, each paged, newest first.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

export type ActivityList =
  'deposits' | 'withdrawals' | 'rounds' | 'sportBets' | 'sessions' | 'devices' | 'notes';

export interface Page {
  page: number;
  pageSize: number;
}

type Row = Record<string, string | number | null>;

async function paged(
  q: { count: () => Promise<{ n: number | string }>; rows: (p: Page) => Promise<Row[]> },
  page: Page,
) {
  const [count, rows] = await Promise.all([q.count(), q.rows(page)]);
  return { total: Number(count.n), rows };
}

const offset = (p: Page) => (p.page - 1) * p.pageSize;

export function playerActivity(db: Kysely<DB>, userId: number, list: ActivityList, page: Page) {
  switch (list) {
    case 'deposits': {
      const base = db.selectFrom('deposit_orders').where('user_id', '=', userId);
      return paged(
        {
          count: () =>
            base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
          rows: (p) =>
            base
              .select([
                'order_no as orderNo',
                'method',
                'amount_minor as amountMinor',
                'status',
                'reference',
                'fail_reason as reason',
                'created_at as createdAt',
                'confirmed_at as settledAt',
              ])
              .orderBy('id', 'desc')
              .offset(offset(p))
              .limit(p.pageSize)
              .execute(),
        },
        page,
      );
    }
    case 'withdrawals': {
      const base = db.selectFrom('withdrawals').where('user_id', '=', userId);
      return paged(
        {
          count: () =>
            base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
          rows: (p) =>
            base
              .select([
                'order_no as orderNo',
                'amount_minor as amountMinor',
                'status',
                'iban',
                'bank_name as bankName',
                'reviewed_by as reviewedBy',
                'fail_reason as reason',
                'created_at as createdAt',
                'updated_at as updatedAt',
              ])
              .orderBy('id', 'desc')
              .offset(offset(p))
              .limit(p.pageSize)
              .execute(),
        },
        page,
      );
    }
    case 'rounds': {
      const base = db.selectFrom('game_rounds').where('game_rounds.user_id', '=', userId);
      return paged(
        {
          count: () =>
            base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
          rows: (p) =>
            base
              .leftJoin('games', 'games.id', 'game_rounds.game_id')
              .select([
                'game_rounds.round_ref as roundRef',
                'games.name as gameName',
                'game_rounds.studio_code as studio',
                'game_rounds.bet_minor as betMinor',
                'game_rounds.win_minor as winMinor',
                'game_rounds.status as status',
                'game_rounds.created_at as createdAt',
              ])
              .orderBy('game_rounds.id', 'desc')
              .offset(offset(p))
              .limit(p.pageSize)
              .execute(),
        },
        page,
      );
    }
    case 'sportBets': {
      const base = db.selectFrom('sport_bets').where('user_id', '=', userId);
      return paged(
        {
          count: () =>
            base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
          rows: (p) =>
            base
              .select([
                'bet_no as betNo',
                'kind',
                'stake_minor as stakeMinor',
                'total_odds_x100 as oddsX100',
                'payout_minor as payoutMinor',
                'status',
                'placed_at as createdAt',
                'settled_at as settledAt',
              ])
              .orderBy('id', 'desc')
              .offset(offset(p))
              .limit(p.pageSize)
              .execute(),
        },
        page,
      );
    }
    case 'sessions': {
      const base = db.selectFrom('sessions').where('user_id', '=', userId);
      return paged(
        {
          count: () =>
            base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
          rows: (p) =>
            base
              .select([
                'id',
                'ip',
                'user_agent as userAgent',
                'created_at as createdAt',
                'last_seen_at as lastSeenAt',
                'expires_at as expiresAt',
                'revoked_at as revokedAt',
              ])
              .orderBy('id', 'desc')
              .offset(offset(p))
              .limit(p.pageSize)
              .execute(),
        },
        page,
      );
    }
    case 'devices': {
      const base = db.selectFrom('user_devices').where('user_id', '=', userId);
      return paged(
        {
          count: () =>
            base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
          rows: (p) =>
            base
              .select([
                'device_number as deviceNumber',
                'first_seen_at as createdAt',
                'last_seen_at as lastSeenAt',
              ])
              .orderBy('last_seen_at', 'desc')
              .offset(offset(p))
              .limit(p.pageSize)
              .execute(),
        },
        page,
      );
    }
    case 'notes': {
      const base = db.selectFrom('player_notes').where('user_id', '=', userId);
      return paged(
        {
          count: () =>
            base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
          rows: (p) =>
            base
              .select(['id', 'staff_name as staffName', 'body', 'created_at as createdAt'])
              .orderBy('id', 'desc')
              .offset(offset(p))
              .limit(p.pageSize)
              .execute(),
        },
        page,
      );
    }
  }
}
