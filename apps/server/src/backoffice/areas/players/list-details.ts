// What the player list shows beside each row, read for one page of players at a time: blocks,
// tags, the KYC level and country, open alerts and the VIP level (computed, never stored).
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { levelFor, playerActivity, vipLevels } from '../../../modules/engagement/vip/vip.ts';

function group<R extends { user_id: number }>(rows: R[], value: (r: R) => string) {
  const out = new Map<number, string[]>();
  for (const r of rows) {
    const id = Number(r.user_id);
    out.set(id, [...(out.get(id) ?? []), value(r)]);
  }
  return out;
}

export async function blocksOf(db: Kysely<DB>, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .selectFrom('player_blocks')
    .select(['user_id', 'scope'])
    .where('user_id', 'in', userIds)
    .orderBy('scope')
    .execute();
  return group(rows, (r) => r.scope);
}

export async function tagsOf(db: Kysely<DB>, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .selectFrom('player_tags')
    .select(['user_id', 'tag'])
    .where('user_id', 'in', userIds)
    .orderBy('tag')
    .execute();
  return group(rows, (r) => r.tag);
}

async function vipOf(db: Kysely<DB>, userIds: number[]) {
  const levels = await vipLevels(db);
  const out = new Map<number, number>();
  for (const id of userIds) out.set(id, levelFor(levels, await playerActivity(db, id)).level);
  return out;
}

/** The page's details, as a lookup by player id. */
export async function detailsOf(db: Kysely<DB>, userIds: number[]) {
  const none = userIds.length === 0;
  const [blocks, tags, kyc, alerts, vip] = await Promise.all([
    blocksOf(db, userIds),
    tagsOf(db, userIds),
    none
      ? []
      : db
          .selectFrom('kyc_profiles')
          .select(['user_id', 'level', 'country'])
          .where('user_id', 'in', userIds)
          .execute(),
    none
      ? []
      : db
          .selectFrom('risk_alerts')
          .select((eb) => ['user_id', eb.fn.countAll<number>().as('n')])
          .where('user_id', 'in', userIds)
          .where('status', '=', 'open')
          .groupBy('user_id')
          .execute(),
    vipOf(db, userIds),
  ]);
  return (id: number) => {
    const k = kyc.find((r) => Number(r.user_id) === id);
    return {
      blocks: blocks.get(id) ?? [],
      tags: tags.get(id) ?? [],
      kycLevel: k?.level ?? 'none',
      country: k?.country ?? null,
      openAlerts: Number(alerts.find((r) => Number(r.user_id) === id)?.n ?? 0),
      vipLevel: vip.get(id) ?? 0,
    };
  };
}
