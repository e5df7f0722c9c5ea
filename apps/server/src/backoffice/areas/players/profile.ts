// The 360 view's head: who the player is, their status and VIP level, and the balances of
// their ledger accounts (each read from the account's cached balance, which reconcile proves
// equal to the sum of its lines).
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { vipLevelOf } from '../../../modules/engagement/vip/vip.ts';
import { blocksOf, tagsOf } from './list-details.ts';

/**
 * The player account kinds a balance is shown for. `player_debt` arrives with another
 * branch; until then no such account exists and the debt reads 0.
 */
export const BALANCE_KINDS = ['player_cash', 'player_bonus', 'withdrawal_pending', 'player_debt'];
export type BalanceKind = 'player_cash' | 'player_bonus' | 'withdrawal_pending' | 'player_debt';

export async function balancesOf(db: Kysely<DB>, userId: number) {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance_minor'])
    .where('kind', 'in', BALANCE_KINDS as never[])
    .where('owner', '=', String(userId))
    .where('shard', '=', 0)
    .execute();
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance_minor ?? 0;
  return {
    cashMinor: of('player_cash'),
    bonusMinor: of('player_bonus'),
    pendingWithdrawalMinor: of('withdrawal_pending'),
    debtMinor: of('player_debt'),
  };
}

export async function playerProfile(db: Kysely<DB>, userId: number) {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('role', '=', 'player')
    .executeTakeFirst();
  if (!user) throw new AppError('errors.boPlayers.notFound');
  const [balances, vip, blocks, tags, card, blockRows] = await Promise.all([
    balancesOf(db, userId),
    vipLevelOf(db, userId),
    blocksOf(db, [userId]),
    tagsOf(db, [userId]),
    db.selectFrom('bank_cards').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('player_blocks')
      .select(['scope', 'reason', 'staff_name', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('scope')
      .execute(),
  ]);
  return {
    userId: user.id,
    nickname: user.nickname,
    realName: user.real_name,
    mobile: user.mobile,
    email: user.email,
    lang: user.lang,
    createdAt: user.created_at,
    registeredAt: user.registered_at,
    lastLoginAt: user.last_login_at,
    hasWithdrawPassword: user.withdraw_password_hash !== null,
    vipLevel: vip.level,
    blocks: blocks.get(userId) ?? [],
    tags: tags.get(userId) ?? [],
    blockDetails: blockRows.map((b) => ({
      scope: b.scope,
      reason: b.reason,
      staffName: b.staff_name,
      createdAt: b.created_at,
    })),
    bankCard: card
      ? { holderName: card.holder_name, bankName: card.bank_name, iban: card.iban }
      : null,
    ...balances,
  };
}

/** The lines of one of the player's accounts, newest first, with the balance after each. */
export async function ledgerEntries(
  db: Kysely<DB>,
  userId: number,
  kind: BalanceKind,
  page: { page: number; pageSize: number },
) {
  const account = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', kind as never)
    .where('owner', '=', String(userId))
    .where('shard', '=', 0)
    .executeTakeFirst();
  if (!account) return { total: 0, list: [] };
  const [count, rows] = await Promise.all([
    db
      .selectFrom('journal_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('journal_lines')
      .innerJoin('journal_entries', 'journal_entries.id', 'journal_lines.entry_id')
      .select([
        'journal_entries.id as entryId',
        'journal_entries.kind as kind',
        'journal_entries.idempotency_key as key',
        'journal_lines.amount_minor as amountMinor',
        'journal_lines.balance_after_minor as balanceAfterMinor',
        'journal_entries.reason as reason',
        'journal_entries.created_at as createdAt',
      ])
      .where('journal_lines.account_id', '=', account.id)
      .orderBy('journal_lines.id', 'desc')
      .offset((page.page - 1) * page.pageSize)
      .limit(page.pageSize)
      .execute(),
  ]);
  return { total: Number(count.n), list: rows };
}
