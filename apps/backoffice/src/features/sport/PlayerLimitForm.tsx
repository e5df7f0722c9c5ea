// Sets a player's stake factor and (optionally) their own stake limit.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setPlayerStakeLimit } from '@talih/contracts/backoffice/trading.ts';
import { staffCall } from '../../lib/api.ts';
import { errorText } from './labels.ts';

export function PlayerLimitForm({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation();
  const [userId, setUserId] = useState('');
  const [factor, setFactor] = useState('1');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const id = Number(userId);
  const f = Number(factor.replace(',', '.'));
  const max = Number(amount.replace(',', '.'));
  const valid =
    Number.isSafeInteger(id) &&
    id > 0 &&
    f >= 0 &&
    f <= 10 &&
    (amount.trim() === '' || max >= 0) &&
    reason.trim().length >= 3;
  const save = useMutation({
    mutationFn: () =>
      staffCall(setPlayerStakeLimit, {
        userId: id,
        stakeFactorPm: Math.round(f * 1000),
        maxStakeMinor: amount.trim() === '' ? null : Math.round(max * 100),
        reason,
      }),
    onSuccess: () => {
      setUserId('');
      setFactor('1');
      setAmount('');
      setReason('');
      onSaved();
    },
  });
  return (
    <form
      className="filter-row sport-filters limit-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) save.mutate();
      }}
    >
      <label className="field">
        <span>{t('sport.limits.playerId')}</span>
        <input inputMode="numeric" value={userId} onChange={(e) => setUserId(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('sport.limits.factorHint')}</span>
        <input inputMode="decimal" value={factor} onChange={(e) => setFactor(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('sport.limits.playerMax')}</span>
        <input
          inputMode="decimal"
          value={amount}
          placeholder={t('sport.limits.none')}
          onChange={(e) => setAmount(e.target.value)}
        />
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
