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
import { Field, OptMoney, ReasonField } from './fields.tsx';
import { useTitle } from './title.ts';

export function GrantPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [userId, setUserId] = useState(params.get('userId') ?? '');
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
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
      <UserField value={userId} ok={userOk} tried={tried} onChange={setUserId} />
      <TemplateField value={code} tried={tried} onChange={setCode} />
      <Field
        label={`${t('bonus.grant.amount')} (₺)`}
        problems={[]}
        hint={t('bonus.grant.amountHint')}
      >
        <OptMoney value={amount} invalid={tried && !amountOk} onChange={setAmount} />
      </Field>
      {tried && !amountOk && <small className="field-error">{t('bonus.grant.badAmount')}</small>}
      <ReasonField label={t('common.reason')} value={reason} tried={tried} onChange={setReason} />
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

function UserField(props: {
  value: string;
  ok: boolean;
  tried: boolean;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span>{t('bonus.grant.userId')}</span>
      <input
        inputMode="numeric"
        value={props.value}
        aria-invalid={props.tried && !props.ok}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.tried && !props.ok && (
        <small className="field-error">{t('bonus.grant.badUser')}</small>
      )}
    </label>
  );
}

/** The active templates to grant from (none active says so). */
function TemplateField(props: { value: string; tried: boolean; onChange(code: string): void }) {
  const { t } = useTranslation();
  const title = useTitle();
  const templates = useQuery(bonusQueries.activeTemplates());
  const rows = templates.data?.rows ?? [];
  return (
    <label className="field">
      <span>{t('bonus.grant.template')}</span>
      <select
        value={props.value}
        aria-invalid={props.tried && props.value === ''}
        onChange={(e) => props.onChange(e.target.value)}
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
      {templates.isError && <small className="field-error">{errorText(t, templates.error)}</small>}
      {templates.isSuccess && rows.length === 0 && (
        <small className="muted">{t('bonus.grant.noTemplates')}</small>
      )}
      {props.tried && props.value === '' && (
        <small className="field-error">
          {t('bonus.problems.required', { field: t('bonus.grant.template') })}
        </small>
      )}
    </label>
  );
}
