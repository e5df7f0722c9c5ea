// `talih credit|debit <userid> <amount> --reason "..."`: an operator's balance correction. One
// journal entry against the house with the reason, and an audit row, in one transaction.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { decimalToMinor } from '@talih/contracts/money.ts';
import { money } from './money.ts';
import type { Cache } from '../cache/cache.ts';
import type { Database } from '../db/database.ts';
import { adjustPlayer } from '@talih/contracts/backoffice/players.ts';
import { runAsStaff } from './as-staff.ts';
import type { AsStaff } from './command.ts';
import { LedgerError } from '../ledger/errors.ts';
import { createLedger } from '../ledger/ledger.ts';
import { postAdjustment } from '../modules/payments/adjustments.ts';

export interface AdjustArgs {
  direction: 'credit' | 'debit';
  userId: string | undefined;
  amount: string | undefined;
  reason: string | undefined;
  key: string | undefined;
  /** `--as <staff name>`: a manual adjustment as that staff member (four-eyes above the threshold). */
  as?: AsStaff;
}

export async function adjustBalance(
  database: Database,
  cache: Cache | undefined,
  args: AdjustArgs,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const usage = `usage: npm run talih -- ${args.direction} <userid> <amount> --reason "..." [--key <idempotency key>]`;
  const userId = Number(args.userId);
  if (!args.userId || !Number.isSafeInteger(userId) || userId <= 0) {
    err(`${args.direction}: <userid> must be a user id as getUserInfo answers it\n${usage}`);
    return 2;
  }
  let amountMinor: number;
  try {
    amountMinor = decimalToMinor(args.amount ?? '');
  } catch {
    err(`${args.direction}: <amount> must be a positive amount like 12.50\n${usage}`);
    return 2;
  }
  if (amountMinor <= 0) {
    err(`${args.direction}: <amount> must be more than zero\n${usage}`);
    return 2;
  }
  const reason = args.reason?.trim() ?? '';
  if (reason.length < 3 || reason.length > 500) {
    err(`${args.direction}: --reason is required (3 to 500 characters)\n${usage}`);
    return 2;
  }
  const user = await database.db
    .selectFrom('users')
    .select(['id', 'role', 'nickname'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) {
    err(`${args.direction}: no user ${userId}`);
    return 1;
  }
  if (user.role !== 'player') {
    err(`${args.direction}: user ${userId} is a tourist; only registered players hold money`);
    return 1;
  }

  if (args.as) {
    try {
      const result = await runAsStaff(
        { config: args.as.config, database, cache, areas: args.as.areas },
        args.as.name,
        adjustPlayer,
        {
          userId,
          direction: args.direction,
          amountMinor,
          reason,
          requestKey: args.key ?? randomUUID(),
        },
      );
      out(`${args.direction} as ${args.as.name}: ${JSON.stringify(result)}`);
      return 0;
    } catch (e) {
      err(`${args.direction}: ${(e as Error).message}`);
      return 1;
    }
  }
  const actor = `cli:${os.userInfo().username}`;
  const ledger = createLedger({ db: database.db, cache });
  try {
    const posted = await postAdjustment(
      { ledger },
      {
        direction: args.direction,
        userId,
        amountMinor,
        reason,
        key: args.key ?? randomUUID(),
        actor,
        actorType: 'cli',
      },
    );
    out(
      `${args.direction}: ${posted.replayed ? 'already done (same key); nothing moved' : `${money(amountMinor)} ${args.direction === 'credit' ? 'to' : 'from'} user ${userId} (${user.nickname})`}; entry ${posted.entryId}; balance ${money(posted.playerBalanceMinor ?? 0)}`,
    );
    return 0;
  } catch (e) {
    if (e instanceof LedgerError) {
      err(
        e.code === 'INSUFFICIENT_FUNDS'
          ? `${args.direction}: the player's balance is less than ${money(amountMinor)}; nothing moved`
          : `${args.direction}: ${e.message}; nothing moved`,
      );
      return 1;
    }
    throw e;
  }
}
