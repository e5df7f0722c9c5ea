// The sentences of a bonus's terms in each language (terms.ts picks and fills them). Plain,
// formal (siz) Turkish as BRAND asks; every amount arrives already written as money.
import type { Language } from '@talih/contracts/i18n.ts';
import { trPercentOf } from './words.ts';

export type Category = 'slot' | 'table' | 'live' | 'instant';

export interface Phrases {
  deposit: (percent: number, cap: string | null) => string;
  minDeposit: (min: string) => string;
  fixed: (amount: string) => string;
  freeSpins: (count: number, value: string, winsAsBonus: boolean) => string;
  freeBet: (amount: string) => string;
  cashback: (percent: number) => string;
  noWagering: string;
  wagering: (multiple: number, granted: string, deposit: string | null, total: string) => string;
  wageringRule: (multiple: number, plusDeposit: boolean) => string;
  /** Where stakes count: "slot oyunlarında" (tk locative), "slots". */
  place: Record<Category, string>;
  /** Stakes there don't count: "slot oyunlarındaki" (tk), "slots". */
  placeOf: Record<Category | 'other', string>;
  share: (percent: number) => string;
  counts: (groups: string[]) => string;
  countGroup: (places: string, share: string) => string;
  notCounting: (places: string) => string;
  sportNever: string;
  sportOdds: (odds: string) => string;
  allowedGames: (count: number) => string;
  maxBet: (amount: string) => string;
  expiry: (days: number) => string;
  conversionCap: (max: string) => string;
  conversionAll: string;
  cashFirst: string;
  withdrawal: string;
}

const tk: Phrases = {
  deposit: (p, cap) =>
    `Yatırımınızın ${trPercentOf(p)} kadar bonus alırsınız${cap ? `, en fazla ${cap}` : ''}.`,
  minDeposit: (min) => `Bu bonus için en az ${min} yatırmanız gerekir.`,
  fixed: (amount) => `${amount} bonus alırsınız.`,
  freeSpins: (count, value, asBonus) =>
    `${count} bedava dönüş alırsınız, her biri ${value} değerinde; kazançlar ${asBonus ? 'bonus' : 'nakit'} olarak ödenir.`,
  freeBet: (amount) =>
    `${amount} bedava bahis alırsınız; kazanırsanız yalnızca kazanç ödenir, miktar geri ödenmez.`,
  cashback: (p) => `Net kayıplarınızın ${trPercentOf(p)} bonus olarak iade edilir.`,
  noWagering: 'Çevrim şartı yoktur; bonus hemen nakde dönüşür.',
  wagering: (m, granted, deposit, total) =>
    deposit === null
      ? `${granted} bonusun ${m} katı, yani ${total} çevrim gerekir.`
      : `${granted} bonus ile ${deposit} yatırımın toplamının ${m} katı, yani ${total} çevrim gerekir.`,
  wageringRule: (m, plusDeposit) =>
    plusDeposit
      ? `Bonus ile yatırım tutarının toplamının ${m} katı çevrim gerekir.`
      : `Bonus tutarının ${m} katı çevrim gerekir.`,
  place: {
    slot: 'slot oyunlarında',
    table: 'masa oyunlarında',
    live: 'canlı casinoda',
    instant: 'anlık oyunlarda',
  },
  placeOf: {
    slot: 'slot oyunlarındaki',
    table: 'masa oyunlarındaki',
    live: 'canlı casinodaki',
    instant: 'anlık oyunlardaki',
    other: 'diğer oyunlardaki',
  },
  share: (p) => (p === 100 ? 'tamamı' : trPercentOf(p)),
  countGroup: (places, share) => `${places} bahsin ${share}`,
  counts: (groups) => `${groups.join(', ')} çevrime sayılır.`,
  notCounting: (places) => `${places} bahisler çevrime sayılmaz.`,
  sportNever: 'Spor bahisleri çevrime sayılmaz.',
  sportOdds: (odds) => `Spor bahisleri, her seçimin oranı en az ${odds} olduğunda tam sayılır.`,
  allowedGames: (n) =>
    `Bonus yalnızca seçilen ${n} oyunda oynanabilir ve çevrime yalnızca bu oyunlar sayılır.`,
  maxBet: (amount) => `Bonus etkinken bahis başına en fazla ${amount} oynayabilirsiniz.`,
  expiry: (days) =>
    `Bonus başladıktan sonra ${days} gün geçerlidir; süresi dolunca kalan bonus silinir.`,
  conversionCap: (max) => `Çevrim tamamlanınca en fazla ${max} nakde dönüşür; fazlası silinir.`,
  conversionAll: 'Çevrim tamamlanınca kalan bonusun tamamı nakde dönüşür.',
  cashFirst: 'Bahislerde önce nakit bakiyeniz, sonra bonus bakiyeniz kullanılır.',
  withdrawal:
    'Bonus etkinken para çekme talebi oluşturursanız kalan bonus silinir ve bekleyen bonuslar iptal edilir.',
};

const en: Phrases = {
  deposit: (p, cap) => `You get a bonus of ${p}% of your deposit${cap ? `, up to ${cap}` : ''}.`,
  minDeposit: (min) => `The smallest deposit that qualifies is ${min}.`,
  fixed: (amount) => `You get a ${amount} bonus.`,
  freeSpins: (count, value, asBonus) =>
    `You get ${count} free spins worth ${value} each; winnings are paid as ${asBonus ? 'bonus money' : 'cash'}.`,
  freeBet: (amount) =>
    `You get a ${amount} free bet; if it wins, only the winnings are paid, not the stake.`,
  cashback: (p) => `${p}% of your net losses comes back as a bonus.`,
  noWagering: 'No wagering: the bonus turns into cash at once.',
  wagering: (m, granted, deposit, total) =>
    deposit === null
      ? `${m} times the ${granted} bonus, that is ${total}, must be wagered.`
      : `${m} times the ${granted} bonus plus the ${deposit} deposit, that is ${total}, must be wagered.`,
  wageringRule: (m, plusDeposit) =>
    plusDeposit
      ? `${m} times the bonus plus the deposit must be wagered.`
      : `${m} times the bonus must be wagered.`,
  place: { slot: 'slots', table: 'table games', live: 'live casino', instant: 'instant games' },
  placeOf: {
    slot: 'slots',
    table: 'table games',
    live: 'live casino',
    instant: 'instant games',
    other: 'other games',
  },
  share: (p) => (p === 100 ? 'in full' : `${p}%`),
  countGroup: (places, share) => `stakes on ${places} count ${share}`,
  counts: (groups) => `${groups.join('; ')} towards wagering.`,
  notCounting: (places) => `Stakes on ${places} don't count.`,
  sportNever: "Sports bets don't count towards wagering.",
  sportOdds: (odds) =>
    `Sports bets count in full when every selection's odds are at least ${odds}.`,
  allowedGames: (n) =>
    `The bonus can be played on ${n} selected ${n === 1 ? 'game' : 'games'} only, and only they count.`,
  maxBet: (amount) => `While the bonus is active, the most you can stake on one bet is ${amount}.`,
  expiry: (days) =>
    `The bonus is valid for ${days} ${days === 1 ? 'day' : 'days'} from when it starts; when it expires, the bonus left is removed.`,
  conversionCap: (max) =>
    `When wagering is complete, at most ${max} turns into cash; the rest is removed.`,
  conversionAll: 'When wagering is complete, all the bonus left turns into cash.',
  cashFirst: 'Your bets use your cash first, then your bonus.',
  withdrawal:
    'Requesting a withdrawal while the bonus is active forfeits the bonus left and cancels waiting bonuses.',
};

const zh: Phrases = {
  deposit: (p, cap) => `您将获得存款金额 ${p}% 的奖金${cap ? `，最高 ${cap}` : ''}。`,
  minDeposit: (min) => `最低存款 ${min}。`,
  fixed: (amount) => `您将获得 ${amount} 奖金。`,
  freeSpins: (count, value, asBonus) =>
    `您将获得 ${count} 次免费旋转，每次价值 ${value}；赢得的钱以${asBonus ? '奖金' : '现金'}支付。`,
  freeBet: (amount) => `您将获得 ${amount} 免费投注；若赢，只支付盈利，不退还本金。`,
  cashback: (p) => `净亏损的 ${p}% 将作为奖金返还。`,
  noWagering: '无流水要求：奖金立即转为现金。',
  wagering: (m, granted, deposit, total) =>
    deposit === null
      ? `需要完成 ${granted} 奖金的 ${m} 倍流水，即 ${total}。`
      : `需要完成 ${granted} 奖金与 ${deposit} 存款之和的 ${m} 倍流水，即 ${total}。`,
  wageringRule: (m, plusDeposit) =>
    plusDeposit ? `需要完成奖金与存款之和 ${m} 倍的流水。` : `需要完成奖金金额 ${m} 倍的流水。`,
  place: { slot: '老虎机', table: '桌面游戏', live: '真人娱乐', instant: '即时游戏' },
  placeOf: {
    slot: '老虎机',
    table: '桌面游戏',
    live: '真人娱乐',
    instant: '即时游戏',
    other: '其他游戏',
  },
  share: (p) => (p === 100 ? '全额' : `按 ${p}%`),
  countGroup: (places, share) => `${places}的投注${share}计入流水`,
  counts: (groups) => `${groups.join('，')}。`,
  notCounting: (places) => `${places}的投注不计入流水。`,
  sportNever: '体育投注不计入流水。',
  sportOdds: (odds) => `所有选项赔率均不低于 ${odds} 时，体育投注全额计入流水。`,
  allowedGames: (n) => `奖金仅可用于指定的 ${n} 款游戏，且只有这些游戏计入流水。`,
  maxBet: (amount) => `奖金有效期间，单笔投注最高 ${amount}。`,
  expiry: (days) => `奖金自开始起 ${days} 天内有效；到期后剩余奖金将被清除。`,
  conversionCap: (max) => `完成流水后，最多 ${max} 转为现金，其余清除。`,
  conversionAll: '完成流水后，剩余奖金全部转为现金。',
  cashFirst: '投注时先使用现金余额，再使用奖金余额。',
  withdrawal: '奖金有效期间申请提款，将清除剩余奖金并取消等待中的奖金。',
};

export const PHRASES: Record<Language, Phrases> = { tk, en, 'zh-CN': zh };
