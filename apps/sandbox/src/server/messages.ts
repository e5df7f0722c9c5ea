// Player-facing sentences for every studio error code, in the three languages. Formal Turkish
// ("siz"), each saying what happened and what to do next (docs/brand.md "Voice").
import type { StudioErrorCode } from './errors.ts';
import type { Lang } from './lang.ts';

type Sentences = Record<Lang, string>;

const MESSAGES: Record<StudioErrorCode, Sentences> = {
  BAD_INPUT: {
    tk: 'Geçersiz istek. Lütfen sayfayı yenileyip tekrar deneyin.',
    en: 'Invalid request. Please reload the page and try again.',
    'zh-CN': '请求无效，请刷新页面后重试。',
  },
  BAD_BET: {
    tk: 'Bahis tutarı {min} ile {max} arasında olmalıdır.',
    en: 'The bet must be between {min} and {max}.',
    'zh-CN': '投注金额必须在 {min} 至 {max} 之间。',
  },
  STAKE_CAP: {
    tk: 'Bu ülkenin kurallarına göre tur başına en fazla {max} bahis yapabilirsiniz.',
    en: "This country's rules allow a bet of at most {max} a round.",
    'zh-CN': '根据本国规定，每局投注最多 {max}。',
  },
  SESSION_NOT_FOUND: {
    tk: 'Oyun oturumu sona erdi. Lütfen sayfayı yenileyin.',
    en: 'This game session has ended. Please reload the page.',
    'zh-CN': '游戏会话已结束，请刷新页面。',
  },
  TOKEN_EXPIRED: {
    tk: 'Oturum süresi doldu, oyunu lobiden yeniden açın.',
    en: 'Your session has expired. Please reopen the game from the lobby.',
    'zh-CN': '会话已过期，请从大厅重新打开游戏。',
  },
  UNKNOWN_PLAYER: {
    tk: 'Oyuncu hesabı bulunamadı. Lütfen oyunu lobiden yeniden açın.',
    en: 'Your player account was not found. Please reopen the game from the lobby.',
    'zh-CN': '未找到您的玩家账户，请从大厅重新打开游戏。',
  },
  INSUFFICIENT_FUNDS: {
    tk: 'Bakiye yetersiz.',
    en: 'Insufficient balance.',
    'zh-CN': '余额不足。',
  },
  LIMIT_EXCEEDED: {
    tk: 'Sorumlu oyun limitinize ulaştınız. Bu bahis yapılamadı.',
    en: 'You have reached your responsible gaming limit. This bet was not placed.',
    'zh-CN': '您已达到负责任博彩限额，本次投注未成功。',
  },
  BUSY: {
    tk: 'Önceki işleminiz sürüyor. Lütfen bekleyin.',
    en: 'Your previous action is still in progress. Please wait.',
    'zh-CN': '上一个操作仍在处理中，请稍候。',
  },
  ROUND_OPEN: {
    tk: 'Devam eden bir turunuz var. Lütfen önce onu tamamlayın.',
    en: 'You have a round in progress. Please finish it first.',
    'zh-CN': '您有一局正在进行，请先完成该局。',
  },
  NO_ROUND: {
    tk: 'Açık bir tur yok.',
    en: 'There is no open round.',
    'zh-CN': '当前没有进行中的游戏局。',
  },
  TILE_TAKEN: {
    tk: 'Bu kare zaten açıldı.',
    en: 'This tile is already revealed.',
    'zh-CN': '该格子已翻开。',
  },
  NOTHING_REVEALED: {
    tk: 'Nakit çekmek için en az bir kare açın.',
    en: 'Reveal at least one tile before cashing out.',
    'zh-CN': '请至少翻开一个格子后再兑现。',
  },
  TOO_EARLY: {
    tk: 'Nakit çekmek için çarpanın en az 1.01× olması gerekir.',
    en: 'The multiplier must reach at least 1.01× before you can cash out.',
    'zh-CN': '倍数至少达到 1.01× 才能兑现。',
  },
  TOO_FAST: {
    tk: 'Bu ülkenin kurallarına göre iki tur arasında beklemeniz gerekiyor. {seconds} sn sonra yeniden çevirebilirsiniz.',
    en: "This country's rules set a minimum time between rounds. You can spin again in {seconds} s.",
    'zh-CN': '根据本国规定，两局之间须间隔一定时间。请 {seconds} 秒后再转。',
  },
  NOT_FOUND: {
    tk: 'Sayfa bulunamadı.',
    en: 'Page not found.',
    'zh-CN': '页面未找到。',
  },
  WALLET_ERROR: {
    tk: 'Bir sorun oluştu. Lütfen tekrar deneyin.',
    en: 'Something went wrong. Please try again.',
    'zh-CN': '出现问题，请重试。',
  },
  WALLET_UNAVAILABLE: {
    tk: 'Bakiye hizmetine şu an ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
    en: 'The balance service cannot be reached right now. Please try again shortly.',
    'zh-CN': '暂时无法连接余额服务，请稍后重试。',
  },
  ROUND_CANCELLED: {
    tk: 'Bahis onaylanamadığı için tur iptal edildi. Tutar bakiyenizden düştüyse iade edilir.',
    en: 'The bet could not be confirmed, so the round was cancelled. If your stake was taken, it will be refunded.',
    'zh-CN': '投注未能确认，本局已取消。如已扣款，将退回您的余额。',
  },
  STUDIO_FULL: {
    tk: 'Oyun sunucusu şu an çok yoğun. Lütfen biraz sonra tekrar deneyin.',
    en: 'The game server is very busy right now. Please try again shortly.',
    'zh-CN': '游戏服务器当前繁忙，请稍后重试。',
  },
  TOO_MANY_SESSIONS: {
    tk: 'Kısa sürede çok fazla oyun açıldı. Lütfen bir dakika sonra tekrar deneyin.',
    en: 'Too many games were opened in a short time. Please try again in a minute.',
    'zh-CN': '短时间内打开的游戏过多，请一分钟后重试。',
  },
};

export function playerMessage(
  code: StudioErrorCode,
  lang: Lang,
  vars: Record<string, string> = {},
): string {
  const template = MESSAGES[code][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

const LOCALES: Record<Lang, string> = { tk: 'tr-TR', en: 'en-GB', 'zh-CN': 'zh-CN' };

/** 100000 in the session's currency ("1.000,00" with its sign): how the limits read inside a message. */
export function formatMoney(minor: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}
