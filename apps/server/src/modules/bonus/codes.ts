// Promo codes (/bonus/redeemCode): the code names an active promo_code template; each player
// redeems a template once (the grant key is the template and the player). Redeeming guesses,
// so it is rate limited per player.
import { redeemPromoCode } from '@talih/contracts/bonus.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import { hitRateLimits, type RateLimitRule } from '../../cache/rate-limit.ts';
import type { CallRegistry } from '../../http/calls.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { templatesFor, titleIn } from './templates.ts';
import { grantFromTemplate, REFUSAL_KEYS } from './triggers/grant.ts';
import { myFreeSpins } from './free-spins/player-routes.ts';
import { playerBonusViewOf } from './view.ts';

/** Ten tries a minute, thirty an hour: enough for typos, too few to guess codes. */
export const PROMO_CODE_LIMITS: readonly RateLimitRule[] = [
  { name: 'bonus:code:minute', max: 10, windowMs: 60_000 },
  { name: 'bonus:code:hour', max: 30, windowMs: 3_600_000 },
];

export const promoCodeGrantKey = (templateId: number, userId: number) =>
  `code:${templateId}:${userId}`;

export async function redeemCode(services: Services, userId: number, code: string, lang: Language) {
  if (await hitRateLimits(services.cache, String(userId), PROMO_CODE_LIMITS)) {
    throw new AppError('errors.rateLimited');
  }
  const pack = services.config.jurisdiction.bonus;
  const wanted = code.trim().toUpperCase();
  const template = (await templatesFor(services.db, pack, ['promo_code'])).find(
    (t) => t.rules.promoCode === wanted,
  );
  if (!template) throw new AppError('errors.bonus.codeUnknown');
  const outcome = await services.ledger.transact('bonus_grant', async (tx) => {
    const o = await grantFromTemplate(tx, pack, {
      userId,
      template,
      grantKey: promoCodeGrantKey(template.templateId, userId),
      grantedBy: `code:${wanted}`,
    });
    return o;
  });
  if ('refused' in outcome) throw new AppError(REFUSAL_KEYS[outcome.refused]);
  if ('awarded' in outcome) {
    if (outcome.awarded.replayed) throw new AppError('errors.bonus.codeUsed');
    const [spins] = await myFreeSpins(
      services.db,
      userId,
      lang,
      Date.now(),
      outcome.awarded.awardId,
    );
    return { bonus: null, freeSpins: spins ?? null };
  }
  if ('freeBet' in outcome) {
    if (outcome.freeBet.replayed) throw new AppError('errors.bonus.codeUsed');
    const title = titleIn(template.title, lang);
    return { bonus: null, freeBet: { title, amountMinor: outcome.freeBet.amountMinor } };
  }
  if (outcome.granted.replayed) throw new AppError('errors.bonus.codeUsed');
  return { bonus: await playerBonusViewOf(services.db, outcome.granted.bonusId, lang) };
}

export function registerBonusCodeCall(calls: CallRegistry, services: Services) {
  calls.register(redeemPromoCode, ({ auth, body, lang }) =>
    redeemCode(services, auth.userId, body.code, lang),
  );
}
