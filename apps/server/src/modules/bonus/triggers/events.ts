// Bonuses for things the player did: joined a promotion, claimed a sign-in day, reached a VIP
// level. Each grants the active templates of its trigger that name the event, in the event's
// own ledger transaction, keyed by the event and the template (a repeat grants nothing).
import type { Services } from '../../../services.ts';
import type { TxState } from '../../../ledger/post.ts';
import { vipLevelOf } from '../../engagement/vip/vip.ts';
import { templatesFor, type BonusPack } from '../templates.ts';
import { grantForEvent } from './grant.ts';

export function grantPromotionJoinBonuses(
  tx: TxState,
  pack: BonusPack,
  e: { userId: number; promotionId: number },
) {
  return grantForEvent(tx, pack, {
    userId: e.userId,
    trigger: 'promotion_join',
    matches: (t) => t.rules.promotionId === e.promotionId,
    keyOf: (t) => `promotion:${e.promotionId}:${e.userId}:${t.templateId}`,
  });
}

/** `date` is the claimed Istanbul day: one grant per day claimed, whatever its streak day. */
export function grantSignInDayBonuses(
  tx: TxState,
  pack: BonusPack,
  e: { userId: number; day: number; date: string },
) {
  return grantForEvent(tx, pack, {
    userId: e.userId,
    trigger: 'sign_in_day',
    matches: (t) => t.rules.signInDay === e.day,
    keyOf: (t) => `signin:${e.userId}:${e.date}:${t.templateId}`,
  });
}

/**
 * Grants the templates of every VIP level the player has reached (a level is reached once: the
 * key names the level, so a player who drops and climbs back gets nothing twice).
 */
export async function grantVipLevelBonuses(tx: TxState, pack: BonusPack, userId: number) {
  const { level } = await vipLevelOf(tx.trx, userId);
  if (level <= 0) return [];
  return grantForEvent(tx, pack, {
    userId,
    trigger: 'vip_level',
    matches: (t) => t.rules.vipLevel !== null && t.rules.vipLevel <= level,
    keyOf: (t) => `vip:${userId}:${t.rules.vipLevel}:${t.templateId}`,
  });
}

/**
 * The VIP level is worked out from play, not stored, so it is checked when the player looks
 * (the VIP page) — a transaction only when some vip_level template is active.
 */
export async function checkVipLevelBonuses(services: Services, userId: number) {
  const pack = services.config.jurisdiction.bonus;
  if ((await templatesFor(services.db, pack, ['vip_level'])).length === 0) return;
  await services.ledger.transact('bonus_grant', (tx) => grantVipLevelBonuses(tx, pack, userId));
}
