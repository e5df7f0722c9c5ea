// Payouts a crash left unanswered. Approval commits first (the withdrawal approved, its amount
// posted to the provider's clearing account), then asks the provider to pay; a process that
// dies in between leaves the withdrawal approved with its payout never sent, or sent with the
// answer lost. Nothing else would send it again (staff retry only a payout_failed one, and a
// Trustly payout is never marked paid by hand), so every PAYOUT_SWEEP_MS, and at start, the
// scheduler's leader sends each such payout again and records the answer as approval does.
// Sending twice is safe: a payout is idempotent by its order number (Trustly answers a
// MessageID it already has with 637 and its notifications decide; paysafecard's payout is
// read before it is captured; the sandbox bank answers the first payout).
import type { Selectable } from 'kysely';
import { PAYOUT_PROVIDER_CODE, type PayoutProvider } from '../../adapters/payments/types.ts';
import type { WithdrawalsTable } from '../../db/schema.ts';
import type { Services } from '../../services.ts';
import { sendPayout } from './withdrawals.ts';

/** Withdrawals looked at in one sweep (the next sweep takes the rest). */
const SWEEP_ROWS_MAX = 100;

export type SweepCounts = Partial<Record<Selectable<WithdrawalsTable>['status'] | 'error', number>>;

/**
 * Sends again the payout of each withdrawal approved more than `olderThanMs` ago and not
 * settled since: answers how many ended in each state (an error is logged and counted; the
 * next sweep tries again).
 */
export async function resumePayouts(
  services: Pick<Services, 'ledger' | 'db' | 'metrics' | 'log'>,
  payout: PayoutProvider,
  input: { olderThanMs: number; now?: number },
): Promise<SweepCounts> {
  const now = input.now ?? Date.now();
  let query = services.db
    .selectFrom('withdrawals')
    .selectAll()
    .where('status', '=', 'approved')
    .where('updated_at', '<', now - input.olderThanMs)
    // A Trustly payout whose order id came back was accepted: its notifications decide it.
    .where((eb) => eb.or([eb('provider', '!=', 'trustly'), eb('payout_ref', 'is', null)]));
  // Finance transfers manual payouts by hand and marks them paid: nothing to send.
  if (payout.kind === 'manual') query = query.where('provider', '!=', PAYOUT_PROVIDER_CODE);
  const rows = await query.orderBy('id').limit(SWEEP_ROWS_MAX).execute();
  const counts: SweepCounts = {};
  for (const row of rows) {
    let outcome: keyof SweepCounts = 'error';
    try {
      outcome = (await sendPayout(services, payout, row))?.status ?? 'error';
    } catch (err) {
      services.log.error({ err, orderNo: row.order_no }, 'payout sweeper: the payout failed');
    }
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}

/** The sweep every `everyMs` on the instance that runs the scheduled work (and at its start). */
export function schedulePayoutSweeper(services: Services, payout: PayoutProvider, everyMs: number) {
  services.scheduler?.every({
    name: 'payout-sweeper',
    everyMs,
    run: async () => {
      const counts = await resumePayouts(services, payout, { olderThanMs: everyMs });
      if (Object.keys(counts).length > 0) {
        services.log.warn({ counts }, 'payout sweeper sent again payouts a crash left unanswered');
      }
    },
  });
}
