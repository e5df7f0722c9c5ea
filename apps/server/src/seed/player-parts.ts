// Demo players without passwords: they show up in lists; log in by SMS code to use them. Both
// count as registered (as sign-up by SMS code would make them), so the back-office's "new
// players" and registration-date segments see both.
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

export async function insertDemoPlayers(trx: Transaction<DB>, now: number): Promise<string> {
  const players = [
    { mobile: '905550000001', nickname: 'Demo Oyuncu' },
    { mobile: '905550000002', nickname: 'Ayşe Yılmaz' },
  ];
  for (const p of players) {
    await trx
      .insertInto('users')
      .values({
        role: 'player',
        device_number: null,
        mobile: p.mobile,
        nickname: p.nickname,
        lang: 'tk',
        adid: null,
        gaid: null,
        created_at: now,
        registered_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('mobile').doNothing())
      .execute();
  }
  return `players: ${players.length}`;
}
