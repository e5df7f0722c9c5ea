// Granting a template's bonus to a player, with a reason; above the configured amount the grant
// waits for a second staff member (the answer says which happened). Reached from the menu or
// from a player's page (?userId=).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { bonusQueries, useGrantBonus } from './api.ts';
import { Field, OptMoney } from './fields.tsx';
import { useTitle } from './title.ts';

export function GrantPage() {
  const { t } = useTranslation();
  const title = useTitle();
  const [params] = useSearchParams();
  const [userId, setUserId] = useState(params.get('userId') ?? '');
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const templates = useQuery(bonusQueries.activeTemplates());
  const grant = useGrantBonus((answer) => {
    if (answer.status === 'pending') toast.success(t('bonus.grant.pending'));
    else
      toast.success(
        answer.replayed ? t('bonus.grant.replayed') : t('bonus.grant.done', { id: answer.bonusId }),
      );
    setReason('');
    setTried(false);
  });
  const userOk = /^[1-9]\d{0,15}$/.test(userId.trim());
  const amountOk = amount === null || (Number.isInteger(amount) && amount > 0);
  const ready = userOk && code !== '' && amountOk && reason.trim().length >= 3;
  const rows = templates.data?.rows ?? [];
  return (
    <form
      className="panel bonus-grant"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (ready)
          grant.mutate({ userId: Number(userId), templateCode: code, amountMinor: amount, reason });
      }}
    >
      <h2>{t('bonus.grant.title')}</h2>
      <label className="field">
        <span>{t('bonus.grant.userId')}</span>
        <input
          inputMode="numeric"
          value={userId}
          aria-invalid={tried && !userOk}
          onChange={(e) => setUserId(e.target.value)}
        />
        {tried && !userOk && <small className="field-error">{t('bonus.grant.badUser')}</small>}
      </label>
      <label className="field">
        <span>{t('bonus.grant.template')}</span>
        <select
          value={code}
          aria-invalid={tried && code === ''}
          onChange={(e) => setCode(e.target.value)}
        >
          <option value="">
            {templates.isPending ? t('common.loading') : t('bonus.grant.choose')}
          </option>
          {rows.map((r) => (
            <option key={r.id} value={r.code}>
              {r.code} · {title(r.title)}
            </option>
          ))}
        </select>
        {templates.isError && (
          <small className="field-error">{errorText(t, templates.error)}</small>
        )}
        {templates.isSuccess && rows.length === 0 && (
          <small className="muted">{t('bonus.grant.noTemplates')}</small>
        )}
        {tried && code === '' && (
          <small className="field-error">
            {t('bonus.problems.required', { field: t('bonus.grant.template') })}
          </small>
        )}
      </label>
      <Field
        label={`${t('bonus.grant.amount')} (₺)`}
        problems={[]}
        hint={t('bonus.grant.amountHint')}
      >
        <OptMoney value={amount} invalid={tried && !amountOk} onChange={setAmount} />
      </Field>
      {tried && !amountOk && <small className="field-error">{t('bonus.grant.badAmount')}</small>}
      <label className="field">
        <span>{t('common.reason')}</span>
        <textarea
          rows={2}
          value={reason}
          maxLength={300}
          placeholder={t('common.reasonHint')}
          aria-invalid={tried && reason.trim().length < 3}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      {grant.isError && (
        <p className="form-error" role="alert">
          {errorText(t, grant.error)}
        </p>
      )}
      <div className="row-actions">
        {userOk && (
          <Link className="btn" to={`/players/${userId.trim()}`}>
            {t('objects.player')} #{userId.trim()}
          </Link>
        )}
        <button type="submit" className="btn btn-primary" disabled={grant.isPending}>
          {grant.isPending ? t('common.working') : t('bonus.grant.submit')}
        </button>
      </div>
    </form>
  );
}
