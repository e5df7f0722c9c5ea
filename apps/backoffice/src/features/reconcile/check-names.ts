// The checks' Turkish names. The server names each check in English (as `talih reconcile`
// prints it, and as monitoring matches it); the screen shows the staff member's language and
// falls back to the English name for a check added later. Samples stay as the server wrote them.
const TK: Record<string, string> = {
  'every migration is applied': 'Tüm veritabanı güncellemeleri (migration) uygulanmış',
  'database integrity (SQLite integrity_check and foreign keys)':
    'Veritabanı bütünlüğü (SQLite integrity_check ve yabancı anahtarlar)',
  'no live session belongs to a missing user':
    'Açık oturumların hepsi var olan bir kullanıcıya ait',
  'sportsbook: the clearing account holds exactly the stakes of open bets':
    'Spor bahisleri: takas hesabında tam olarak açık kuponların yatırılan tutarı duruyor',
  'sportsbook: every bet took its stake once and paid exactly its settlements':
    'Spor bahisleri: her kuponun tutarı bir kez alınmış ve sonuçlandığı kadar ödenmiş',
  'games: every round holds exactly its journal entries, and no decided round was refunded':
    'Casino: her oyun turu tam olarak kendi kayıtlarını içeriyor, sonuçlanmış tur iade edilmemiş',
  'payments: every confirmed deposit is credited once with its amount, and only those':
    'Ödemeler: onaylı her yatırım tutarıyla bir kez hesaba geçmiş, onaysızlar geçmemiş',
  'payments: each pending account holds exactly its player’s withdrawals under review':
    'Ödemeler: bekleyen çekim hesapları tam olarak incelemedeki çekimleri tutuyor',
  'payments: every withdrawal was held once and posted or voided as its state says':
    'Ödemeler: her çekim bir kez bloke edilmiş, durumuna göre gönderilmiş ya da iade edilmiş',
  'payments: each provider clearing account equals its confirmed deposits and posted payouts':
    'Ödemeler: her ödeme sağlayıcısının takas hesabı onaylı yatırımlar ve gönderilen ödemelerle tutuyor',
  'payments: no withdrawal waits (pending, approved or payout_failed) past the threshold':
    'Ödemeler: süre sınırını aşan bekleyen çekim yok (bekliyor, onaylandı veya ödeme başarısız)',
  'ledger: every journal entry sums to zero': 'Defter: her yevmiye kaydının toplamı sıfır',
  'ledger: every cached balance equals the sum of its lines':
    'Defter: her hesabın bakiyesi kayıtlarının toplamına eşit',
  'ledger: no player, pending or non-negative account is below zero':
    'Defter: oyuncu, bekleyen çekim ve eksiye düşemeyen hesapların hiçbiri eksi bakiyede değil',
  'ledger: all balances together sum to zero': 'Defter: tüm bakiyelerin toplamı sıfır',
  'ledger: no bet is rolled back twice and every rollback points at a bet':
    'Defter: hiçbir bahis iki kez geri alınmamış, her geri alma bir bahse bağlı',
  'social: each paid promotion claim, rebate day and pdd prize has exactly its prize entry':
    'Sosyal: ödenen her promosyon, davet iadesi ve davet ödülünün tam olarak bir ödeme kaydı var',
};

const PRIZE_TK: Record<string, string> = {
  'mail attachment': 'posta hediyesinin',
  'sign-in day': 'günlük giriş ödülünün',
  'wheel spin': 'çark çevirişinin',
};

export function checkName(name: string, language: string): string {
  if (language !== 'tk') return name;
  const prize =
    /^prizes: every claimed (.+) has exactly its prize entry, and no entry lacks its record$/.exec(
      name,
    );
  if (prize?.[1] && PRIZE_TK[prize[1]]) {
    return `Ödüller: alınan her ${PRIZE_TK[prize[1]]} tam olarak bir ödeme kaydı var, kaydı olmayan ödeme yok`;
  }
  return TK[name] ?? name;
}
