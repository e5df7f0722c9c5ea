// Demo canned answers for the back-office support inbox (Turkish and English): the questions
// players ask most, answered in the brand's voice. Demo data only.
import type { Insertable, Transaction } from 'kysely';
import type { DB, SupportCannedTable } from '../db/schema.ts';

type Canned = Pick<Insertable<SupportCannedTable>, 'lang' | 'title' | 'body'>;

const CANNED: Canned[] = [
  {
    lang: 'tk',
    title: 'Havale süresi',
    body: 'Merhaba, havale/EFT işlemleri banka bize ulaştırdığında genellikle birkaç dakika içinde bakiyenize geçer. Açıklamaya referans kodunu yazmayı unutmayın.',
  },
  {
    lang: 'tk',
    title: 'Çekim süreci',
    body: 'Merhaba, çekim talebiniz ekibimiz tarafından inceleniyor. Onaylandıktan sonra tutar kayıtlı IBAN’ınıza gönderilir; bankanıza göre birkaç saat sürebilir.',
  },
  {
    lang: 'tk',
    title: 'Kimlik doğrulama',
    body: 'Hesabınızın güvenliği için kimlik bilgilerinizi doğrulamamız gerekiyor. Profil sayfanızdaki adımları izleyebilir ya da bu konuşmadan bize yazabilirsiniz.',
  },
  {
    lang: 'en',
    title: 'Bank transfer time',
    body: 'Hello, bank transfers usually reach your balance within a few minutes of the bank passing them to us. Please remember to put the reference code in the description.',
  },
  {
    lang: 'en',
    title: 'Withdrawal process',
    body: 'Hello, our team is reviewing your withdrawal. Once approved, the amount is sent to your registered IBAN; depending on your bank this can take a few hours.',
  },
];

export async function insertSupportCanned(trx: Transaction<DB>, now: number): Promise<string> {
  await trx
    .insertInto('support_canned')
    .values(CANNED.map((c) => ({ ...c, updated_by: 'admin', created_at: now, updated_at: now })))
    .execute();
  return `support: ${CANNED.length} canned answers`;
}
