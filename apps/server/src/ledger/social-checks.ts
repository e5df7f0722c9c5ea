// Reconcile check of the social payouts against the journal (wired into `talih reconcile`):
// each paid promotion claim, rebate day and pdd prize has exactly its prize entry (named by the
// record, for the record's player and amount), an unpaid one has none, and no promotion,
// rebate or pdd prize entry exists without its record. Reports at most 100 offenders.
import type { ReconcileCheck } from './check.ts';
import { PRIZE_ENTRY_KIND, prizeKey, type PrizeSource } from './prize-movements.ts';

const REPORTED_MAX = 100;

interface Expected {
  key: string;
  userId: number;
  amountMinor: number;
  paid: boolean;
  what: string;
}

export const socialChecks: ReconcileCheck[] = [
  {
    name: 'social: each paid promotion claim, rebate day and pdd prize has exactly its prize entry',
    async run({ db }) {
      const [claims, days, prizes, entries] = await Promise.all([
        db
          .selectFrom('promotion_claims')
          .select(['promotion_id', 'user_id', 'amount_minor', 'entry_id'])
          .where('action', '=', 'claim')
          .execute(),
        db
          .selectFrom('rebate_days')
          .select(['user_id', 'day', 'amount_minor', 'status', 'entry_id'])
          .execute(),
        db
          .selectFrom('pdd_prizes')
          .select(['id', 'user_id', 'prize_minor', 'status', 'entry_id'])
          .execute(),
        db
          .selectFrom('journal_entries')
          .select(['id', 'idempotency_key', 'user_id', 'amount_minor'])
          .where('kind', '=', PRIZE_ENTRY_KIND)
          .where((eb) =>
            eb.or(
              (['promotion', 'rebate', 'pdd'] as PrizeSource[]).map((s) =>
                eb('idempotency_key', 'like', `${prizeKey(s, '')}%`),
              ),
            ),
          )
          .execute(),
      ]);
      const expected: Expected[] = [
        ...claims.map((c) => ({
          key: prizeKey('promotion', `${c.promotion_id}:${c.user_id}`),
          userId: c.user_id,
          amountMinor: c.amount_minor,
          paid: true,
          what: `promotion ${c.promotion_id} claim of user ${c.user_id}`,
        })),
        ...days.map((d) => ({
          key: prizeKey('rebate', `${d.user_id}:${d.day}`),
          userId: d.user_id,
          amountMinor: d.amount_minor,
          paid: d.status === 'paid',
          what: `rebate ${d.day} of user ${d.user_id} (${d.status})`,
        })),
        ...prizes.map((p) => ({
          key: prizeKey('pdd', String(p.id)),
          userId: p.user_id,
          amountMinor: p.prize_minor,
          paid: p.status === 'paid',
          what: `pdd prize ${p.id} of user ${p.user_id} (${p.status})`,
        })),
      ];
      const byKey = new Map(entries.map((e) => [e.idempotency_key, e]));
      const problems: string[] = [];
      const known = new Set<string>();
      for (const x of expected) {
        known.add(x.key);
        const e = byKey.get(x.key);
        if (x.paid && !e) problems.push(`${x.what} is paid but has no prize entry`);
        else if (!x.paid && e) problems.push(`${x.what} is not paid but has entry ${e.id}`);
        else if (e && (e.user_id !== x.userId || e.amount_minor !== x.amountMinor)) {
          problems.push(
            `${x.what} of ${x.amountMinor} has entry ${e.id} of ${e.amount_minor} to user ${e.user_id}`,
          );
        }
        if (problems.length >= REPORTED_MAX) return problems;
      }
      for (const e of entries) {
        if (!known.has(e.idempotency_key)) {
          problems.push(`entry ${e.id} (${e.idempotency_key}) pays no promotion, rebate or prize`);
          if (problems.length >= REPORTED_MAX) break;
        }
      }
      return problems;
    },
  },
];
