// The social demo part: promotions (each with its home banner), the operator's customer
// service channels, invite codes for the demo players (Ayşe invited by Demo Oyuncu) and a
// support conversation. Demo data only: the addresses are example ones, not real accounts.
import { sql, type Insertable, type Transaction } from 'kysely';
import type { DB, PromotionsTable, SupportChannelsTable } from '../db/schema.ts';
import { touchConversation } from '../modules/support/conversations.ts';
import { currencySign, deploymentCurrency } from '../jurisdiction/currency.ts';

type Promo = Omit<Insertable<PromotionsTable>, 'banner_id' | 'created_at' | 'sort'> & {
  banner: { tk: string; en: string; zh: string };
};

const lines = (...items: string[]) => items.join('\n');

/** {SIGN} is the deployment currency's sign (₺ in sandbox, € in Germany), filled in at insert. */
const PROMOTIONS: Promo[] = [
  {
    code: 'welcome-gift',
    title_tk: 'Hoş geldiniz hediyesi',
    title_en: 'Welcome gift',
    title_zh: '新人礼包',
    summary_tk:
      'Telefonu doğrulanmış her oyuncuya, ilk para yatırma işlemi onaylandıktan sonra bir kez {SIGN}10 nakit hediye.',
    summary_en:
      'A one-time {SIGN}10 cash gift for every player with a verified phone, once their first deposit is confirmed.',
    summary_zh: '手机号已验证的玩家在首笔存款确认后，可领取一次 {SIGN}10 现金礼包。',
    terms_tk: lines(
      'Her oyuncu bu hediyeyi bir kez alabilir.',
      'Telefon numaranızın doğrulanmış ve en az bir para yatırma işleminizin onaylanmış olması gerekir.',
      'Hediye nakit bakiyenize eklenir; çevrim şartı yoktur.',
      'Birden fazla hesapla alınan hediyeler geri alınır.',
    ),
    terms_en: lines(
      'Each player can claim this gift once.',
      'Your phone number must be verified and at least one of your deposits confirmed.',
      'The gift is added to your cash balance; no wagering is required.',
      'Gifts claimed with more than one account are taken back.',
    ),
    terms_zh: lines(
      '每位玩家只能领取一次。',
      '需已验证手机号，且至少有一笔已确认的存款。',
      '礼包计入现金余额，无流水要求。',
      '使用多个账户领取的礼包将被收回。',
    ),
    action: 'claim',
    requirement: 'none',
    reward_minor: 1000,
    starts_at: null,
    ends_at: null,
    banner: {
      tk: 'Hoş geldiniz hediyesi: {SIGN}10',
      en: 'Welcome gift: {SIGN}10',
      zh: '新人礼包：{SIGN}10',
    },
  },
  {
    code: 'first-deposit',
    title_tk: 'İlk yatırıma {SIGN}50 hediye',
    title_en: '{SIGN}50 gift on your first deposit',
    title_zh: '首存赠送 {SIGN}50',
    summary_tk:
      'İlk para yatırma işleminiz onaylandıktan sonra {SIGN}50 hediyenizi buradan alabilirsiniz.',
    summary_en: 'Once your first deposit is confirmed, claim your {SIGN}50 gift here.',
    summary_zh: '首笔存款确认后，可在此领取 {SIGN}50 礼金。',
    terms_tk: lines(
      'En az bir para yatırma işleminizin onaylanmış olması gerekir.',
      'Her oyuncu bu hediyeyi bir kez alabilir; nakit bakiyenize eklenir.',
      'İptal edilen veya reddedilen yatırımlar sayılmaz.',
    ),
    terms_en: lines(
      'At least one of your deposits must be confirmed.',
      'Each player can claim this gift once; it is added to your cash balance.',
      'Cancelled or rejected deposits do not count.',
    ),
    terms_zh: lines(
      '需至少有一笔已确认的存款。',
      '每位玩家只能领取一次，礼金计入现金余额。',
      '已取消或被拒绝的存款不计入。',
    ),
    action: 'claim',
    requirement: 'deposit',
    reward_minor: 5000,
    starts_at: null,
    ends_at: null,
    banner: {
      tk: 'İlk yatırıma {SIGN}50 hediye',
      en: '{SIGN}50 on your first deposit',
      zh: '首存送 {SIGN}50',
    },
  },
  {
    code: 'invite-rebate',
    title_tk: 'Arkadaşını Davet Et, iade kazan',
    title_en: 'Invite friends, earn a rebate',
    title_zh: '邀请好友，赚取返佣',
    summary_tk:
      'Davet ettiğiniz arkadaşlarınızın oyunlarından her gün komisyon iadesi kazanırsınız.',
    summary_en: 'Earn a daily rebate from the play of the friends you invite.',
    summary_zh: '每天从您邀请的好友的游戏中获得返佣。',
    terms_tk: lines(
      'İade, davet ettiğiniz oyuncuların bir günde (İstanbul saatiyle) yaptığı bahislerin toplamı üzerinden, VIP seviyenizin oranıyla hesaplanır.',
      'Hesaplanan iadeyi Paylaş sayfasından istediğiniz zaman alabilirsiniz; her gün bir kez ödenir.',
      'İptal edilen bahisler hesaba katılmaz.',
    ),
    terms_en: lines(
      'The rebate is the total stakes your invited players placed in a day (Istanbul time), at the rate of your VIP level.',
      'Claim computed rebates on the Share page whenever you like; each day pays once.',
      'Cancelled bets are not counted.',
    ),
    terms_zh: lines(
      '返佣按您邀请的玩家在一天内（伊斯坦布尔时间）的投注总额，以您的 VIP 等级比例计算。',
      '已计算的返佣可随时在分享页面领取，每天只支付一次。',
      '已取消的投注不计入。',
    ),
    action: 'none',
    requirement: 'none',
    reward_minor: 0,
    starts_at: null,
    ends_at: null,
    banner: { tk: 'Davet edin, iade kazanın', en: 'Invite and earn', zh: '邀请赚返佣' },
  },
  {
    code: 'tournament-waitlist',
    title_tk: 'Slot turnuvası ön kaydı',
    title_en: 'Slot tournament waitlist',
    title_zh: '老虎机锦标赛预约',
    summary_tk:
      'İlk slot turnuvamız hazırlanıyor. Ön kayıt yaptırın, açıldığında size haber verelim.',
    summary_en:
      "Our first slot tournament is in the works. Join the waitlist and we'll let you know when it opens.",
    summary_zh: '首届老虎机锦标赛正在筹备中。预约后，开赛时我们会通知您。',
    terms_tk: lines(
      'Ön kayıt ücretsizdir ve hiçbir yükümlülük getirmez.',
      'Turnuvanın kuralları ve ödülleri açılmadan önce bu sayfada yayımlanır.',
    ),
    terms_en: lines(
      'Joining the waitlist is free and commits you to nothing.',
      'The rules and prizes are published on this page before the tournament opens.',
    ),
    terms_zh: lines('预约免费，无任何义务。', '比赛规则和奖励将在开赛前于本页公布。'),
    action: 'join',
    requirement: 'none',
    reward_minor: 0,
    starts_at: null,
    ends_at: null,
    banner: {
      tk: 'Slot turnuvası yakında',
      en: 'Slot tournament soon',
      zh: '老虎机锦标赛即将开始',
    },
  },
];

const CHANNELS: Insertable<SupportChannelsTable>[] = [
  {
    kind: 'chat',
    label_tk: 'Canlı destek',
    label_en: 'Live support',
    label_zh: '在线客服',
    // The in-app conversation on the customer service page (the page words it per language).
    value: 'app',
    href: '',
    hours_tk: 'Her gün 09:00–24:00 (İstanbul)',
    hours_en: 'Every day 09:00–24:00 (Istanbul)',
    hours_zh: '每天 09:00–24:00（伊斯坦布尔时间）',
    sort: 1,
    active: 1,
  },
  {
    kind: 'email',
    label_tk: 'E-posta',
    label_en: 'Email',
    label_zh: '电子邮件',
    value: 'destek@talih.example',
    href: 'mailto:destek@talih.example',
    hours_tk: '24 saat içinde yanıt',
    hours_en: 'Answered within 24 hours',
    hours_zh: '24 小时内回复',
    sort: 2,
    active: 1,
  },
  {
    kind: 'telegram',
    label_tk: 'Telegram',
    label_en: 'Telegram',
    label_zh: 'Telegram',
    value: '@TalihDestek',
    href: 'https://t.me/TalihDestek',
    hours_tk: 'Her gün 09:00–24:00 (İstanbul)',
    hours_en: 'Every day 09:00–24:00 (Istanbul)',
    hours_zh: '每天 09:00–24:00（伊斯坦布尔时间）',
    sort: 3,
    active: 1,
  },
];

/** The promotion's texts with {SIGN} replaced by the currency's sign. */
function withSign(promo: Promo, sign: string): Promo {
  const fill = (v: unknown) => (typeof v === 'string' ? v.replaceAll('{SIGN}', sign) : v);
  const filled = Object.fromEntries(Object.entries(promo).map(([k, v]) => [k, fill(v)]));
  return {
    ...(filled as Promo),
    banner: {
      tk: fill(promo.banner.tk) as string,
      en: fill(promo.banner.en) as string,
      zh: fill(promo.banner.zh) as string,
    },
  };
}

export async function insertSocial(trx: Transaction<DB>, now: number): Promise<string> {
  const lastBanner = await trx
    .selectFrom('banners')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .executeTakeFirst();
  let sort = Number(lastBanner?.sort ?? 0);
  for (const [i, written] of PROMOTIONS.entries()) {
    const { banner, ...p } = withSign(written, currencySign(deploymentCurrency()));
    const b = await trx
      .insertInto('banners')
      .values({
        title_tk: banner.tk,
        title_en: banner.en,
        title_zh: banner.zh,
        subtitle_tk: p.summary_tk,
        subtitle_en: p.summary_en,
        subtitle_zh: p.summary_zh,
        image_url: '',
        link_type: 'route',
        link: '',
        sort: ++sort,
        starts_at: p.starts_at ?? null,
        ends_at: p.ends_at ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const promo = await trx
      .insertInto('promotions')
      .values({ ...p, banner_id: b.id, sort: i + 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('banners')
      .set({ image_url: `/banner-art/${b.id}.svg`, link: `/promotions?id=${promo.id}` })
      .where('id', '=', b.id)
      .execute();
  }
  await trx.insertInto('support_channels').values(CHANNELS).execute();

  // Invite codes for the demo players, and Ayşe registered with Demo Oyuncu's.
  const demo = await trx
    .selectFrom('users')
    .select(['id', 'mobile'])
    .where('mobile', 'in', ['905550000001', '905550000002'])
    .execute();
  const host = demo.find((u) => u.mobile === '905550000001');
  const guest = demo.find((u) => u.mobile === '905550000002');
  let links = 0;
  if (host) {
    await trx
      .updateTable('users')
      .set({ invite_code: sql`coalesce(invite_code, ${'DEMOPLAY'})` })
      .where('id', '=', host.id)
      .execute();
    links++;
  }
  if (guest) {
    await trx
      .updateTable('users')
      .set({
        invite_code: sql`coalesce(invite_code, ${'AYSEDEMO'})`,
        inviter_id: sql`coalesce(inviter_id, ${host?.id ?? null})`,
        registered_at: sql`coalesce(registered_at, ${now})`,
      })
      .where('id', '=', guest.id)
      .execute();
    links++;
  }
  let threads = 0;
  if (host) {
    const messages = await trx
      .insertInto('support_messages')
      .values([
        {
          user_id: host.id,
          author: 'player',
          staff_name: null,
          content: 'Merhaba, havale ile yatırdığım para ne zaman hesabıma geçer?',
          created_at: now - 60 * 60 * 1000,
        },
        {
          user_id: host.id,
          author: 'staff',
          staff_name: 'Destek Ekibi',
          content:
            'Merhaba, havale/EFT işlemleri banka bize ulaştırdığında, genellikle birkaç dakika içinde bakiyenize geçer. Açıklamaya referans kodunu yazmayı unutmayın.',
          created_at: now - 50 * 60 * 1000,
        },
      ])
      .returningAll()
      .execute();
    // The inbox reads each conversation's state: keep it in step, as the app does.
    for (const m of messages) await touchConversation(trx, m);
    threads++;
  }
  return `social: ${PROMOTIONS.length} promotions, ${CHANNELS.length} support channels, ${links} invite links, ${threads} support thread`;
}
