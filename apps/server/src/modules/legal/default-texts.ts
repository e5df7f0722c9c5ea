// Version 1 of the legal texts, in Turkish and English: a starting point the operator replaces
// with its own (a new version from the back-office; docs/design.md "Legal texts"). They say
// what a licensed operator's texts say, without a company name or licence number, which the
// operator adds. Markdown, rendered as text by the apps (headings, lists, bold, links).
import type { Transaction } from 'kysely';
import type { LegalKind } from '@talih/contracts/legal.ts';
import type { DB } from '../../db/schema.ts';

interface Text {
  kind: LegalKind;
  lang: string;
  title: string;
  bodyMd: string;
}

const TERMS_TK = `Bu şartlar, Talih'te hesap açan ve oynayan herkes için geçerlidir. Hesabınızı açarak bu şartları kabul etmiş olursunuz. Lütfen dikkatle okuyun; sorunuz olursa Müşteri Hizmetleri'ne yazabilirsiniz.

## 1. Taraflar ve lisans

Talih, faaliyet gösterdiği ülkede şans oyunları lisansına sahip operatör ("Operatör", "biz") tarafından işletilir. Operatörün unvanı, adresi ve lisans bilgileri sitenin alt bölümünde yer alır. Yalnızca lisansın geçerli olduğu ülkelerden hizmet veririz.

## 2. Hesap açma

- Hesap açmak için **18 yaşından** (bulunduğunuz ülkenin yasası daha yüksek bir yaş öngörüyorsa o yaştan) büyük olmalısınız.
- Her kişi yalnızca **bir hesap** açabilir. Bilgilerinizin doğru ve güncel olması sizin sorumluluğunuzdadır.
- Kimliğinizi, yaşınızı ve adresinizi doğrulamamız gerekebilir. Doğrulama tamamlanana kadar para çekme işlemlerini bekletebiliriz.
- Hesabınızın şifresini kimseyle paylaşmayın; hesabınızdan yapılan işlemlerden siz sorumlusunuz.

## 3. Para yatırma ve çekme

- Yalnızca kendi adınıza kayıtlı ödeme yöntemlerini kullanabilirsiniz.
- Para çekme talepleri, yasal yükümlülüklerimiz gereği kontroller yapıldıktan sonra ödenir.
- Kara para aklama veya dolandırıcılık şüphesi olan işlemleri durdurma ve yetkili makamlara bildirme yükümlülüğümüz vardır.

## 4. Oyunlar ve bahisler

- Oyunların sonuçları, bağımsız olarak test edilen rastgele sayı üreteçleriyle belirlenir.
- Bir bahis, hesabınızda onaylandığı anda geçerli olur. Açık bir hata (ör. yanlış girilmiş oran) durumunda ilgili bahis iptal edilebilir; bu durumda bahis tutarı iade edilir.
- Her oyunun kuralları ve kazanç tablosu oyunun içinde yer alır.

## 5. Bonuslar

Bonuslar ve promosyonlar ayrıca [Bonus Şartları](/legal/bonus-terms)'na tabidir.

## 6. Sorumlu oyun

Oyun bir eğlence olmalıdır. Para yatırma, kayıp ve bahis limitleri koyabilir, ara verebilir veya kendinizi oyundan uzaklaştırabilirsiniz. Bu seçenekler hesabınızdaki Sorumlu Oyun sayfasındadır. Uzaklaştırma süresince yalnızca para çekebilir, geçmişinizi ve limitlerinizi görebilir ve Müşteri Hizmetleri'ne ulaşabilirsiniz.

## 7. Hesabın kapatılması

Hesabınızı istediğiniz zaman kapatabilirsiniz; bakiyeniz size ödenir. Bu şartların ciddi şekilde ihlal edilmesi, sahte hesap veya dolandırıcılık durumunda hesabı kapatma hakkımız saklıdır.

## 8. Kişisel veriler

Kişisel verilerinizi [Gizlilik Bildirimi](/legal/privacy)'nde anlatıldığı şekilde işleriz.

## 9. Şikâyetler

Şikâyetlerinizi Müşteri Hizmetleri'ne iletebilirsiniz; en geç 14 gün içinde yanıt veririz. Sonuçtan memnun kalmazsanız lisans makamına veya bağımsız bir uyuşmazlık çözüm kuruluşuna başvurabilirsiniz.

## 10. Değişiklikler

Bu şartları değiştirebiliriz. Yeni bir sürüm yayımlandığında bir sonraki girişinizde size gösterilir ve oynamaya devam etmeden önce kabul etmeniz istenir.`;

const TERMS_EN = `These terms apply to everyone who opens an account and plays at Talih. By opening an account you accept them. Please read them carefully; if you have a question, write to Customer Service.

## 1. Who we are

Talih is run by an operator licensed for games of chance in the country where it operates ("the Operator", "we"). The Operator's name, address and licence details are at the bottom of the site. We serve only the countries our licence covers.

## 2. Opening an account

- You must be **18 or older** (or older where the law of your country says so).
- One person may hold **one account** only. You are responsible for keeping your details true and up to date.
- We may need to verify your identity, age and address, and may hold withdrawals until that is done.
- Do not share your password; you are responsible for what is done from your account.

## 3. Deposits and withdrawals

- You may only use payment methods in your own name.
- Withdrawals are paid after the checks the law requires of us.
- We must stop transactions we suspect of money laundering or fraud and report them to the authorities.

## 4. Games and bets

- Game results come from independently tested random number generators.
- A bet stands once it is confirmed in your account. A bet placed on an obvious error (such as a mistyped price) may be voided and its stake returned.
- Each game's rules and paytable are in the game.

## 5. Bonuses

Bonuses and promotions are also subject to the [Bonus Terms](/legal/bonus-terms).

## 6. Safer gambling

Gambling should be entertainment. You can set deposit, loss and wager limits, take a break or exclude yourself on the Responsible Gambling page of your account. While excluded you can still withdraw, see your history and limits, and contact Customer Service.

## 7. Closing an account

You may close your account at any time and your balance is paid out to you. We may close an account for a serious breach of these terms, a duplicate account or fraud.

## 8. Personal data

We handle your personal data as our [Privacy Notice](/legal/privacy) describes.

## 9. Complaints

Send complaints to Customer Service; we answer within 14 days. If you are not satisfied, you may turn to the licensing authority or an independent dispute resolution body.

## 10. Changes

We may change these terms. A new version is shown to you at your next login, and you are asked to accept it before you play on.`;

const PRIVACY_TK = `Bu bildirim, Talih'i kullanırken kişisel verilerinizi nasıl işlediğimizi anlatır. Veri sorumlusu, Talih'i işleten operatördür; iletişim bilgileri sitenin alt bölümünde yer alır.

## Hangi verileri topluyoruz

- **Hesap bilgileri:** telefon numaranız, adınız, e-posta adresiniz, doğum tarihiniz.
- **Kimlik doğrulama:** kimlik belgeniz ve adres belgeniz (yasal yükümlülük gereği).
- **İşlemler:** para yatırma, çekme, bahis ve oyun geçmişiniz.
- **Teknik bilgiler:** IP adresiniz, cihaz bilgileriniz ve giriş kayıtlarınız.

## Neden işliyoruz

- Hesabınızı açmak ve hizmeti sunmak (sözleşmenin ifası).
- Yaşınızı ve kimliğinizi doğrulamak, kara para aklamayı önlemek ve lisans kurallarına uymak (yasal yükümlülük).
- Sorumlu oyun: oyun davranışınızdaki riskleri fark etmek ve limitlerinizi uygulamak.
- İzin verdiyseniz, size promosyon duyurmak. Bu izni istediğiniz zaman geri alabilirsiniz.

## Kimlerle paylaşıyoruz

Verilerinizi yalnızca gerektiği kadarıyla ödeme kuruluşları, kimlik doğrulama hizmetleri, oyun sağlayıcıları ve yasal olarak yetkili makamlarla paylaşırız. Verilerinizi satmayız.

## Ne kadar saklıyoruz

Hesap ve işlem kayıtlarını, kara para aklamayla mücadele mevzuatının öngördüğü süre boyunca (hesabın kapanmasından sonra en az 5 yıl) saklarız.

## Haklarınız

Verilerinize erişme, düzeltilmesini, silinmesini veya bir kopyasını isteme ve işlenmesine itiraz etme hakkınız vardır. Bu talepleri hesabınızdaki Sorumlu Oyun sayfasından veya Müşteri Hizmetleri'nden iletebilirsiniz. Ayrıca veri koruma otoritesine şikâyette bulunabilirsiniz.

## Çerezler

Yalnızca sitenin çalışması için gereken yerel kayıtları kullanırız (oturumunuz, dil tercihiniz). Reklam çerezi kullanmayız.`;

const PRIVACY_EN = `This notice explains how we handle your personal data when you use Talih. The controller is the operator that runs Talih; its contact details are at the bottom of the site.

## What we collect

- **Account details:** your phone number, name, e-mail address and date of birth.
- **Verification:** your identity document and proof of address (required by law).
- **Transactions:** your deposits, withdrawals, bets and game history.
- **Technical data:** your IP address, device details and login records.

## Why we use it

- To open your account and provide the service (performance of the contract).
- To verify your age and identity, prevent money laundering and meet our licence conditions (legal obligation).
- Safer gambling: to notice risks in how you play and to apply your limits.
- If you agreed, to tell you about promotions. You can withdraw that consent at any time.

## Who we share it with

Only as far as needed: payment institutions, identity verification services, game providers, and authorities entitled by law. We never sell your data.

## How long we keep it

Account and transaction records are kept for as long as anti-money-laundering law requires (at least 5 years after the account closes).

## Your rights

You may ask to see, correct, delete or receive a copy of your data, and object to its use, from the Responsible Gambling page of your account or through Customer Service. You may also complain to the data protection authority.

## Cookies

We only keep what the site needs to work in your browser (your session, your language). We use no advertising cookies.`;

const BONUS_TK = `Bu şartlar Talih'teki tüm bonuslar, bedava dönüşler ve bedava bahisler için geçerlidir. Bir promosyonun kendi sayfasında farklı bir kural yazıyorsa o kural geçerlidir.

## Genel kurallar

- Her kişi, hane ve cihaz için bir promosyondan bir kez yararlanılabilir.
- Bonus bakiyesi nakit bakiyenizden ayrı tutulur. Bahislerde önce nakit bakiyeniz kullanılır.
- Bonusun nakde dönüşmesi için **çevrim şartını** tamamlamanız gerekir: promosyonda yazan tutar kadar bahis yapmalısınız.

## Çevrim şartı

- Oyun türlerinin çevrime katkısı farklıdır (ör. slotlar %100, masa oyunları daha az). Katkı oranları promosyon sayfasında yazar.
- Spor bahisleri çevrime, bahis kazanarak ya da kaybederek sonuçlandığında sayılır. İptal edilen veya erken ödenen (cash out) bahisler sayılmaz.
- Bonus aktifken tek bahiste yatırılabilecek en yüksek tutar promosyonda yazar.

## Süre ve iptal

- Her bonusun bir son kullanma tarihi vardır. Süre dolduğunda çevrimi tamamlanmamış bonus silinir.
- Bonus aktifken para çekme talebinde bulunursanız kalan bonus silinir; silinecek tutar, onaylamadan önce size gösterilir.
- Çevrimi tamamlanan bonus, promosyonda yazan en yüksek tutara kadar nakde dönüşür.

## Kötüye kullanım

Birden fazla hesap, risksiz bahis stratejileri veya promosyonun amacına aykırı kullanım durumunda bonusu ve ondan elde edilen kazancı iptal edebiliriz.

## Sorumlu oyun

Kendinizi oyundan uzaklaştırdıysanız veya ara verdiyseniz size promosyon gösterilmez ve bonus verilmez.`;

const BONUS_EN = `These terms apply to every bonus, free spin and free bet at Talih. Where a promotion's own page says otherwise, that rule applies.

## General rules

- Each promotion may be used once per person, household and device.
- Bonus money is kept apart from your cash. Bets use your cash first.
- A bonus turns into cash once you meet its **wagering requirement**: you must bet the amount the promotion states.

## Wagering

- Game types count differently towards wagering (for example slots 100%, table games less); the promotion page gives the rates.
- A sports bet counts once it settles as won or lost. Void, cancelled and cashed-out bets do not count.
- While a bonus is active, the highest stake per bet is stated in the promotion.

## Expiry and forfeit

- Each bonus has an expiry date; an unmet bonus is removed when it expires.
- A withdrawal request while a bonus is active removes the remaining bonus; you are shown the amount before you confirm.
- A bonus whose wagering is met turns into cash up to the maximum the promotion states.

## Abuse

We may cancel a bonus and what was won with it in case of multiple accounts, risk-free betting strategies, or any use against the purpose of the promotion.

## Safer gambling

If you have excluded yourself or taken a break, you are not shown promotions and receive no bonus.`;

export const DEFAULT_LEGAL_TEXTS: readonly Text[] = [
  { kind: 'terms', lang: 'tk', title: 'Şartlar ve Koşullar', bodyMd: TERMS_TK },
  { kind: 'terms', lang: 'en', title: 'Terms and Conditions', bodyMd: TERMS_EN },
  { kind: 'privacy', lang: 'tk', title: 'Gizlilik Bildirimi', bodyMd: PRIVACY_TK },
  { kind: 'privacy', lang: 'en', title: 'Privacy Notice', bodyMd: PRIVACY_EN },
  { kind: 'bonus_terms', lang: 'tk', title: 'Bonus Şartları', bodyMd: BONUS_TK },
  { kind: 'bonus_terms', lang: 'en', title: 'Bonus Terms', bodyMd: BONUS_EN },
];

/** Version 1 of each text in both languages (the demo seed's `legal` part). */
export async function insertLegalTexts(trx: Transaction<DB>, now: number): Promise<string> {
  for (const text of DEFAULT_LEGAL_TEXTS) {
    await trx
      .insertInto('legal_documents')
      .values({
        kind: text.kind,
        version: 1,
        lang: text.lang,
        title: text.title,
        body_md: text.bodyMd,
        published_at: now,
        created_by: 'system',
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['kind', 'version', 'lang']).doNothing())
      .execute();
  }
  return `legal: ${DEFAULT_LEGAL_TEXTS.length} texts (terms, privacy, bonus terms; tk, en)`;
}
