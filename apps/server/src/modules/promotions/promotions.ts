// Promotions: the operator's live offers in display order, each linked to its home banner;
// one may be joined (recorded) or claimed (its reward paid once through the ledger). A player's
// join or claim is one row per promotion, inserted in the same transaction as the payment, so
// however many requests race, one wins and the others hear it was already done.
import type { Kysely, Selectable } from 'kysely';
import type { Language } from '@talih/contracts/i18n.ts';
import { minorToDecimal, minorToNumber } from '@talih/contracts/money.ts';
import type { ActivitySummary, PromotionState } from '@talih/contracts/promotions.ts';
import { writeAudit } from '../../audit/audit.ts';
import { checkPayoutLimit } from '../social-payout-limit.ts';
import type { DB, PromotionsTable } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { prizeCredit } from '../../ledger/prize-movements.ts';
import { playerCashMinor } from '../../ledger/queries.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services.ts';
import { grantPromotionJoinBonuses } from '../bonus/triggers/events.ts';
import { playerInSegment } from '../engagement/config/segments.ts';

/** A bound on the list: a promotions page shows a handful. */
const PROMOTIONS_MAX = 50;

const SUFFIX = { tk: 'tk', en: 'en', 'zh-CN': 'zh' } as const;

type PromotionRow = Selectable<PromotionsTable> & { image_url: string | null };

function liveQuery(db: Kysely<DB>, now: number) {
  return db
    .selectFrom('promotions')
    .leftJoin('banners', 'banners.id', 'promotions.banner_id')
    .selectAll('promotions')
    .select('banners.image_url')
    .where((eb) =>
      eb.or([eb('promotions.starts_at', 'is', null), eb('promotions.starts_at', '<=', now)]),
    )
    .where((eb) =>
      eb.or([eb('promotions.ends_at', 'is', null), eb('promotions.ends_at', '>', now)]),
    );
}

export async function hasConfirmedDeposit(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('deposit_orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'confirmed')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

interface Viewer {
  userId: number;
  role: string;
}

/**
 * What every cash gift (a promotion paid on claim) needs on top of its own requirement, from
 * the environment: a verified phone and a confirmed deposit by default, so opening accounts
 * to collect the welcome gift pays nothing.
 */
export interface GiftRules {
  phone: boolean;
  deposit: boolean;
}

export const giftRules = (config: Config): GiftRules => ({
  phone: config.PROMOTION_GIFT_REQUIRE_PHONE,
  deposit: config.PROMOTION_GIFT_REQUIRE_DEPOSIT,
});

/** The requirement a player sees and must meet: a gift needs a deposit when the rules say so. */
function requirementOf(row: PromotionRow, rules: GiftRules): PromotionRow['requirement'] {
  return row.action === 'claim' && rules.deposit ? 'deposit' : row.requirement;
}

async function hasVerifiedPhone(db: Kysely<DB>, userId: number): Promise<boolean> {
  // A player's phone is set only by registration or bind-phone, each proven by an OTP.
  const row = await db
    .selectFrom('users')
    .select('mobile')
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.mobile);
}

async function viewerFacts(db: Kysely<DB>, viewer: Viewer | null, ids: number[]) {
  if (!viewer || viewer.role !== 'player' || ids.length === 0) {
    return { done: new Map<number, string>(), deposited: false, phone: false };
  }
  const [claims, deposited, phone] = await Promise.all([
    db
      .selectFrom('promotion_claims')
      .select(['promotion_id', 'action'])
      .where('user_id', '=', viewer.userId)
      .where('promotion_id', 'in', ids)
      .execute(),
    hasConfirmedDeposit(db, viewer.userId),
    hasVerifiedPhone(db, viewer.userId),
  ]);
  return { done: new Map(claims.map((c) => [c.promotion_id, c.action])), deposited, phone };
}

function stateOf(
  row: PromotionRow,
  viewer: Viewer | null,
  facts: { done: Map<number, string>; deposited: boolean; phone: boolean },
  rules: GiftRules,
): PromotionState {
  if (row.action === 'none') return 'open';
  if (!viewer || viewer.role !== 'player') return 'login';
  const done = facts.done.get(row.id);
  if (done === 'claim') return 'claimed';
  if (done === 'join') return 'joined';
  if (row.action !== 'claim') return 'open';
  if (requirementOf(row, rules) === 'deposit' && !facts.deposited) return 'locked';
  if (rules.phone && !facts.phone) return 'locked';
  return 'open';
}

function view(
  row: PromotionRow,
  lang: Language,
  state: PromotionState,
  rules: GiftRules,
): ActivitySummary {
  const s = SUFFIX[lang];
  return {
    activityId: row.id,
    title: row[`title_${s}`],
    summary: row[`summary_${s}`],
    imageUrl: row.image_url ?? '',
    bannerId: row.banner_id,
    action: row.action,
    requirement: requirementOf(row, rules),
    reward: minorToNumber(row.reward_minor),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    state,
  };
}

export async function listPromotions(
  db: Kysely<DB>,
  lang: Language,
  viewer: Viewer | null,
  rules: GiftRules,
  now = Date.now(),
) {
  const rows = await liveQuery(db, now)
    .orderBy('promotions.sort')
    .orderBy('promotions.id')
    .limit(PROMOTIONS_MAX)
    .execute();
  const shown = [];
  for (const row of rows) if (await mayJoin(db, row, viewer)) shown.push(row);
  const facts = await viewerFacts(
    db,
    viewer,
    shown.map((r) => r.id),
  );
  return shown.map((r) => view(r, lang, stateOf(r, viewer, facts, rules), rules));
}

/** Who can join (back-office engagement): a promotion for a segment shows only to its players. */
async function mayJoin(db: Kysely<DB>, row: PromotionRow, viewer: Viewer | null) {
  if (row.segment_id === null) return true;
  if (!viewer || viewer.role !== 'player') return false;
  return playerInSegment(db, Number(row.segment_id), viewer.userId);
}

async function livePromotion(db: Kysely<DB>, id: number, viewer: Viewer | null, now = Date.now()) {
  const row = await liveQuery(db, now).where('promotions.id', '=', id).executeTakeFirst();
  if (!row || !(await mayJoin(db, row, viewer))) {
    throw new AppError('errors.social.promotionNotFound');
  }
  return row;
}

export async function promotionDetail(
  db: Kysely<DB>,
  lang: Language,
  viewer: Viewer | null,
  id: number,
  rules: GiftRules,
) {
  const row = await livePromotion(db, id, viewer);
  const facts = await viewerFacts(db, viewer, [row.id]);
  const terms = row[`terms_${SUFFIX[lang]}`]
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return { ...view(row, lang, stateOf(row, viewer, facts, rules), rules), terms };
}

export async function joinPromotion(
  services: Services,
  lang: Language,
  userId: number,
  id: number,
) {
  const row = await livePromotion(services.db, id, { userId, role: 'player' });
  if (row.action !== 'join') throw new AppError('errors.social.notJoinable');
  // The join and the bonuses its templates grant are one transaction.
  const pack = services.config.jurisdiction.bonus;
  await services.ledger.transact('promotion_join', async (tx) => {
    await tx.trx
      .insertInto('promotion_claims')
      .values({
        promotion_id: row.id,
        user_id: userId,
        action: 'join',
        amount_minor: 0,
        entry_id: null,
        created_at: tx.now,
      })
      .onConflict((oc) => oc.columns(['promotion_id', 'user_id']).doNothing())
      .execute();
    await grantPromotionJoinBonuses(tx, pack, { userId, promotionId: row.id });
  });
  const viewer = { userId, role: 'player' };
  const rules = giftRules(services.config);
  const facts = await viewerFacts(services.db, viewer, [row.id]);
  return view(row, lang, stateOf(row, viewer, facts, rules), rules);
}

/** The reference of a promotion's prize entry: one payment per promotion and player. */
export const promotionReference = (promotionId: number, userId: number) =>
  `${promotionId}:${userId}`;

export async function claimPromotion(
  services: Services,
  lang: Language,
  input: { userId: number; activityId: number; requestId: string },
) {
  const { userId } = input;
  await checkPayoutLimit(services.cache, 'promotion', userId);
  const row = await livePromotion(services.db, input.activityId, { userId, role: 'player' });
  if (row.action !== 'claim' || row.reward_minor <= 0) {
    throw new AppError('errors.social.notClaimable');
  }
  const rules = giftRules(services.config);
  if (rules.phone && !(await hasVerifiedPhone(services.db, userId))) {
    throw new AppError('errors.social.needPhone');
  }
  if (
    requirementOf(row, rules) === 'deposit' &&
    !(await hasConfirmedDeposit(services.db, userId))
  ) {
    throw new AppError('errors.social.needDeposit');
  }
  const entry = await services.ledger.transact('promotion_claim', async (tx) => {
    const claim = await tx.trx
      .insertInto('promotion_claims')
      .values({
        promotion_id: row.id,
        user_id: userId,
        action: 'claim',
        amount_minor: row.reward_minor,
        entry_id: null,
        created_at: tx.now,
      })
      .onConflict((oc) => oc.columns(['promotion_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claim) throw new AppError('errors.social.alreadyClaimed');
    const posted = await prizeCredit(tx, {
      source: 'promotion',
      reference: promotionReference(row.id, userId),
      userId,
      amountMinor: row.reward_minor,
      reason: `promotion ${row.code}`,
      detail: { promotionId: row.id },
    });
    await tx.trx
      .updateTable('promotion_claims')
      .set({ entry_id: posted.entryId })
      .where('id', '=', claim.id)
      .execute();
    await writeAudit(
      tx.trx,
      {
        actorType: 'player',
        actorId: userId,
        action: 'promotions.claim',
        subject: `promotion:${row.id}`,
        detail: { amount: minorToDecimal(row.reward_minor), entryId: posted.entryId },
        requestId: input.requestId,
      },
      tx.now,
    );
    return posted;
  });
  const viewer = { userId, role: 'player' };
  const facts = await viewerFacts(services.db, viewer, [row.id]);
  return {
    activity: view(row, lang, stateOf(row, viewer, facts, rules), rules),
    paid: minorToNumber(row.reward_minor),
    balance: minorToNumber(
      entry.playerBalanceMinor ?? (await playerCashMinor(services.db, userId)),
    ),
  };
}
