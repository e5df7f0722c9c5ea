// A marker's "why" in plain words, from the facts the server computed (staff's language,
// amounts in the deployment's currency).
import type { TFunction } from 'i18next';
import type { HarmMarkerRow } from '@talih/contracts/backoffice/harm.ts';
import { formatMoney } from '../../lib/format.ts';
import { locale } from '../../lib/i18n.ts';

export function harmWhy(t: TFunction, m: HarmMarkerRow): string {
  const money = (v: number | string | undefined) => formatMoney(Number(v ?? 0), locale());
  const f = m.facts;
  switch (m.code) {
    case 'deposit_rise':
      return Number(f.averageMinor ?? 0) === 0
        ? t('harm.why.deposit_rise_new', { week: money(f.weekMinor) })
        : t('harm.why.deposit_rise', {
            week: money(f.weekMinor),
            average: money(f.averageMinor),
            value: m.value,
          });
    case 'exclusion_lifted_spend':
      return m.value === 0 && f.endedAt === undefined
        ? t('harm.why.exclusion_lifted_spend_none')
        : t('harm.why.exclusion_lifted_spend', { amount: money(m.value) });
    case 'loss_chasing':
      return t('harm.why.loss_chasing', { count: m.value, loss: money(f.biggestLossMinor) });
    case 'cancelled_withdrawal_play':
      return t('harm.why.cancelled_withdrawal_play', {
        count: m.value,
        amount: money(f.amountMinor),
      });
    case 'long_sessions':
      return t('harm.why.long_sessions', { count: m.value, longest: f.longestMinutes ?? 0 });
    default:
      return t(`harm.why.${m.code}`, { count: m.value });
  }
}

/** A marker's value against its threshold, in the marker's own unit. */
export function harmValue(t: TFunction, m: Pick<HarmMarkerRow, 'code' | 'value' | 'threshold'>) {
  if (m.code === 'deposit_rise') {
    return `${t('harm.percent', { value: m.value })} / ${t('harm.percent', { value: m.threshold })}`;
  }
  if (m.code === 'exclusion_lifted_spend') {
    return `${formatMoney(m.value, locale())} / ${formatMoney(m.threshold, locale())}`;
  }
  return t('harm.valueOf', { value: m.value, threshold: m.threshold });
}
