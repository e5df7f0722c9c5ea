// The sandbox studio's games as the lobby lists them. Real games with real rules, served by
// apps/sandbox and paid through the provider wallet API like any outside studio's.
import type { Insertable } from 'kysely';
import { HOUSE_STUDIO_CODE } from '@talih/contracts/lobby.ts';
import type { GamesTable } from '../db/schema.ts';

export const STUDIO_FIRM_CODE = HOUSE_STUDIO_CODE;

export function demoGames(now: number): Insertable<GamesTable>[] {
  const base = {
    have_demo: 1,
    firm_code: STUDIO_FIRM_CODE,
    studio_code: 'sandbox',
    status: 'active' as const,
    created_at: now,
  };
  return [
    {
      ...base,
      name: 'Nazar Slot',
      image_url: '/games/nazar-slot.svg',
      studio_game: 'slot',
      sort_weight: 300,
    },
    {
      ...base,
      name: 'Mayın Tarlası',
      image_url: '/games/mayin-tarlasi.svg',
      studio_game: 'mines',
      sort_weight: 200,
    },
    {
      ...base,
      name: 'Roket',
      image_url: '/games/roket.svg',
      studio_game: 'crash',
      sort_weight: 100,
    },
  ];
}
