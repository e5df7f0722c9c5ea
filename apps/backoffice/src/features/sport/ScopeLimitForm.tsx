// Adds or changes a stake limit for a sport, a league or a market type.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STAKE_LIMIT_SCOPES,
  TRADING_SPORTS,
  setStakeLimit,
  tradingLeagues,
  type StakeLimitScope,
} from '@talih/contracts/backoffice/trading.ts';
import { staffCall } from '../../lib/api.ts';
import { errorText } from './labels.ts';

export function ScopeLimitForm({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<StakeLimitScope>('sport');
  const [ref, setRef] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const lists = useQuery({
    queryKey: ['sport', 'leagues'],
    queryFn: () => staffCall(tradingLeagues, {}),
  });
  const value = Number(amount.replace(',', '.'));
  const valid = ref !== '' && value >= 0 && amount.trim() !== '' && reason.trim().length >= 3;
  const save = useMutation({
    mutationFn: () =>
      staffCall(setStakeLimit, { scope, ref, maxStakeMinor: Math.round(value * 100), reason }),
    onSuccess: () => {
      setAmount('');
      setReason('');
      onSaved();
    },
  });
  const options: [string, string][] =
    scope === 'sport'
      ? TRADING_SPORTS.map((s) => [s, t(`sport.sports.${s}`)])
      : scope === 'league'
        ? (lists.data?.leagues ?? []).map((l) => [
            String(l.id),
            `${l.name} (${t(`sport.sports.${l.sport}`, l.sport)})`,
          ])
        : (lists.data?.marketTypes ?? []).map((m) => [
            m,
            t(`sport.market.${m}`, { line: '', defaultValue: m }),
          ]);
  return (
    <form
      className="filter-row sport-filters limit-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) save.mutate();
      }}
    >
      <label className="field">
        <span>{t('sport.limits.scope')}</span>
        <select
          value={scope}
          onChange={(e) => {
            setScope(e.target.value as StakeLimitScope);
            setRef('');
          }}
        >
          {STAKE_LIMIT_SCOPES.map((s) => (
            <option key={s} value={s}>
              {t(`sport.limits.scopes.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('sport.limits.what')}</span>
        <select value={ref} onChange={(e) => setRef(e.target.value)}>
          <option value="" disabled>
            {t('sport.dialog.choose')}
          </option>
          {options.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('sport.limits.maxStakeTry')}</span>
        <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <label className="field grow">
        <span>{t('common.reason')}</span>
        <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-primary" disabled={!valid || save.isPending}>
        {save.isPending ? t('common.working') : t('common.save')}
      </button>
      {save.error && (
        <p className="form-error" role="alert">
          {errorText(t, save.error)}
        </p>
      )}
    </form>
  );
}
