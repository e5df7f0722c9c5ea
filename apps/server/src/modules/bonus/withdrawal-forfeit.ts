// A withdrawal request gives up the player's bonuses (docs/design.md "Bonus money"): the active
// bonus's money goes back to the operator and the pending ones are cancelled. The player sees
// exactly that first (getWithdrawInfo's bonusForfeit) and must accept it in the request.
import type { Kysely } from 'kysely';
import type { BonusForfeitQuote } from '@talih/contracts/bonus.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { TxState } from '../../ledger/post.ts';
import { playerBonusMinor } from '../../ledger/queries.ts';
import { finishBonus } from './lifecycle.ts';
import { activeBonusOf, pendingBonusesOf } from './store.ts';
import { titleIn } from './templates.ts';

type Db = Kysely<DB>;

/** Wagering the active bonus still asks (0 when none is active). */
export async function wageringLeftMinor(db: Db, userId: number): Promise<number> {
  const active = await activeBonusOf(db, userId);
  if (!active) return 0;
  return Math.max(0, Number(active.wagering_required_minor) - Number(active.wagered_minor));
}

async function versionTitle(db: Db, versionId: number, lang: Language) {
  const row = await db
    .selectFrom('bonus_template_versions')
    .select('title')
    .where('id', '=', versionId)
    .executeTakeFirst();
  const title = row ? (JSON.parse(row.title) as { tk: string; en?: string }) : { tk: '' };
  return titleIn({ tk: title.tk, en: title.en ?? '' }, lang);
}

/** What a withdrawal now would forfeit, or null when the player holds no bonus. */
export async function bonusForfeitQuoteOf(
  db: Kysely<DB>,
  userId: number,
  lang: Language,
): Promise<BonusForfeitQuote | null> {
  const [active, pending] = await Promise.all([
    activeBonusOf(db, userId),
    pendingBonusesOf(db, userId),
  ]);
  const shown = active ?? pending[0];
  if (!shown) return null;
  return {
    bonusId: Number(shown.id),
    title: await versionTitle(db, Number(shown.version_id), lang),
    forfeitMinor: active ? await playerBonusMinor(db, userId) : 0,
    pendingCount: pending.length,
  };
}

export interface WithdrawalForfeit {
  forfeitedMinor: number;
  cancelledCount: number;
}

/**
 * Inside the withdrawal's transaction, before the hold: refuses (nothing changes) unless the
 * player accepted, then cancels the pending bonuses (so none starts) and forfeits the active one.
 */
export async function forfeitBonusesForWithdrawal(
  tx: TxState,
  userId: number,
  accepted: boolean,
): Promise<WithdrawalForfeit> {
  const pending = await pendingBonusesOf(tx.trx, userId);
  const active = await activeBonusOf(tx.trx, userId);
  if (!active && pending.length === 0) return { forfeitedMinor: 0, cancelledCount: 0 };
  if (!accepted) throw new AppError('errors.bonus.forfeitNotAccepted');
  const actor = `player:${userId}`;
  for (const p of pending) {
    await finishBonus(tx, { bonusId: p.id, outcome: 'cancelled', reason: 'withdrawal', actor });
  }
  let forfeitedMinor = 0;
  if (active) {
    const done = await finishBonus(tx, {
      bonusId: active.id,
      outcome: 'forfeited',
      reason: 'withdrawal',
      actor,
    });
    forfeitedMinor = done?.forfeitedMinor ?? 0;
  }
  return { forfeitedMinor, cancelledCount: pending.length };
}
