// The crash battery through payouts, on both databases (./payout-battery.ts): 16 withdrawals
// of four players, 8 to their Trustly bank account and 8 to their paysafecard account, approved
// by finance at the back-office in two waves while the real server is killed with SIGKILL
// inside each. Trustly denies 3 payouts (payoutfailed, then the returning credit) and
// paysafecard refuses 3 captures (the yearly payout limit); every other payout is paid.
// Afterwards each is paid once or returned once with its reason, each was held, posted and
// (when returned) given back once, no hold is left, the balances are exact and reconcile is
// clean.
import { describe, expect, it } from 'vitest';
import { backends } from '../testing/backends.ts';
import { PSC_REFUSAL, runPayoutBattery, TRUSTLY_DENIAL } from './payout-battery.ts';

for (const backend of backends()) {
  describe(`payouts through SIGKILLs on ${backend.name}`, () => {
    it('pays or returns each of 16 Trustly and paysafecard withdrawals once, no hold left, reconcile clean', async () => {
      const f = await runPayoutBattery(backend, { players: 4, eachProvider: 2, kills: 2 });
      const summary = `payout crash battery on ${backend.name}: at each kill (pending, approved with the payout not made or not recorded, approved and made, paid, voided) ${f.kills
        .map((k) => `${k.pending}/${k.unsent}/${k.sent}/${k.paid}/${k.voided}`)
        .join(', ')}; approved again by staff ${f.approvedAgain}`;
      console.log(summary);
      // No approval is refused: one that ended in paysafecard's refusal at capture (the money
      // went back) answers what became of it (voided), not "already decided, nothing changed".
      expect(f.refusals, summary).toEqual([]);
      expect(
        f.final.map((r) => [r.status, r.failReason]),
        summary,
      ).toEqual(
        f.withdrawals.map((w) =>
          w.fails
            ? ['voided', w.provider === 'trustly' ? TRUSTLY_DENIAL : PSC_REFUSAL]
            : ['paid', null],
        ),
      );
      expect(f.withdrawals.filter((w) => w.fails).length).toBe(6);
      // One AccountPayout per withdrawal; paysafecard captured only what it paid.
      expect(f.trustlyPayouts).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
      expect(f.pscStates).toEqual([
        'SUCCESS',
        'VALIDATION_SUCCESSFUL',
        'VALIDATION_SUCCESSFUL',
        'SUCCESS',
        'SUCCESS',
        'SUCCESS',
        'SUCCESS',
        'VALIDATION_SUCCESSFUL',
      ]);
      // hold/post/payout-void entries of each withdrawal.
      expect(f.entries).toEqual(f.withdrawals.map((w) => (w.fails ? '1/1/1' : '1/1/0')));
      // €50 deposited with Trustly, less what was paid out.
      expect(f.cashChanges).toEqual([-15000, -17200, -43200, -21000]);
      expect(f.pendingLeft).toEqual([0, 0, 0, 0]);
      expect(f.reconcile.violations, f.reconcile.report).toBe(0);
    }, 420_000);
  });
}
