// The one way a trigger grants a template: the pack allows it, the player is not barred, a
// welcome bonus is the person's first, and the grant key (the trigger's own record) makes a
// replayed trigger grant once. Runs inside the trigger's ledger transaction.
import type { TxState } from '../../../ledger/post.ts';
import { bonusBarred, claimWelcomeMarks, welcomeFree } from '../eligibility.ts';
import { grantFreeBet } from '../../sport/bets/free-bets.ts';
import { awardFreeSpins, type AwardResult } from '../free-spins/award.ts';
import { grantBonus, type GrantResult } from '../lifecycle.ts';
import { grantAmountMinor } from '../rules.ts';
import { packAllows, templatesFor, type BonusPack, type GrantableTemplate } from '../templates.ts';

export type GrantRefusal = 'not_allowed' | 'barred' | 'welcome_taken' | 'nothing_to_grant';

/**
 * `awarded`: a free_spins template, which grants rounds at a studio, not money; `freeBet`: a
 * sport_free_bet template, which grants a bet-slip token (modules/sport/bets/free-bets.ts).
 */
export type GrantOutcome =
  | { granted: GrantResult }
  | { awarded: AwardResult }
  | { freeBet: FreeBetResult }
  | { refused: GrantRefusal };

export interface FreeBetResult {
  tokenId: number;
  amountMinor: number;
  replayed: boolean;
}

/** The message a refusal shows a player or staff member (locales: errors.bonus.*). */
export const REFUSAL_KEYS: Record<GrantRefusal, string> = {
  not_allowed: 'errors.bonus.unavailable',
  barred: 'errors.bonus.barred',
  welcome_taken: 'errors.bonus.welcomeTaken',
  nothing_to_grant: 'errors.bonus.nothingToGrant',
};

export interface TemplateGrant {
  userId: number;
  template: GrantableTemplate;
  grantKey: string;
  /** Omitted: what the rules grant for `depositMinor` (a fixed amount when no deposit). */
  amountMinor?: number;
  depositMinor?: number;
  grantedBy?: string | null;
  /** Staff grants skip the once-per-person welcome marks (staff decide). */
  skipWelcomeMarks?: boolean;
}

export async function grantFromTemplate(
  tx: TxState,
  pack: BonusPack,
  g: TemplateGrant,
): Promise<GrantOutcome> {
  const replay = await tx.trx
    .selectFrom('player_bonuses')
    .select('id')
    .where('grant_key', '=', g.grantKey)
    .executeTakeFirst();
  if (replay) return { granted: { bonusId: Number(replay.id), replayed: true } };
  const { rules } = g.template;
  if (!packAllows(pack, rules)) return { refused: 'not_allowed' };
  if (await bonusBarred(tx.trx, g.userId, tx.now)) return { refused: 'barred' };
  const depositMinor = g.depositMinor ?? 0;
  if (rules.kind === 'free_spins') {
    if (depositMinor < rules.minDepositMinor) return { refused: 'nothing_to_grant' };
    const welcomeSpins = rules.trigger === 'first_deposit' && !g.skipWelcomeMarks;
    if (welcomeSpins && !(await welcomeFree(tx, g.userId, g.template))) {
      return { refused: 'welcome_taken' };
    }
    const awarded = await awardFreeSpins(tx, g);
    return awarded ? { awarded } : { refused: 'nothing_to_grant' };
  }
  if (rules.kind === 'sport_free_bet') return grantFreeBetToken(tx, g, depositMinor);
  const amountMinor = g.amountMinor ?? grantAmountMinor(rules, depositMinor);
  if (amountMinor <= 0) return { refused: 'nothing_to_grant' };
  const welcome = rules.trigger === 'first_deposit' && !g.skipWelcomeMarks;
  if (welcome && !(await welcomeFree(tx, g.userId, g.template))) {
    return { refused: 'welcome_taken' };
  }
  const granted = await grantBonus(tx, {
    userId: g.userId,
    templateId: g.template.templateId,
    versionId: g.template.versionId,
    rules,
    grantKey: g.grantKey,
    amountMinor,
    depositMinor,
    grantedBy: g.grantedBy ?? null,
  });
  if (welcome && !granted.replayed) await claimWelcomeMarks(tx, g.userId, granted.bonusId);
  return { granted };
}

/** A free bet template grants one token of freeBetMinor, once per grant key. */
async function grantFreeBetToken(
  tx: TxState,
  g: TemplateGrant,
  depositMinor: number,
): Promise<GrantOutcome> {
  const { rules } = g.template;
  const amountMinor = g.amountMinor ?? rules.freeBetMinor ?? 0;
  if (amountMinor <= 0 || depositMinor < rules.minDepositMinor) {
    return { refused: 'nothing_to_grant' };
  }
  const welcome = rules.trigger === 'first_deposit' && !g.skipWelcomeMarks;
  if (welcome && !(await welcomeFree(tx, g.userId, g.template))) {
    return { refused: 'welcome_taken' };
  }
  const before = await tx.trx
    .selectFrom('sport_free_bets')
    .select('id')
    .where('grant_key', '=', g.grantKey)
    .executeTakeFirst();
  const tokenId = await grantFreeBet(tx, {
    userId: g.userId,
    amountMinor,
    grantKey: g.grantKey,
    expiryDays: rules.expiryDays,
    templateId: g.template.templateId,
    versionId: g.template.versionId,
    grantedBy: g.grantedBy ?? null,
  });
  return { freeBet: { tokenId, amountMinor, replayed: before !== undefined } };
}

/**
 * An event (promotion joined, sign-in day, VIP level) grants every template of its trigger
 * that `matches` it, each keyed by the event and the template, so a repeat grants nothing.
 */
export async function grantForEvent(
  tx: TxState,
  pack: BonusPack,
  e: {
    userId: number;
    trigger: 'promotion_join' | 'sign_in_day' | 'vip_level';
    matches: (t: GrantableTemplate) => boolean;
    keyOf: (t: GrantableTemplate) => string;
  },
): Promise<GrantOutcome[]> {
  const templates = (await templatesFor(tx.trx, pack, [e.trigger])).filter(e.matches);
  const out: GrantOutcome[] = [];
  for (const template of templates) {
    out.push(
      await grantFromTemplate(tx, pack, {
        userId: e.userId,
        template,
        grantKey: e.keyOf(template),
      }),
    );
  }
  return out;
}
