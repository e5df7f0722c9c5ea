// One template: its status with the moves staff may make, the version waiting for approval,
// every version (who wrote and who approved it) with its rules, and a new version's editor.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type TemplateVersion } from '@talih/contracts/backoffice/bonus.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { bonusQueries, useSetTemplateStatus, useSubmitVersion } from './api.ts';
import { RulesSummary } from './RulesSummary.tsx';
import { TemplateEditor } from './TemplateEditor.tsx';
import { TemplateStatus } from './TemplatesPage.tsx';
import { useTitle } from './title.ts';

type Move = 'active' | 'paused' | 'retired';
const MOVES: Record<string, Move[]> = {
  draft: ['active', 'retired'],
  active: ['paused', 'retired'],
  paused: ['active', 'retired'],
  retired: [],
};
const MOVE_LABEL = {
  active: 'bonus.detail.activate',
  paused: 'bonus.detail.pause',
  retired: 'bonus.detail.retire',
};
const STATE_TONE = { draft: 'info', pending: 'warn', approved: 'ok', rejected: 'bad' } as const;

export function TemplatePage() {
  const { t } = useTranslation();
  const title = useTitle();
  const id = Number(useParams().id);
  const canWrite = useCan('bonus.write');
  const [editing, setEditing] = useState(false);
  const [move, setMove] = useState<Move | null>(null);
  const [submitting, setSubmitting] = useState<TemplateVersion | null>(null);
  const detail = useQuery(bonusQueries.template(id));
  const status = useSetTemplateStatus(id, () => {
    toast.success(t('bonus.detail.statusDone'));
    setMove(null);
  });
  const submit = useSubmitVersion(() => {
    toast.success(t('bonus.detail.submitted'));
    setSubmitting(null);
  });
  const back = (
    <p className="crumbs">
      <Link to="/bonus/templates">{t('bonus.detail.back')}</Link>
    </p>
  );
  if (detail.isPending)
    return (
      <p className="muted" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  if (detail.isError) {
    return (
      <div className="state state-error" role="alert">
        {back}
        <p>{errorText(t, detail.error)}</p>
        <button type="button" className="btn" onClick={() => void detail.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const { template, versions } = detail.data;
  const newest = versions[0];
  return (
    <div className="bonus-detail">
      {back}
      <header className="page-head">
        <div>
          <h2>
            <code>{template.code}</code> · {title(template.title)}
          </h2>
          <p className="head-line">
            <TemplateStatus status={template.status} />{' '}
            <span className="muted">
              {t(`bonus.kinds.${template.kind}`)} · {t(`bonus.triggers.${template.trigger}`)}
            </span>
          </p>
        </div>
        {canWrite && (
          <div className="head-actions">
            {MOVES[template.status]
              ?.filter((m) => m !== 'active' || template.currentVersion !== null)
              .map((m) => (
                <button
                  key={m}
                  type="button"
                  className={`btn ${m === 'retired' ? 'btn-danger' : ''}`}
                  onClick={() => setMove(m)}
                >
                  {t(MOVE_LABEL[m])}
                </button>
              ))}
            {template.status !== 'retired' && !editing && (
              <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
                {t('bonus.detail.edit')}
              </button>
            )}
          </div>
        )}
      </header>
      {template.pendingVersion && (
        <p className="panel pending-panel">
          {t('bonus.detail.pendingNote', { version: template.pendingVersion })}{' '}
          <Link to="/approvals">{t('bonus.detail.openApprovals')}</Link>
        </p>
      )}
      {editing && newest && (
        <TemplateEditor
          templateId={template.id}
          initial={{ title: newest.title, rules: newest.rules }}
          onDone={() => setEditing(false)}
        />
      )}
      <section className="panel">
        <h3>{t('bonus.detail.versions')}</h3>
        {versions.length === 0 && <p className="muted">{t('common.empty')}</p>}
        <ol className="version-list">
          {versions.map((v) => (
            <li key={v.id} className="version-item">
              <div className="version-head">
                <strong>{t('bonus.detail.version', { version: v.version })}</strong>
                <StatusBadge
                  status={v.state}
                  tone={STATE_TONE[v.state]}
                  label={t(`bonus.versionState.${v.state}`)}
                />
                {v.version === template.currentVersion && (
                  <StatusBadge status="active" label={t('bonus.detail.current')} />
                )}
                <span className="muted small">
                  {t('bonus.detail.createdBy')}: {v.createdBy} · <DateTime ms={v.createdAt} />
                  {v.approvedBy && (
                    <>
                      {' '}
                      · {t('bonus.detail.approvedBy')}: {v.approvedBy}
                    </>
                  )}
                </span>
                {canWrite && v.state === 'draft' && template.status !== 'retired' && (
                  <button
                    type="button"
                    className="btn btn-small btn-primary"
                    onClick={() => setSubmitting(v)}
                  >
                    {t('bonus.detail.submit')}
                  </button>
                )}
              </div>
              <RulesSummary title={v.title} rules={v.rules} />
            </li>
          ))}
        </ol>
      </section>
      <ConfirmDialog
        open={move !== null}
        title={t('bonus.detail.statusTitle')}
        confirmLabel={move ? t(MOVE_LABEL[move]) : ''}
        danger={move === 'retired'}
        requireReason
        busy={status.isPending}
        error={status.isError ? errorText(t, status.error) : null}
        onConfirm={(reason) => move && status.mutate({ status: move, reason })}
        onCancel={() => {
          setMove(null);
          status.reset();
        }}
      />
      <ConfirmDialog
        open={submitting !== null}
        title={t('bonus.detail.submitTitle', { version: submitting?.version ?? '' })}
        confirmLabel={t('bonus.detail.submit')}
        requireReason
        busy={submit.isPending}
        error={submit.isError ? errorText(t, submit.error) : null}
        onConfirm={(reason) => submitting && submit.mutate({ versionId: submitting.id, reason })}
        onCancel={() => {
          setSubmitting(null);
          submit.reset();
        }}
      >
        <p className="muted small">{t('bonus.editor.fourEyes')}</p>
      </ConfirmDialog>
    </div>
  );
}
