// The terms sentences, pinned word for word in Turkish and English: a change of the rules'
// meaning or of the wording shows here.
import { describe, expect, it } from 'vitest';
import { bonusRules } from '@talih/contracts/bonus.ts';
import { bonusTerms, contributionTable } from './terms.ts';
import { joinWords, trPercentOf } from './words.ts';

const welcome = bonusRules.parse({
  kind: 'deposit_match',
  trigger: 'first_deposit',
  percent: 100,
  capMinor: 100_000,
  minDepositMinor: 10_000,
  wageringMultiple: 10,
  maxBetMinor: 5_000,
  expiryDays: 7,
});

describe('bonusTerms', () => {
  it('writes a granted welcome bonus in Turkish', () => {
    expect(bonusTerms(welcome, 'tk', { grantedMinor: 10_000, depositMinor: 10_000 })).toEqual([
      "Yatırımınızın %100'ü kadar bonus alırsınız, en fazla ₺1.000,00.",
      'Bu bonus için en az ₺100,00 yatırmanız gerekir.',
      '₺100,00 bonusun 10 katı, yani ₺1.000,00 çevrim gerekir.',
      "Slot oyunlarında ve anlık oyunlarda bahsin tamamı, masa oyunlarında ve canlı casinoda bahsin %10'u çevrime sayılır.",
      'Diğer oyunlardaki bahisler çevrime sayılmaz.',
      'Spor bahisleri çevrime sayılmaz.',
      'Bonus etkinken bahis başına en fazla ₺50,00 oynayabilirsiniz.',
      'Bonus başladıktan sonra 7 gün geçerlidir; süresi dolunca kalan bonus silinir.',
      'Çevrim tamamlanınca kalan bonusun tamamı nakde dönüşür.',
      'Bahislerde önce nakit bakiyeniz, sonra bonus bakiyeniz kullanılır.',
      'Bonus etkinken para çekme talebi oluşturursanız kalan bonus silinir ve bekleyen bonuslar iptal edilir.',
    ]);
  });

  it('writes the same bonus in English', () => {
    expect(bonusTerms(welcome, 'en', { grantedMinor: 10_000, depositMinor: 10_000 })).toEqual([
      'You get a bonus of 100% of your deposit, up to ₺1,000.00.',
      'The smallest deposit that qualifies is ₺100.00.',
      '10 times the ₺100.00 bonus, that is ₺1,000.00, must be wagered.',
      'Stakes on slots and instant games count in full; stakes on table games and live casino count 10% towards wagering.',
      "Stakes on other games don't count.",
      "Sports bets don't count towards wagering.",
      'While the bonus is active, the most you can stake on one bet is ₺50.00.',
      'The bonus is valid for 7 days from when it starts; when it expires, the bonus left is removed.',
      'When wagering is complete, all the bonus left turns into cash.',
      'Your bets use your cash first, then your bonus.',
      'Requesting a withdrawal while the bonus is active forfeits the bonus left and cancels waiting bonuses.',
    ]);
  });

  it('states the rule without amounts for an offer not taken yet', () => {
    const terms = bonusTerms(welcome, 'tk');
    expect(terms[2]).toBe('Bonus tutarının 10 katı çevrim gerekir.');
    expect(bonusTerms(welcome, 'en')[2]).toBe('10 times the bonus must be wagered.');
  });

  it('counts the deposit in the base, names what does not count, and caps the conversion', () => {
    const rules = bonusRules.parse({
      kind: 'fixed',
      trigger: 'promo_code',
      promoCode: 'TALIH50',
      fixedMinor: 5_000,
      wageringMultiple: 5,
      wageringBase: 'bonus_plus_deposit',
      contributionPct: { slot: 100, table: 25, live: 0 },
      sportMinOdds: 1.5,
      expiryDays: 1,
      maxConversionMinor: 50_000,
      allowedGameIds: [1, 2, 3],
    });
    expect(bonusTerms(rules, 'tk', { grantedMinor: 5_000, depositMinor: 20_000 })).toEqual([
      '₺50,00 bonus alırsınız.',
      '₺50,00 bonus ile ₺200,00 yatırımın toplamının 5 katı, yani ₺1.250,00 çevrim gerekir.',
      "Slot oyunlarında bahsin tamamı, masa oyunlarında bahsin %25'i çevrime sayılır.",
      'Anlık oyunlardaki, canlı casinodaki ve diğer oyunlardaki bahisler çevrime sayılmaz.',
      'Spor bahisleri, her seçimin oranı en az 1.50 olduğunda tam sayılır.',
      'Bonus yalnızca seçilen 3 oyunda oynanabilir ve çevrime yalnızca bu oyunlar sayılır.',
      'Bonus başladıktan sonra 1 gün geçerlidir; süresi dolunca kalan bonus silinir.',
      'Çevrim tamamlanınca en fazla ₺500,00 nakde dönüşür; fazlası silinir.',
      'Bahislerde önce nakit bakiyeniz, sonra bonus bakiyeniz kullanılır.',
      'Bonus etkinken para çekme talebi oluşturursanız kalan bonus silinir ve bekleyen bonuslar iptal edilir.',
    ]);
    expect(bonusTerms(rules, 'en', { grantedMinor: 5_000, depositMinor: 20_000 })[1]).toBe(
      '5 times the ₺50.00 bonus plus the ₺200.00 deposit, that is ₺1,250.00, must be wagered.',
    );
    expect(bonusTerms(rules, 'en')[6]).toBe(
      'The bonus is valid for 1 day from when it starts; when it expires, the bonus left is removed.',
    );
  });

  it('says a bonus without wagering turns into cash at once, and leaves out what counts', () => {
    const rules = bonusRules.parse({
      kind: 'fixed',
      trigger: 'staff_grant',
      fixedMinor: 2_500,
      wageringMultiple: 0,
      expiryDays: 30,
    });
    expect(bonusTerms(rules, 'tk', { grantedMinor: 2_500, depositMinor: 0 })).toEqual([
      '₺25,00 bonus alırsınız.',
      'Çevrim şartı yoktur; bonus hemen nakde dönüşür.',
      'Bonus başladıktan sonra 30 gün geçerlidir; süresi dolunca kalan bonus silinir.',
      'Bahislerde önce nakit bakiyeniz, sonra bonus bakiyeniz kullanılır.',
      'Bonus etkinken para çekme talebi oluşturursanız kalan bonus silinir ve bekleyen bonuslar iptal edilir.',
    ]);
  });

  it('has Chinese sentences too', () => {
    expect(bonusTerms(welcome, 'zh-CN', { grantedMinor: 10_000, depositMinor: 10_000 })[2]).toBe(
      '需要完成 ₺100.00 奖金的 10 倍流水，即 ₺1,000.00。',
    );
  });
});

describe('Turkish words', () => {
  it('reads the possessive after a percent as Turkish says the number', () => {
    expect(
      [1, 2, 3, 5, 6, 9, 10, 20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 200, 1000].map(trPercentOf),
    ).toEqual([
      "%1'i",
      "%2'si",
      "%3'ü",
      "%5'i",
      "%6'sı",
      "%9'u",
      "%10'u",
      "%20'si",
      "%25'i",
      "%30'u",
      "%40'ı",
      "%50'si",
      "%60'ı",
      "%70'i",
      "%80'i",
      "%90'ı",
      "%100'ü",
      "%200'ü",
      "%1000'i",
    ]);
  });

  it('joins words with commas and a final "ve" / "and"', () => {
    expect(joinWords(['a', 'b', 'c'], 'tk')).toBe('a, b ve c');
    expect(joinWords(['a', 'b'], 'en')).toBe('a and b');
    expect(joinWords(['a'], 'en')).toBe('a');
  });

  it('lists the share of each casino category', () => {
    expect(contributionTable(welcome)).toEqual([
      { category: 'slot', pct: 100 },
      { category: 'instant', pct: 100 },
      { category: 'table', pct: 10 },
      { category: 'live', pct: 10 },
    ]);
  });
});
