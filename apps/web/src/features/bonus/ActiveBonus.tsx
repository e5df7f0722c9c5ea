// The active bonus: how far wagering is (a progress bar), the bonus money left, when it ends,
// the most one bet may be, what counts towards wagering, and its terms.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerBonusView } from '@talih/contracts/bonus.ts';
import { useSession } from '../../lib/session.ts';
import { formatDateTime, formatPercent } from '../../lib/format.ts';
import { contributionTable } from './terms.ts';
import { timeLeft, wageringPercent } from './progress.ts';
import { TermsList } from './TermsList.tsx';
import { minorMoney } from './words.ts';

/** Now, once a minute: a countdown in minutes needs no faster tick. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Countdown({ expiresAt }: { expiresAt: number }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const left = timeLeft(expiresAt, useMinuteClock());
  return (
    <>
      <span className="bn-strong amount" data-testid="bonus-time-left">
        {left.unit === 'over' ? t('bonus.left.over') : t(`bonus.left.${left.unit}`, left)}
      </span>
      <span className="bn-muted amount">{formatDateTime(expiresAt, lang)}</span>
    </>
  );
}

function Progress({ bonus }: { bonus: PlayerBonusView }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const pct = wageringPercent(bonus.wageredMinor, bonus.wageringRequiredMinor);
  const left = Math.max(0, bonus.wageringRequiredMinor - bonus.wageredMinor);
  const money = (m: number) => minorMoney(m, lang);
  return (
    <div className="bn-progress-block">
      <div className="bn-progress-head">
        <span id={`bn-progress-${bonus.id}`}>{t('bonus.progressLabel')}</span>
        <span className="bn-strong amount" data-testid="bonus-percent">
          {formatPercent(pct / 100, lang, 0, 0)}
        </span>
      </div>
      <div
        className="bn-progress"
        role="progressbar"
        aria-labelledby={`bn-progress-${bonus.id}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <span style={{ width: `${pct}%` }} />
      </div>
      <p className="bn-muted amount" data-testid="bonus-wagered">
        {t('bonus.progress', {
          done: money(bonus.wageredMinor),
          required: money(bonus.wageringRequiredMinor),
        })}
        {' · '}
        {left > 0 ? t('bonus.remaining', { amount: money(left) }) : t('bonus.complete')}
      </p>
    </div>
  );
}

function WhatCounts({ bonus }: { bonus: PlayerBonusView }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const pct = (n: number) => formatPercent(n / 100, lang, 0, 0);
  const { rules } = bonus;
  return (
    <div>
      <h3 className="bn-subtitle">{t('bonus.counts')}</h3>
      <dl className="bn-counts">
        {contributionTable(rules).map((row) => (
          <div key={row.category} data-zero={row.pct === 0 || undefined}>
            <dt>{t(`bonus.category.${row.category}`)}</dt>
            <dd className="amount">{pct(row.pct)}</dd>
          </div>
        ))}
        <div data-zero={rules.sportMinOdds === null || undefined}>
          <dt>{t('bonus.category.sport')}</dt>
          <dd className="amount">
            {rules.sportMinOdds === null
              ? pct(0)
              : t('bonus.sportOdds', { pct: pct(100), odds: rules.sportMinOdds.toFixed(2) })}
          </dd>
        </div>
        <div data-zero>
          <dt>{t('bonus.category.other')}</dt>
          <dd className="amount">{pct(0)}</dd>
        </div>
      </dl>
    </div>
  );
}

export function ActiveBonus({ bonus }: { bonus: PlayerBonusView }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const money = (m: number) => minorMoney(m, lang);
  const { rules } = bonus;
  return (
    <section
      className="bn-card bn-active"
      aria-labelledby="bn-active-title"
      data-testid="bonus-active"
    >
      <header className="bn-card-head">
        <p className="bn-eyebrow">{t('bonus.active')}</p>
        <h2 id="bn-active-title" className="bn-card-title">
          {bonus.title}
        </h2>
      </header>
      <Progress bonus={bonus} />
      <dl className="bn-facts">
        <div>
          <dt>{t('bonus.bonusLeft')}</dt>
          <dd className="bn-big amount" data-testid="bonus-left">
            {money(bonus.balanceMinor)}
          </dd>
          <dd className="bn-muted amount">
            {t('bonus.granted')}: {money(bonus.grantedMinor)}
          </dd>
        </div>
        {bonus.expiresAt !== null && (
          <div>
            <dt>{t('bonus.expires')}</dt>
            <dd className="bn-stack">
              <Countdown expiresAt={bonus.expiresAt} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('bonus.maxBet')}</dt>
          <dd className="bn-strong amount" data-testid="bonus-max-bet">
            {rules.maxBetMinor === null ? t('bonus.noMaxBet') : money(rules.maxBetMinor)}
          </dd>
        </div>
        <div>
          <dt>{t('bonus.games')}</dt>
          <dd className="bn-strong">
            {rules.allowedGameIds === null
              ? t('bonus.allGames')
              : t('bonus.someGames', { count: rules.allowedGameIds.length })}
          </dd>
        </div>
      </dl>
      <WhatCounts bonus={bonus} />
      <TermsList
        rules={rules}
        amounts={{ grantedMinor: bonus.grantedMinor, depositMinor: depositOf(bonus) }}
      />
    </section>
  );
}

/**
 * The deposit behind a bonus, for the terms' wagering sentence: the view has no deposit field,
 * but a bonus-plus-deposit requirement is (bonus + deposit) × multiple, so it follows from it.
 */
export function depositOf(bonus: PlayerBonusView): number {
  const { rules } = bonus;
  if (rules.wageringBase !== 'bonus_plus_deposit' || rules.wageringMultiple === 0) return 0;
  return Math.max(0, bonus.wageringRequiredMinor / rules.wageringMultiple - bonus.grantedMinor);
}
