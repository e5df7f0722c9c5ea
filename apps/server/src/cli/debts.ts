// `talih debts list`: the players who owe the house (a bet resettled after it paid, beyond
// the cash they held; ledger/debt.ts), largest first. Later credits repay a debt by themselves;
// an operator can also credit the player (`talih credit`), which repays it first as well.
import type { Kysely } from 'kysely';
import { money } from './money.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

export interface PlayerDebt {
  userId: number;
  owedMinor: number;
}

/** Players who owe something, largest debt first; only the given players when named. */
export async function playerDebts(
  db: Kysely<DB>,
  userIds?: number[],
  limit = 100,
): Promise<PlayerDebt[]> {
  if (userIds && userIds.length === 0) return [];
  let q = db
    .selectFrom('ledger_accounts')
    .select(['owner', 'balance_minor'])
    .where('kind', '=', 'player_debt')
    .where('balance_minor', '<', 0);
  if (userIds) q = q.where('owner', 'in', userIds.map(String));
  const rows = await q.orderBy('balance_minor').limit(limit).execute();
  return rows.map((r) => ({ userId: Number(r.owner), owedMinor: -Number(r.balance_minor) }));
}

export function debtLine(d: PlayerDebt): string {
  return `player ${d.userId} owes ${money(d.owedMinor)}`;
}

export async function debtsCommand(
  database: Database,
  action: string | undefined,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  if (action !== 'list') {
    err('usage: debts list');
    return 2;
  }
  const debts = await playerDebts(database.db);
  if (debts.length === 0) {
    out('debts: no player owes anything');
    return 0;
  }
  const total = debts.reduce((s, d) => s + d.owedMinor, 0);
  out('player        owed');
  for (const d of debts) out(`${String(d.userId).padEnd(8)} ${money(d.owedMinor).padStart(10)}`);
  out(`debts: ${debts.length} player(s) owe ${money(total)}`);
  return 0;
}
