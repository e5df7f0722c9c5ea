// Reconcile checks of the sportsbook against the journal (wired into `talih reconcile`): the
// clearing account holds exactly the stakes of open bets; every bet took its stake once and
// paid the player exactly what its row says (the chain of settlement differences adds up to
// its payout), with its settlements numbered 1..n without a gap. At most 100 offenders each.
import { sql } from 'kysely';
import type { ReconcileCheck } from '../cli/reconcile.ts';
import { BET_ENTRY_KINDS } from './bet-movements.ts';

const BET_KINDS = Object.values(BET_ENTRY_KINDS);

export const betChecks: ReconcileCheck[] = [
  {
    name: 'sportsbook: the clearing account holds exactly the stakes of open bets',
    async run({ db }) {
      const clearing = await db
        .selectFrom('ledger_accounts')
        .select(sql<string | number | null>`sum(balance_minor)`.as('total'))
        .where('kind', '=', 'sportsbook_clearing')
        .executeTakeFirst();
      const open = await db
        .selectFrom('sport_bets')
        .select(sql<string | number | null>`sum(stake_minor)`.as('total'))
        .where('status', '=', 'open')
        .where('settle_version', '=', 0)
        .executeTakeFirst();
      const a = Number(clearing?.total ?? 0);
      const b = Number(open?.total ?? 0);
      return a === b ? [] : [`sportsbook clearing holds ${a} but open bets staked ${b}`];
    },
  },
  {
    name: 'sportsbook: every bet took its stake once and paid exactly its settlements',
    async run({ db }) {
      const lines = await db
        .selectFrom('journal_entries as e')
        .innerJoin('journal_lines as l', 'l.entry_id', 'e.id')
        .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
        .select(['e.kind', 'e.idempotency_key', 'l.amount_minor'])
        .where('e.kind', 'in', BET_KINDS)
        .where('a.kind', '=', 'player_cash')
        .execute();
      const settleKeys = await db
        .selectFrom('journal_entries')
        .select('idempotency_key')
        .where('kind', '=', BET_ENTRY_KINDS.settle)
        .execute();
      const byBet = new Map<string, { staked: number; paid: number; versions: number[] }>();
      const of = (key: string) => {
        const betNo = key.split(':')[1] ?? '';
        let v = byBet.get(betNo);
        if (!v) byBet.set(betNo, (v = { staked: 0, paid: 0, versions: [] }));
        return v;
      };
      for (const l of lines) {
        const v = of(l.idempotency_key);
        if (l.kind === BET_ENTRY_KINDS.place) v.staked -= Number(l.amount_minor);
        else v.paid += Number(l.amount_minor);
      }
      for (const k of settleKeys)
        of(k.idempotency_key).versions.push(Number(k.idempotency_key.split(':')[3]));
      const bets = await db
        .selectFrom('sport_bets')
        .select(['bet_no', 'stake_minor', 'payout_minor', 'settle_version', 'status'])
        .execute();
      const problems: string[] = [];
      for (const bet of bets) {
        if (problems.length >= 100) break;
        const v = byBet.get(bet.bet_no) ?? { staked: 0, paid: 0, versions: [] };
        byBet.delete(bet.bet_no);
        if (v.staked !== Number(bet.stake_minor)) {
          problems.push(
            `bet ${bet.bet_no} staked ${v.staked} in the journal, ${bet.stake_minor} on its row`,
          );
        }
        if (v.paid !== Number(bet.payout_minor)) {
          problems.push(
            `bet ${bet.bet_no} paid ${v.paid} in the journal, ${bet.payout_minor} on its row`,
          );
        }
        const versions = v.versions.sort((x, y) => x - y);
        if (versions.length !== bet.settle_version || versions.some((x, i) => x !== i + 1)) {
          problems.push(
            `bet ${bet.bet_no} has settlements [${versions.join(',')}] but version ${bet.settle_version}`,
          );
        }
      }
      for (const betNo of [...byBet.keys()].slice(0, 100)) {
        problems.push(`journal entries name bet ${betNo}, which does not exist`);
      }
      return problems;
    },
  },
];
