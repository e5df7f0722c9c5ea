// A bonus's terms in plain words, generated from its rules (contracts/bonus.ts bonusRules), so
// the page never shows terms that differ from what the server applies. Pure: rules, the
// language and (for a bonus already granted, or an example deposit) the amounts in, sentences out.
import type { BonusRules } from '@talih/contracts/bonus.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import { PHRASES, type Category, type Phrases } from './terms-phrases.ts';
import { capitalise, joinWords, minorMoney } from './words.ts';

const CATEGORIES: Category[] = ['slot', 'instant', 'table', 'live'];

export interface TermsAmounts {
  grantedMinor: number;
  depositMinor: number;
}

/** What the player gets: the grant, and the smallest deposit that triggers it. */
function grantSentences(r: BonusRules, p: Phrases, money: (m: number) => string): string[] {
  const out: string[] = [];
  if (r.kind === 'deposit_match' && r.percent !== null) {
    out.push(p.deposit(r.percent, r.capMinor === null ? null : money(r.capMinor)));
  } else if (r.kind === 'fixed' && r.fixedMinor !== null) {
    out.push(p.fixed(money(r.fixedMinor)));
  } else if (r.kind === 'free_spins' && r.freeSpins) {
    const s = r.freeSpins;
    out.push(p.freeSpins(s.count, money(s.spinValueMinor), s.winsAs === 'bonus'));
  } else if (r.kind === 'sport_free_bet' && r.freeBetMinor !== null) {
    out.push(p.freeBet(money(r.freeBetMinor)));
  } else if (r.kind === 'cashback' && r.cashbackPercent !== null) {
    out.push(p.cashback(r.cashbackPercent));
  }
  if (r.minDepositMinor > 0) out.push(p.minDeposit(money(r.minDepositMinor)));
  return out;
}

function wageringSentence(
  r: BonusRules,
  p: Phrases,
  money: (m: number) => string,
  amounts: TermsAmounts | undefined,
): string {
  if (r.wageringMultiple === 0) return p.noWagering;
  const plusDeposit = r.wageringBase === 'bonus_plus_deposit';
  if (!amounts) return p.wageringRule(r.wageringMultiple, plusDeposit);
  const base = amounts.grantedMinor + (plusDeposit ? amounts.depositMinor : 0);
  return p.wagering(
    r.wageringMultiple,
    money(amounts.grantedMinor),
    plusDeposit ? money(amounts.depositMinor) : null,
    money(base * r.wageringMultiple),
  );
}

/** Casino categories by share: "slots and instant games in full, table games 10%". */
function contributionSentences(r: BonusRules, p: Phrases, lang: Language): string[] {
  const pct = (c: Category) => r.contributionPct[c] ?? 0;
  const shares = [...new Set(CATEGORIES.map(pct).filter((v) => v > 0))].sort((a, b) => b - a);
  const groups = shares.map((share) =>
    p.countGroup(
      joinWords(
        CATEGORIES.filter((c) => pct(c) === share).map((c) => p.place[c]),
        lang,
      ),
      p.share(share),
    ),
  );
  const none = [...CATEGORIES.filter((c) => pct(c) === 0), 'other' as const];
  const out = groups.length > 0 ? [capitalise(p.counts(groups), lang)] : [];
  out.push(
    capitalise(
      p.notCounting(
        joinWords(
          none.map((c) => p.placeOf[c]),
          lang,
        ),
      ),
      lang,
    ),
  );
  out.push(r.sportMinOdds === null ? p.sportNever : p.sportOdds(r.sportMinOdds.toFixed(2)));
  return out;
}

/**
 * The terms, one sentence each, in the order a player reads them: what you get, what must be
 * played, what counts, the limits while it runs, how it ends.
 */
export function bonusTerms(rules: BonusRules, lang: Language, amounts?: TermsAmounts): string[] {
  const p = PHRASES[lang];
  const money = (m: number) => minorMoney(m, lang);
  const out = [...grantSentences(rules, p, money), wageringSentence(rules, p, money, amounts)];
  if (rules.wageringMultiple > 0) out.push(...contributionSentences(rules, p, lang));
  if (rules.allowedGameIds !== null) out.push(p.allowedGames(rules.allowedGameIds.length));
  if (rules.maxBetMinor !== null) out.push(p.maxBet(money(rules.maxBetMinor)));
  out.push(p.expiry(rules.expiryDays));
  if (rules.wageringMultiple > 0) {
    out.push(
      rules.maxConversionMinor === null
        ? p.conversionAll
        : p.conversionCap(money(rules.maxConversionMinor)),
    );
  }
  out.push(p.cashFirst, p.withdrawal);
  return out;
}

/** The share of a stake on each casino category that counts (for a table of what counts). */
export function contributionTable(rules: BonusRules): { category: Category; pct: number }[] {
  return CATEGORIES.map((category) => ({ category, pct: rules.contributionPct[category] ?? 0 }));
}
