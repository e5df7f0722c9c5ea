// Each configuration kind's two sides: its body as the live tables hold it now (the baseline
// before the first approved version), and writing an approved body into those tables, in the
// approval's transaction, so the player calls read the new values from the next request on.
import type { Kysely, Transaction } from 'kysely';
import type {
  PddBody,
  PromotionBody,
  SignInBody,
  VipBody,
  WheelBody,
} from '@talih/contracts/backoffice/engagement-config.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { PDD_CONFIG } from '../../../modules/invite/pdd.ts';

type Db = Kysely<DB> | Transaction<DB>;

async function wheelNow(db: Db, code: string): Promise<WheelBody | null> {
  const wheel = await db
    .selectFrom('wheels')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  if (!wheel) return null;
  const segments = await db
    .selectFrom('wheel_segments')
    .select(['amount_minor', 'weight'])
    .where('wheel_id', '=', wheel.id)
    .orderBy('position')
    .limit(100)
    .execute();
  return {
    minVipLevel: wheel.min_vip_level,
    perDeposits: wheel.per_deposits,
    perTurnoverMinor: wheel.per_turnover_minor,
    perInvites: wheel.per_invites,
    segments: segments.map((s) => ({ amountMinor: s.amount_minor, weight: s.weight })),
  };
}

async function applyWheel(trx: Transaction<DB>, code: string, body: WheelBody, now: number) {
  const wheel = await trx
    .selectFrom('wheels')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!wheel) throw new AppError('backoffice.engagement.errors.unknownKind');
  await trx
    .updateTable('wheels')
    .set({
      min_vip_level: body.minVipLevel,
      per_deposits: body.perDeposits,
      per_turnover_minor: body.perTurnoverMinor,
      per_invites: body.perInvites,
      updated_at: now,
    })
    .where('id', '=', wheel.id)
    .execute();
  await trx.deleteFrom('wheel_segments').where('wheel_id', '=', wheel.id).execute();
  await trx
    .insertInto('wheel_segments')
    .values(
      body.segments.map((s, position) => ({
        wheel_id: wheel.id,
        position,
        amount_minor: s.amountMinor,
        weight: s.weight,
      })),
    )
    .execute();
}

async function signInNow(db: Db): Promise<SignInBody> {
  const rows = await db
    .selectFrom('sign_in_days')
    .select('amount_minor')
    .orderBy('day')
    .limit(31)
    .execute();
  return { days: rows.map((r) => r.amount_minor) };
}

async function applySignIn(trx: Transaction<DB>, body: SignInBody, now: number) {
  await trx.deleteFrom('sign_in_days').execute();
  await trx
    .insertInto('sign_in_days')
    .values(body.days.map((a, i) => ({ day: i + 1, amount_minor: a, updated_at: now })))
    .execute();
}

async function vipNow(db: Db): Promise<VipBody> {
  const rows = await db.selectFrom('vip_levels').selectAll().orderBy('level').limit(100).execute();
  return {
    levels: rows.map((r) => ({
      level: r.level,
      minTurnoverMinor: r.min_turnover_minor,
      minDepositsMinor: r.min_deposits_minor,
      rebateBps: r.rebate_bps,
      withdrawDailyMaxMinor: r.withdraw_daily_max_minor,
    })),
  };
}

async function applyVip(trx: Transaction<DB>, body: VipBody, now: number) {
  await trx.deleteFrom('vip_levels').execute();
  await trx
    .insertInto('vip_levels')
    .values(
      body.levels.map((l) => ({
        level: l.level,
        min_turnover_minor: l.minTurnoverMinor,
        min_deposits_minor: l.minDepositsMinor,
        rebate_bps: l.rebateBps,
        withdraw_daily_max_minor: l.withdrawDailyMaxMinor,
        updated_at: now,
      })),
    )
    .execute();
}

async function promotionNow(db: Db, code: string): Promise<PromotionBody | null> {
  const r = await db
    .selectFrom('promotions')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  if (!r) return null;
  return {
    title: { tk: r.title_tk, en: r.title_en, zh: r.title_zh },
    summary: { tk: r.summary_tk, en: r.summary_en, zh: r.summary_zh },
    terms: { tk: r.terms_tk, en: r.terms_en, zh: r.terms_zh },
    action: r.action,
    requirement: r.requirement,
    rewardMinor: r.reward_minor,
    sort: r.sort,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    segmentId: r.segment_id,
  };
}

async function applyPromotion(trx: Transaction<DB>, code: string, b: PromotionBody, now: number) {
  const columns = {
    title_tk: b.title.tk,
    title_en: b.title.en,
    title_zh: b.title.zh || b.title.en,
    summary_tk: b.summary.tk,
    summary_en: b.summary.en,
    summary_zh: b.summary.zh || b.summary.en,
    terms_tk: b.terms.tk,
    terms_en: b.terms.en,
    terms_zh: b.terms.zh || b.terms.en,
    action: b.action,
    requirement: b.requirement,
    reward_minor: b.rewardMinor,
    sort: b.sort,
    starts_at: b.startsAt,
    ends_at: b.endsAt,
    segment_id: b.segmentId,
  };
  const updated = await trx
    .updateTable('promotions')
    .set(columns)
    .where('code', '=', code)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await trx
      .insertInto('promotions')
      .values({ ...columns, code, banner_id: null, created_at: now })
      .execute();
  }
}

/** The body the tables hold now; null for a promotion or wheel that does not exist yet. */
export async function currentBody(db: Db, kind: string): Promise<unknown> {
  if (kind.startsWith('wheel:')) return wheelNow(db, kind.slice(6));
  if (kind.startsWith('promotion:')) return promotionNow(db, kind.slice(10));
  if (kind === 'sign_in') return signInNow(db);
  if (kind === 'vip') return vipNow(db);
  return { ...PDD_CONFIG } satisfies PddBody;
}

/** Writes an approved body where the player calls read it (pdd: its live version only). */
export async function applyBody(trx: Transaction<DB>, kind: string, body: unknown, now: number) {
  if (kind.startsWith('wheel:')) return applyWheel(trx, kind.slice(6), body as WheelBody, now);
  if (kind.startsWith('promotion:')) {
    return applyPromotion(trx, kind.slice(10), body as PromotionBody, now);
  }
  if (kind === 'sign_in') return applySignIn(trx, body as SignInBody, now);
  if (kind === 'vip') return applyVip(trx, body as VipBody, now);
}
