// The deposit bonuses the recharge page offers: the active first/Nth deposit templates this
// player qualifies for right now (the pack allows them, the player is not barred, it is the
// right deposit number, a welcome bonus only while the person has had none), with the terms.
import type { Kysely } from 'kysely';
import type { Language } from '@talih/contracts/i18n.ts';
import { minorToNumber } from '@talih/contracts/money.ts';
import type { bonusOffer } from '@talih/contracts/payments.ts';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';

type BonusOffer = z.input<typeof bonusOffer>;
import { templatesFor, titleIn, type BonusPack } from './templates.ts';
import { DEPOSIT_TRIGGERS, depositBonusProblem } from './triggers/deposit.ts';

export async function depositOffersFor(
  db: Kysely<DB>,
  pack: BonusPack,
  userId: number,
  lang: Language,
  now: number,
): Promise<BonusOffer[]> {
  const templates = await templatesFor(db, pack, DEPOSIT_TRIGGERS);
  const offers: BonusOffer[] = [];
  for (const t of templates) {
    // The amount is not known yet: the minimum deposit is shown, not checked.
    if (await depositBonusProblem(db, userId, t, null, now)) continue;
    const { rules } = t;
    offers.push({
      id: t.templateId,
      title: titleIn(t.title, lang),
      percent: rules.kind === 'deposit_match' ? (rules.percent ?? 0) : 0,
      maxBonus: minorToNumber(rules.capMinor ?? rules.fixedMinor ?? 0),
      wageringMultiplier: rules.wageringMultiple,
      minDeposit: minorToNumber(rules.minDepositMinor),
      rules,
    });
  }
  return offers;
}
