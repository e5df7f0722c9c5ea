// Demo mail for the demo players: a welcome with a claimable prize and a plain notice, so a
// fresh machine shows the mail panel with something in it.
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

export async function insertDemoMail(trx: Transaction<DB>, now: number): Promise<string> {
  const players = await trx
    .selectFrom('users')
    .select('id')
    .where('mobile', 'in', ['905550000001', '905550000002'])
    .execute();
  const mails = [
    {
      title: 'Talih’e hoş geldiniz',
      content:
        'Aramıza katıldığınız için teşekkür ederiz. Hoş geldin hediyeniz bu mesajda: “Ödülü Al” düğmesiyle bakiyenize ekleyebilirsiniz.',
      amount_minor: 2500,
      created_at: now - 60_000,
    },
    {
      title: 'Günlük Giriş Ödülü başladı',
      content:
        'Her gün giriş yapıp ödülünüzü alın: yedi günlük takvimde her gün bir öncekinden daha değerli. Bir gün kaçırırsanız takvim 1. günden yeniden başlar.',
      amount_minor: 0,
      created_at: now,
    },
  ];
  for (const p of players) {
    await trx
      .insertInto('mails')
      .values(
        mails.map((m) => ({
          ...m,
          user_id: p.id,
          batch: 'DEMO',
          is_read: 0,
          attaches_status: 0,
          sent_by: 'demo',
        })),
      )
      .execute();
  }
  return `mail: ${players.length * mails.length}`;
}
