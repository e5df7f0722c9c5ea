// The promotions calls: the live list, one promotion's detail and terms, join and claim.
import {
  activityClaim,
  activityDetail,
  activityJoin,
  activityList,
} from '@talih/contracts/social.ts';
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
  calls.register(activityList, ({ lang, auth }) =>
    listPromotions(services.db, lang, auth, giftRules(services.config)),
  );
  calls.register(activityDetail, ({ lang, auth, body }) =>
    promotionDetail(services.db, lang, auth, body.activityId, giftRules(services.config)),
  );
  calls.register(activityJoin, ({ lang, auth, body }) =>
    joinPromotion(services, lang, auth.userId, body.activityId),
  );
  calls.register(activityClaim, ({ lang, auth, body, req }) =>
    claimPromotion(services, lang, {
      userId: auth.userId,
      activityId: body.activityId,
      requestId: req.id,
    }),
  );
}
