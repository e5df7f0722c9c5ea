// The one place the back-office grants a bonus: through the engine's grant path
// (modules/bonus/triggers/grant.ts), so a staff grant meets the same pack and exclusion rules as
// every trigger, checked inside the grant's transaction. Staff decide on the once-per-person
// welcome marks themselves, so those are skipped.
import { AppError } from '../../../http/errors.ts';
import type { TxState } from '../../../ledger/post.ts';
import type { GrantResult } from '../../../modules/bonus/lifecycle.ts';
import type { BonusPack, GrantableTemplate } from '../../../modules/bonus/templates.ts';
import { grantFromTemplate, REFUSAL_KEYS } from '../../../modules/bonus/triggers/grant.ts';

export async function staffGrant(
  tx: TxState,
  pack: BonusPack,
  request: {
    userId: number;
    template: GrantableTemplate;
    grantKey: string;
    amountMinor: number;
    grantedBy: string;
  },
): Promise<GrantResult> {
  const outcome = await grantFromTemplate(tx, pack, { ...request, skipWelcomeMarks: true });
  if ('refused' in outcome) throw new AppError(REFUSAL_KEYS[outcome.refused]);
  // A staff grant answers a bonus id; free spins and free bets from the back-office are not
  // offered yet.
  if ('awarded' in outcome || 'freeBet' in outcome) {
    throw new AppError(REFUSAL_KEYS.nothing_to_grant);
  }
  return outcome.granted;
}
