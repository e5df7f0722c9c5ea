// The audit chain's current head, and a check against a head published earlier. The servers
// publish the head outside the database (log line, metric, `talih audit head`); someone who
// deletes the newest rows and moves the head back leaves a chain that checks out on its own, so
// staff compare the head shown here with the published copy, or paste that copy to check the
// chain still reaches it.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { auditQueries, useVerifyAudit } from './api.ts';

const HEAD_PATTERN = '\\d+:[0-9a-f]{64}';

function HeadValue() {
  const { t } = useTranslation();
  const head = useQuery(auditQueries.head());
  if (head.isPending) return <p className="muted small">{t('common.loading')}</p>;
  if (head.isError) {
    return (
      <p role="alert" className="small">
        {errorText(t, head.error)}{' '}
        <button type="button" className="btn btn-small" onClick={() => void head.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  const text = head.data.head;
  return (
    <div className="copy-row">
      <code className="secret" data-testid="audit-head" title={t('audit.headTooltip')}>
        {text}
      </code>
      <button
        type="button"
        className="btn"
        onClick={() =>
          void navigator.clipboard?.writeText(text).then(() => toast.success(t('common.copied')))
        }
      >
        {t('common.copy')}
      </button>
    </div>
  );
}

export function ChainHead() {
  const { t } = useTranslation();
  const [published, setPublished] = useState('');
  const check = useVerifyAudit();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    check.mutate(published.trim());
  };
  return (
    <section className="card chain-head" aria-labelledby="chain-head-title">
      <h2 id="chain-head-title">{t('audit.headTitle')}</h2>
      <p className="muted small">{t('audit.headHelp')}</p>
      <HeadValue />
      <form className="copy-row" onSubmit={submit}>
        <label className="field">
          <span>{t('audit.publishedHead')}</span>
          <input
            value={published}
            onChange={(e) => setPublished(e.target.value)}
            pattern={HEAD_PATTERN}
            placeholder="1234:9f86d0…"
            required
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <button type="submit" className="btn" disabled={check.isPending}>
          {t('audit.verifyHead')}
        </button>
      </form>
    </section>
  );
}
