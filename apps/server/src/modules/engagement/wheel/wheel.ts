// Prize wheels (docs/seed-spec.md S1.9): the four tiers and the VIP wheel. The operator sets each
// wheel's segments (prize and weight) and how spins are earned: one spin per N deposits, per
// an amount of turnover, per N invited players who registered. A spin is the player's n-th of
// that wheel; (user, wheel, n) is unique and n may not pass the spins earned, so racing spins
// cannot use one earned spin twice. The segment is drawn on the server (./draw.ts); its
// prize is paid through the ledger, keyed by the spin's id.
import { currencySign, deploymentCurrency } from '../../../jurisdiction/currency.ts';
import type { Kysely } from 'kysely';
import { minorToNumber } from '@talih/contracts/money.ts';
import type { WheelCode, WheelView } from '@talih/contracts/engagement.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import type { Ledger } from '../../../ledger/ledger.ts';
import { prizeCredit } from '../../../ledger/prize-movements.ts';
import { playerCashMinor } from '../../../ledger/queries.ts';
import { levelFor, playerActivity, vipLevels, type PlayerActivity } from '../vip/vip.ts';
import { drawIndex } from './draw.ts';

type Db = Kysely<DB>;

export interface WheelConfig {
  id: number;
  code: WheelCode;
  minVipLevel: number;
  perDeposits: number;
  perTurnoverMinor: number;
  perInvites: number;
  segments: { position: number; amountMinor: number; weight: number }[];
}

export async function wheelConfigs(db: Db): Promise<WheelConfig[]> {
  const [wheels, segments] = await Promise.all([
    db.selectFrom('wheels').selectAll().orderBy('position').limit(20).execute(),
    db.selectFrom('wheel_segments').selectAll().orderBy('position').limit(1000).execute(),
  ]);
  return wheels.map((w) => ({
    id: w.id,
    code: w.code as WheelCode,
    minVipLevel: w.min_vip_level,
    perDeposits: w.per_deposits,
    perTurnoverMinor: w.per_turnover_minor,
    perInvites: w.per_invites,
    segments: segments
      .filter((s) => s.wheel_id === w.id)
      .map((s) => ({ position: s.position, amountMinor: s.amount_minor, weight: s.weight })),
  }));
}

export function earnedSpins(w: WheelConfig, a: PlayerActivity) {
  return {
    deposits: w.perDeposits > 0 ? Math.floor(a.depositCount / w.perDeposits) : 0,
    turnover: w.perTurnoverMinor > 0 ? Math.floor(a.turnoverMinor / w.perTurnoverMinor) : 0,
    invites: w.perInvites > 0 ? Math.floor(a.inviteCount / w.perInvites) : 0,
  };
}

/** "₺10" in the deployment's currency (the sign, then the amount with no trailing zeros). */
export function segmentLabel(amountMinor: number, currency = deploymentCurrency()): string {
  if (amountMinor <= 0) return '—';
  const amount = minorToNumber(amountMinor);
  return `${currencySign(currency)}${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

async function usedSpins(db: Db, userId: number) {
  const rows = await db
    .selectFrom('wheel_spins')
    .select(['wheel_id', (eb) => eb.fn.max('seq').as('seq')])
    .where('user_id', '=', userId)
    .groupBy('wheel_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.wheel_id), Number(r.seq ?? 0)]));
}

export async function listWheels(db: Db, userId: number) {
  const [configs, activity, levels, used, recent] = await Promise.all([
    wheelConfigs(db),
    playerActivity(db, userId),
    vipLevels(db),
    usedSpins(db, userId),
    db
      .selectFrom('wheel_spins as s')
      .innerJoin('wheels as w', 'w.id', 's.wheel_id')
      .select(['s.id', 'w.code', 's.amount_minor', 's.created_at'])
      .where('s.user_id', '=', userId)
      .orderBy('s.id', 'desc')
      .limit(10)
      .execute(),
  ]);
  const level = levelFor(levels, activity).level;
  const wheels: WheelView[] = configs.map((w) => {
    const earned = earnedSpins(w, activity);
    const total = earned.deposits + earned.turnover + earned.invites;
    const u = used.get(w.id) ?? 0;
    const weightSum = w.segments.reduce((s, x) => s + x.weight, 0);
    const locked = level < w.minVipLevel;
    return {
      id: w.id,
      code: w.code,
      minVipLevel: w.minVipLevel,
      locked,
      rules: {
        perDeposits: w.perDeposits,
        perTurnover: minorToNumber(w.perTurnoverMinor),
        perInvites: w.perInvites,
      },
      earned,
      progress: {
        deposits: w.perDeposits > 0 ? activity.depositCount % w.perDeposits : 0,
        turnover: minorToNumber(
          w.perTurnoverMinor > 0 ? activity.turnoverMinor % w.perTurnoverMinor : 0,
        ),
        invites: w.perInvites > 0 ? activity.inviteCount % w.perInvites : 0,
      },
      deposits: {
        confirmed: activity.confirmedDepositCount,
        counted: activity.depositCount,
        wagerToNext: minorToNumber(activity.wagerToNextDepositMinor),
      },
      used: u,
      spinsLeft: locked ? 0 : Math.max(0, total - u),
      segments: w.segments.map((s, index) => ({
        index,
        label: segmentLabel(s.amountMinor),
        amount: minorToNumber(s.amountMinor),
        weight: s.weight,
        probability: weightSum > 0 ? s.weight / weightSum : 0,
      })),
    };
  });
  return {
    wheels,
    recent: recent.map((r) => ({
      id: r.id,
      code: r.code as WheelCode,
      label: segmentLabel(r.amount_minor),
      amount: minorToNumber(r.amount_minor),
      createTime: r.created_at,
    })),
  };
}

export async function spinWheel(db: Db, ledger: Ledger, userId: number, code: WheelCode) {
  const config = (await wheelConfigs(db)).find((w) => w.code === code);
  if (!config || config.segments.length === 0) throw new AppError('errors.wheel.notFound');
  const [activity, levels] = await Promise.all([playerActivity(db, userId), vipLevels(db)]);
  if (levelFor(levels, activity).level < config.minVipLevel) {
    throw new AppError('errors.wheel.locked', { level: config.minVipLevel });
  }
  const earned = earnedSpins(config, activity);
  const total = earned.deposits + earned.turnover + earned.invites;
  const result = await ledger.transact('wheel_prize', async (tx) => {
    const last = await tx.trx
      .selectFrom('wheel_spins')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('user_id', '=', userId)
      .where('wheel_id', '=', config.id)
      .executeTakeFirst();
    const seq = Number(last?.seq ?? 0) + 1;
    if (seq > total) throw new AppError('errors.wheel.noSpins');
    const index = drawIndex(config.segments.map((s) => s.weight));
    const segment = config.segments[index];
    if (!segment) throw new Error(`drew segment ${index} of ${config.segments.length}`);
    // A racing spin of the same n loses on the unique index and, retried, takes n + 1.
    const spin = await tx.trx
      .insertInto('wheel_spins')
      .values({
        user_id: userId,
        wheel_id: config.id,
        seq,
        segment_position: segment.position,
        amount_minor: segment.amountMinor,
        created_at: tx.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let balance: number | null = null;
    if (segment.amountMinor > 0) {
      const entry = await prizeCredit(tx, {
        source: code === 'vip' ? 'vip' : 'wheel',
        reference: String(spin.id),
        userId,
        amountMinor: segment.amountMinor,
        detail: { wheel: code, seq },
      });
      balance = entry.playerBalanceMinor;
    }
    return { spinId: spin.id, index, segment, seq, balance };
  });
  const balanceMinor = result.balance ?? (await playerCashMinor(db, userId));
  return {
    spinId: result.spinId,
    segmentIndex: result.index,
    label: segmentLabel(result.segment.amountMinor),
    amount: minorToNumber(result.segment.amountMinor),
    spinsLeft: Math.max(0, total - result.seq),
    totalAssets: minorToNumber(balanceMinor),
  };
}

/** Replaces a wheel's segments (CLI): [amountMinor, weight] pairs, 2 to 16 of them. */
export async function setWheelSegments(db: Db, code: string, segments: [number, number][]) {
  const wheel = await db
    .selectFrom('wheels')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!wheel) throw new RangeError(`no wheel ${code}`);
  if (segments.length < 2 || segments.length > 16)
    throw new RangeError('a wheel needs 2 to 16 segments');
  for (const [amount, weight] of segments) {
    if (!Number.isSafeInteger(amount) || amount < 0)
      throw new RangeError('amounts are zero or positive');
    if (!Number.isSafeInteger(weight) || weight < 1)
      throw new RangeError('weights are positive integers');
  }
  drawIndex(
    segments.map(([, w]) => w),
    () => 0,
  ); // checks the total
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('wheel_segments').where('wheel_id', '=', wheel.id).execute();
    await trx
      .insertInto('wheel_segments')
      .values(
        segments.map(([amount, weight], position) => ({
          wheel_id: wheel.id,
          position,
          amount_minor: amount,
          weight,
        })),
      )
      .execute();
    await trx
      .updateTable('wheels')
      .set({ updated_at: Date.now() })
      .where('id', '=', wheel.id)
      .execute();
  });
}
