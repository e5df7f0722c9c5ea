// Reconcile checks of the engagement prizes against the journal (wired into `talih
// reconcile`): every claimed mail attachment, sign-in day and winning wheel spin has exactly
// its prize entry (same player, same amount), and no mail, sign-in or wheel prize entry lacks
// its record. Each check reports at most 100 offenders.
import { sql } from 'kysely';
import type { ReconcileCheck } from './check.ts';
import { PRIZE_ENTRY_KIND } from './prize-movements.ts';

interface Source {
  what: string;
  /** The key patterns of this source's entries. */
  patterns: string[];
  /** (k, user_id, amount_minor, label) of every prize that must have been paid. */
  expected: ReturnType<typeof sql>;
}

const sources: Source[] = [
  {
    what: 'mail attachment',
    patterns: ['prize:mail:%'],
    expected: sql`select ${'prize:mail:'} || cast(id as varchar(32)) as k, user_id, amount_minor,
      ${'mail '} || cast(id as varchar(32)) as label
      from mails where attaches_status = 1 and amount_minor > 0`,
  },
  {
    what: 'sign-in day',
    patterns: ['prize:sign_in:%'],
    expected: sql`select ${'prize:sign_in:'} || cast(user_id as varchar(32)) || ${':'} || date as k,
      user_id, amount_minor, ${'sign-in '} || cast(user_id as varchar(32)) || ${' '} || date as label
      from sign_in_records`,
  },
  {
    what: 'wheel spin',
    patterns: ['prize:wheel:%', 'prize:vip:%'],
    expected: sql`select ${'prize:'} || (case when w.code = ${'vip'} then ${'vip'} else ${'wheel'} end)
      || ${':'} || cast(s.id as varchar(32)) as k, s.user_id, s.amount_minor,
      ${'spin '} || cast(s.id as varchar(32)) as label
      from wheel_spins s inner join wheels w on w.id = s.wheel_id where s.amount_minor > 0`,
  },
];

export const prizeChecks: ReconcileCheck[] = sources.map((s) => ({
  name: `prizes: every claimed ${s.what} has exactly its prize entry, and no entry lacks its record`,
  async run({ db }) {
    const missing = await sql<{
      label: string;
      amount_minor: number | string;
      user_id: number | string;
      entry_id: number | null;
      entry_amount: number | string | null;
      entry_user: number | string | null;
    }>`select x.label, x.amount_minor, x.user_id, e.id as entry_id, e.amount_minor as entry_amount,
        e.user_id as entry_user
      from (${s.expected}) x
      left join journal_entries e on e.idempotency_key = x.k and e.kind = ${PRIZE_ENTRY_KIND}
      where e.id is null or e.amount_minor <> x.amount_minor or e.user_id <> x.user_id
      limit 100`.execute(db);
    const likes = sql.join(
      s.patterns.map((p) => sql`e.idempotency_key like ${p}`),
      sql` or `,
    );
    const orphans = await sql<{ id: number; idempotency_key: string }>`
      select e.id, e.idempotency_key from journal_entries e
      where e.kind = ${PRIZE_ENTRY_KIND} and (${likes})
        and not exists (select 1 from (${s.expected}) x where x.k = e.idempotency_key)
      limit 100`.execute(db);
    return [
      ...missing.rows.map((r) =>
        r.entry_id === null
          ? `${r.label} (${r.amount_minor} to user ${r.user_id}) was never paid`
          : `${r.label} (${r.amount_minor} to user ${r.user_id}) has entry ${r.entry_id} of ${r.entry_amount} to user ${r.entry_user}`,
      ),
      ...orphans.rows.map((e) => `entry ${e.id} (${e.idempotency_key}) pays no ${s.what}`),
    ];
  },
}));
