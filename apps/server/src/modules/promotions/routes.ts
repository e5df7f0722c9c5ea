// The promotions calls: the live list, one promotion's detail and terms, join and claim.
import {
  activityClaim,
  activityDetail,
  activityJoin,
  activityList,
} from '@talih/contracts/promotions.ts';
import { refuseExcludedPlayer, refuseIfExcluded } from '../protection/exclusions.ts';
import type { CallRegistry } from '../../http/calls.ts';
import type { Services } from '../../services.ts';
import {
  claimPromotion,
  giftRules,
  joinPromotion,
  listPromotions,
  promotionDetail,
} from './promotions.ts';

export function registerPromotionCalls(calls: CallRegistry, services: Services) {
  calls.register(activityList, async ({ lang, auth }) => {
    // Player protection: no promotion reaches a player in a time-out or exclusion.
    await refuseExcludedPlayer(services.db, auth, services.now?.());
    return listPromotions(services.db, lang, auth, giftRules(services.config));
  });
  calls.register(activityDetail, async ({ lang, auth, body }) => {
    await refuseExcludedPlayer(services.db, auth, services.now?.());
    return promotionDetail(services.db, lang, auth, body.activityId, giftRules(services.config));
  });
  calls.register(activityJoin, async ({ lang, auth, body }) => {
    await refuseIfExcluded(services.db, auth.userId, services.now?.());
    return joinPromotion(services, lang, auth.userId, body.activityId);
  });
  calls.register(activityClaim, async ({ lang, auth, body, req }) => {
    await refuseIfExcluded(services.db, auth.userId, services.now?.());
    return claimPromotion(services, lang, {
      userId: auth.userId,
      activityId: body.activityId,
      requestId: req.id,
    });
  });
}
