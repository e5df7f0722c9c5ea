// Adds or changes a stake limit for a sport, a league or a market type.
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STAKE_LIMIT_SCOPES,
  TRADING_SPORTS,
  type StakeLimitScope,
} from '@talih/contracts/backoffice/sport.ts';
import { sportQueries, useSaveScopeLimit } from './api.ts';
import { LimitFormEnd } from './LimitFormEnd.tsx';

type Lists = { leagues: { id: number; name: string; sport: string }[]; marketTypes: string[] };

/** What a limit can be set on for a scope: [value, label] pairs. */
function choices(
  t: TFunction,
  scope: StakeLimitScope,
  lists: Lists | undefined,
): [string, string][] {
  if (scope === 'sport') return TRADING_SPORTS.map((s) => [s, t(`sport.sports.${s}`)]);
  if (scope === 'league') {
    return (lists?.leagues ?? []).map((l) => [
      String(l.id),
      `${l.name} (${t(`sport.sports.${l.sport}`, l.sport)})`,
    ]);
  }
  return (lists?.marketTypes ?? []).map((m) => [
    m,
    t(`sport.market.${m}`, { line: '', defaultValue: m }),
  ]);
}

export function ScopeLimitForm() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<StakeLimitScope>('sport');
  const [ref, setRef] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const lists = useQuery(sportQueries.leagues());
  const save = useSaveScopeLimit();
  const value = Number(amount.replace(',', '.'));
  const valid = ref !== '' && value >= 0 && amount.trim() !== '' && reason.trim().length >= 3;
  const cleared = () => {
    setAmount('');
    setReason('');
  };
  const submit = () =>
    save.mutate(
      { scope, ref, maxStakeMinor: Math.round(value * 100), reason },
      { onSuccess: cleared },
    );
  return (
    <form
      className="filter-row sport-filters limit-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) submit();
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
          {choices(t, scope, lists.data).map(([v, label]) => (
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
      <LimitFormEnd
        reason={reason}
        onReason={setReason}
        valid={valid}
        busy={save.isPending}
        error={save.error}
      />
    </form>
  );
}
