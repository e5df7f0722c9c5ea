// Payments wait for the KYC level the jurisdiction pack asks for. The refusal names the level
// and every step still missing, so the player knows exactly what to do (the web app links the
// message to the verification page).
import type { Services } from '../../services.ts';
import { AppError } from '../../http/errors.ts';
import {
  lifetimeDepositsMinor,
  loadDocuments,
  loadProfile,
  requirementFor,
  type KycRequirement,
  type PaymentAction,
} from './state.ts';

export class KycRequiredError extends AppError {
  readonly requirement: KycRequirement;
  constructor(action: PaymentAction, requirement: KycRequirement) {
    super(`errors.kyc.required.${action}`, {
      level: requirement.level,
    });
    this.requirement = requirement;
    this.keyLists = {
      levelName: [`kyc.level.${requirement.level}`],
      missing: requirement.missing.map((m) => `kyc.missing.${m}`),
    };
  }
}

/** Refuses the payment when the player's KYC level is below what the pack asks for it. */
export async function requireKycFor(
  services: Pick<Services, 'db' | 'config'>,
  userId: number,
  action: PaymentAction,
  amountMinor: number,
): Promise<void> {
  const { db, config } = services;
  const profile = await loadProfile(db, userId);
  if (profile.level === 'verified') return;
  const [docs, lifetimeMinor] = await Promise.all([
    loadDocuments(db, userId),
    // A deposit counts the orders still waiting: several small ones can't pass together.
    lifetimeDepositsMinor(db, userId, action === 'deposit'),
  ]);
  const requirement = requirementFor(
    config.jurisdiction,
    action,
    { profile, docs, lifetimeMinor },
    amountMinor,
  );
  if (requirement) throw new KycRequiredError(action, requirement);
}
