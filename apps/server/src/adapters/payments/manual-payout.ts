// Production's payout without an outside contract: nothing is sent anywhere. An approved
// withdrawal stays approved until finance has transferred it from the operator's bank and marks
// it paid with the bank's reference (staff call /payments/withdrawals/markPaid or
// `talih withdrawals mark-paid`). Reconcile flags one left approved past WITHDRAW_STUCK_HOURS.
import { TURKISH_BANKS } from '@talih/contracts/iban.ts';
import { PAYOUT_PROVIDER_CODE, type PayoutProvider } from './types.ts';

export function createManualPayout(): PayoutProvider {
  return {
    // The same clearing account as before: approved withdrawals wait in it until paid.
    code: PAYOUT_PROVIDER_CODE,
    kind: 'manual',
    async banks() {
      return TURKISH_BANKS.map((b) => ({ ...b }));
    },
    async payout() {
      return { status: 'manual' };
    },
  };
}
