// Sets a player's stake factor and (optionally) their own stake limit.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavePlayerLimit } from './api.ts';
import { LimitFormEnd } from './LimitFormEnd.tsx';

export function PlayerLimitForm() {
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
  const save = useSavePlayerLimit();
  const submit = () =>
    save.mutate(
      {
        userId: id,
        stakeFactorPm: Math.round(f * 1000),
        maxStakeMinor: amount.trim() === '' ? null : Math.round(max * 100),
        reason,
      },
      {
        onSuccess: () => {
          setUserId('');
          setFactor('1');
          setAmount('');
          setReason('');
        },
      },
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
