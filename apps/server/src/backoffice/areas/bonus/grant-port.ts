// The one place the back-office grants a bonus. It calls the lifecycle's grantBonus today; the
// integrator switches it to modules/bonus's staffGrantBonus (the full eligibility rules: one
// welcome bonus per person, claim marks) when that lands, without touching the staff calls.
import {
  grantBonus,
  type GrantRequest,
  type GrantResult,
} from '../../../modules/bonus/lifecycle.ts';
import type { TxState } from '../../../ledger/post.ts';

export function staffGrant(tx: TxState, request: GrantRequest): Promise<GrantResult> {
  return grantBonus(tx, request);
}
