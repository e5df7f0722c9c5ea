// Hub88's transaction lists against the ledger (docs/hub88.md "Daily reconciliation"), for
// every day fetched in the last 120 days (Hub88 keeps transactions for 4 months): each
// difference names the round. Hub88's side is what ./transactions.ts kept; the ledger's is
// the entries keyed game:hub88:<transaction_uuid>, and for free bets the rows that stand for
// them (hub88_free_bets, free_spin_wins).
import { sql, type Kysely } from 'kysely';
import { minorToDecimal } from '@talih/contracts/money.ts';
import type { DB } from '../../../db/schema.ts';
import type { ReconcileCheck } from '../../../ledger/check.ts';
import { HUB88_UNITS_PER_MINOR } from './protocol.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const KEPT_DAYS = 120;
/** Near midnight the two sides may date a transaction apart: checked once the next day is in. */
const MIDNIGHT_MARGIN_MS = 5 * 60 * 1000;
const MAX = 100;

const LEDGER_KIND = { bet: 'game_bet', win: 'game_win', rollback: 'game_rollback' } as const;
const amount = (units: number) => minorToDecimal(units / HUB88_UNITS_PER_MINOR);

interface Listed {
  transaction_uuid: string;
  kind: 'bet' | 'win' | 'rollback';
  status: string;
  round: string;
  amount_units: number;
  is_free: number;
  entry_kind: string | null;
  entry_minor: number | null;
  entry_reverses: number | null;
  rolled_back: number | null;
  free_bet: string | null;
  free_bet_rolled_back: number | null;
  free_win_minor: number | null;
}

async function listedRows(db: Kysely<DB>, day: string) {
  const { rows } = await sql<Listed>`
    select l.transaction_uuid, l.kind, l.status, l.round, l.amount_units, l.is_free,
      e.kind as entry_kind, e.amount_minor as entry_minor, e.reverses_entry_id as entry_reverses,
      (select count(*) from journal_entries r
        where r.reverses_entry_id = e.id and r.kind = 'game_rollback') as rolled_back,
      f.transaction_uuid as free_bet, f.rolled_back as free_bet_rolled_back,
      w.amount_minor as free_win_minor
    from hub88_listed_transactions l
    left join journal_entries e on e.idempotency_key = ${'game:hub88:'} || l.transaction_uuid
    left join hub88_free_bets f on f.transaction_uuid = l.transaction_uuid
    left join free_spin_wins w on w.studio_code = 'hub88' and w.transaction_id = l.transaction_uuid
    where l.day = ${day}`.execute(db);
  return rows;
}

/** What is wrong with one listed transaction, as the ledger has it; null when they agree. */
export function listedDifference(l: Listed): string | null {
  const what = `round ${l.round || '?'}: Hub88's ${l.kind} ${l.transaction_uuid}`;
  const units = Number(l.amount_units);
  if (l.is_free) return freeDifference(l, what, units);
  const taken = l.entry_kind !== null;
  if (l.status === 'TS_DECLINED') {
    // A rollback of a bet the ledger never took is answered "does not exist" (listed declined)
    // yet recorded, moving nothing, so that the late bet is refused: that is agreement.
    const recordedOnly =
      l.kind === 'rollback' && l.entry_kind === 'game_rollback' && l.entry_reverses === null;
    return taken && !recordedOnly ? `${what} was declined, the ledger took it` : null;
  }
  if (!taken) return `${what} of ${amount(units)} is not in the ledger`;
  if (l.entry_kind !== LEDGER_KIND[l.kind]) return `${what} is a ${l.entry_kind} in the ledger`;
  const ledgerUnits = Number(l.entry_minor) * HUB88_UNITS_PER_MINOR;
  if (l.kind !== 'rollback' && ledgerUnits !== units) {
    return `${what} is ${amount(units)} at Hub88, ${amount(ledgerUnits)} in the ledger`;
  }
  const rolledBack = Number(l.rolled_back) > 0;
  if (l.kind === 'bet' && rolledBack !== (l.status === 'TS_ROLLBACK')) {
    return rolledBack
      ? `${what} is ${l.status} at Hub88 but rolled back in the ledger`
      : `${what} is rolled back at Hub88 but not in the ledger`;
  }
  return null;
}

function freeDifference(l: Listed, what: string, units: number): string | null {
  if (l.status === 'TS_DECLINED' || l.kind === 'rollback') return null;
  if (l.kind === 'bet' && l.free_bet === null) return `${what} (free) was never taken`;
  if (l.kind === 'bet' && Boolean(l.free_bet_rolled_back) !== (l.status === 'TS_ROLLBACK')) {
    return `${what} (free) is ${l.status} at Hub88, the wallet says otherwise`;
  }
  if (l.kind === 'win') {
    if (l.free_win_minor === null) return `${what} (free) of ${amount(units)} was never paid`;
    const paid = Number(l.free_win_minor) * HUB88_UNITS_PER_MINOR;
    if (paid !== units) return `${what} (free) is ${amount(units)} at Hub88, paid ${amount(paid)}`;
  }
  return null;
}

/** The ledger's Hub88 entries of the day that Hub88 does not list on any fetched day. */
async function unlisted(db: Kysely<DB>, day: string, nextFetched: boolean) {
  const from = Date.parse(`${day}T00:00:00Z`);
  const to = from + DAY_MS - (nextFetched ? 0 : MIDNIGHT_MARGIN_MS);
  const { rows } = await sql<{ idempotency_key: string; kind: string; detail: string }>`
    select e.idempotency_key, e.kind, e.detail
    from journal_entries e
    left join hub88_listed_transactions l on l.transaction_uuid = substr(e.idempotency_key, 12)
    where e.kind in ('game_bet', 'game_win', 'game_rollback')
      and e.idempotency_key like 'game:hub88:%'
      and e.created_at >= ${from} and e.created_at < ${to}
      and l.transaction_uuid is null
    limit ${MAX}`.execute(db);
  return rows.map((e) => {
    const round = (JSON.parse(e.detail) as { roundId?: string }).roundId ?? '?';
    const uuid = e.idempotency_key.slice('game:hub88:'.length);
    return `round ${round}: the ledger's ${e.kind} ${uuid} is not in Hub88's list`;
  });
}

export const hub88Checks: ReconcileCheck[] = [
  {
    name: "hub88: every fetched day's transaction list agrees with the ledger",
    async run({ db }, settings) {
      const since = new Date(settings.now - KEPT_DAYS * DAY_MS).toISOString().slice(0, 10);
      const days = await db
        .selectFrom('hub88_listed_days')
        .select('day')
        .where('day', '>=', since)
        .orderBy('day')
        .execute();
      const fetched = new Set(days.map((d) => d.day));
      const found: string[] = [];
      for (const { day } of days) {
        for (const l of await listedRows(db, day)) {
          const difference = listedDifference(l);
          if (difference) found.push(difference);
        }
        const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
        found.push(...(await unlisted(db, day, fetched.has(next))));
        if (found.length >= MAX) break;
      }
      return found.slice(0, MAX);
    },
  },
];
