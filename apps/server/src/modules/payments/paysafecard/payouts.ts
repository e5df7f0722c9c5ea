// paysafecard payouts (its API Blueprint's "Payout Process"): when the player asks, the payout
// is validated with paysafecard (capture false: the account found by its e-mail, the holder's
// name and date of birth matching, no money moved), and the withdrawal is held as any other;
// once approved (four-eyes above the threshold, as every withdrawal) the validated payout is
// captured. SUCCESS pays it; a documented refusal (the account, its details or limits) means
// it will never be paid and the money goes back to the player once; a technical error or a
// lost answer leaves it payout_failed, and the retry reads the payout first (a capture that
// went through is not made twice).
import { minorToDecimal } from '@talih/contracts/money.ts';
import {
  FINAL_PAYOUT_ERRORS,
  PaysafecardError,
  payoutMessageOf,
  type PaysafecardClient,
  type PaysafecardPayout,
} from '../../../adapters/payments/paysafecard/client.ts';
import type { PayoutRequest, PayoutResult } from '../../../adapters/payments/types.ts';
import { AppError } from '../../../http/errors.ts';
import type { Services } from '../../../services.ts';

export interface PayoutValidationInput {
  orderNo: string;
  userId: number;
  amountMinor: number;
  email: string;
}

/** "Ayşe Nur Demir" -> first name "Ayşe Nur", last name "Demir" (paysafecard wants both). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } | null {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return null;
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! };
}

export function createPaysafecardPayouts(
  services: Pick<Services, 'db' | 'config' | 'log'>,
  client: PaysafecardClient,
  customerIdOf: (userId: number) => string,
) {
  const currency = services.config.jurisdiction.currency;

  /** Validates a payout before its hold; answers paysafecard's payout id. */
  async function validate(input: PayoutValidationInput): Promise<string> {
    const kyc = await services.db
      .selectFrom('kyc_profiles')
      .select(['full_name', 'birth_date'])
      .where('user_id', '=', input.userId)
      .executeTakeFirst();
    const name = splitFullName(kyc?.full_name ?? '');
    if (!name || !kyc?.birth_date) throw new AppError('errors.paysafecard.payoutDetails');
    try {
      const payout = await client.validatePayout({
        orderNo: input.orderNo,
        amount: minorToDecimal(input.amountMinor),
        currency,
        customerId: customerIdOf(input.userId),
        email: input.email,
        ...name,
        dateOfBirth: kyc.birth_date,
      });
      if (payout.status !== 'VALIDATION_SUCCESSFUL') {
        throw new AppError('errors.paysafecard.connection');
      }
      return payout.id;
    } catch (error) {
      if (error instanceof AppError) throw error;
      services.log.warn({ err: error, orderNo: input.orderNo }, 'paysafecard refused a payout');
      throw new AppError(payoutMessageOf(error));
    }
  }

  /** Captures an approved withdrawal's validated payout (idempotent: reads it first on retry). */
  async function payout(request: PayoutRequest): Promise<PayoutResult> {
    const id = request.payoutRef;
    if (!id) return { status: 'refused', reason: 'paysafecard: the payout was never validated' };
    let made: PaysafecardPayout;
    try {
      made = await client.retrievePayout(id);
      if (made.status === 'VALIDATION_SUCCESSFUL') made = await captureOnce(id);
    } catch (error) {
      if (error instanceof PaysafecardError && FINAL_PAYOUT_ERRORS.includes(error.number ?? 0)) {
        return { status: 'refused', reason: `paysafecard: ${error.code} (${error.number})` };
      }
      const reason = error instanceof Error ? error.message : 'paysafecard: no answer';
      return { status: 'failed', reason: reason.slice(0, 200) };
    }
    return made.status === 'SUCCESS'
      ? { status: 'sent', payoutRef: made.id }
      : { status: 'failed', reason: `paysafecard: the payout is ${made.status}` };
  }

  /** A capture whose earlier attempt went through (its answer lost) is read, not redone. */
  async function captureOnce(id: string): Promise<PaysafecardPayout> {
    try {
      return await client.capturePayout(id);
    } catch (error) {
      if (!(error instanceof PaysafecardError) || error.number !== 2017) throw error;
      return client.retrievePayout(id);
    }
  }

  return { validate, payout };
}

export type PaysafecardPayouts = ReturnType<typeof createPaysafecardPayouts>;
