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

const useTemplateDetail = (id: number) => useQuery(bonusQueries.template(id));
type Detail = NonNullable<ReturnType<typeof useTemplateDetail>['data']>;

export function TemplatePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const canWrite = useCan('bonus.write');
  const [editing, setEditing] = useState(false);
  const [move, setMove] = useState<Move | null>(null);
  const [submitting, setSubmitting] = useState<TemplateVersion | null>(null);
  const detail = useTemplateDetail(id);
  const back = <Back />;
  if (detail.isPending)
    return (
      <p className="muted" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  if (detail.isError) {
    return <LoadFailed text={errorText(t, detail.error)} onRetry={() => void detail.refetch()} />;
  }
  const { template, versions } = detail.data;
  const newest = versions[0];
  return (
    <div className="bonus-detail">
      {back}
      <TemplateHead
        template={template}
        canWrite={canWrite}
        editing={editing}
        onMove={setMove}
        onEdit={() => setEditing(true)}
      />
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
            <VersionItem
              key={v.id}
              v={v}
              current={v.version === template.currentVersion}
              canSubmit={canWrite && v.state === 'draft' && template.status !== 'retired'}
              onSubmit={() => setSubmitting(v)}
            />
          ))}
        </ol>
      </section>
      <MoveDialog id={id} move={move} onClose={() => setMove(null)} />
      <SubmitDialog version={submitting} onClose={() => setSubmitting(null)} />
    </div>
  );
}

function Back() {
  const { t } = useTranslation();
  return (
    <p className="crumbs">
      <Link to="/bonus/templates">{t('bonus.detail.back')}</Link>
    </p>
  );
}

function LoadFailed({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="state state-error" role="alert">
      <Back />
      <p>{text}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** The template's name, status and kind, with the status moves and "edit" for bonus.write. */
function TemplateHead(props: {
  template: Detail['template'];
  canWrite: boolean;
  editing: boolean;
  onMove(move: Move): void;
  onEdit(): void;
}) {
  const { t } = useTranslation();
  const title = useTitle();
  const { template } = props;
  return (
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
      {props.canWrite && (
        <div className="head-actions">
          {MOVES[template.status]
            ?.filter((m) => m !== 'active' || template.currentVersion !== null)
            .map((m) => (
              <button
                key={m}
                type="button"
                className={`btn ${m === 'retired' ? 'btn-danger' : ''}`}
                onClick={() => props.onMove(m)}
              >
                {t(MOVE_LABEL[m])}
              </button>
            ))}
          {template.status !== 'retired' && !props.editing && (
            <button type="button" className="btn btn-primary" onClick={props.onEdit}>
              {t('bonus.detail.edit')}
            </button>
          )}
        </div>
      )}
    </header>
  );
}

/** One version: its state, who wrote and approved it, "submit" for a draft, and its rules. */
function VersionItem(props: {
  v: TemplateVersion;
  current: boolean;
  canSubmit: boolean;
  onSubmit(): void;
}) {
  const { t } = useTranslation();
  const { v } = props;
  return (
    <li className="version-item">
      <div className="version-head">
        <strong>{t('bonus.detail.version', { version: v.version })}</strong>
        <StatusBadge
          status={v.state}
          tone={STATE_TONE[v.state]}
          label={t(`bonus.versionState.${v.state}`)}
        />
        {props.current && <StatusBadge status="active" label={t('bonus.detail.current')} />}
        <span className="muted small">
          {t('bonus.detail.createdBy')}: {v.createdBy} · <DateTime ms={v.createdAt} />
          {v.approvedBy && (
            <>
              {' '}
              · {t('bonus.detail.approvedBy')}: {v.approvedBy}
            </>
          )}
        </span>
        {props.canSubmit && (
          <button type="button" className="btn btn-small btn-primary" onClick={props.onSubmit}>
            {t('bonus.detail.submit')}
          </button>
        )}
      </div>
      <RulesSummary title={v.title} rules={v.rules} />
    </li>
  );
}

function MoveDialog(props: { id: number; move: Move | null; onClose(): void }) {
  const { t } = useTranslation();
  const status = useSetTemplateStatus(props.id, () => {
    toast.success(t('bonus.detail.statusDone'));
    props.onClose();
  });
  return (
    <ConfirmDialog
      open={props.move !== null}
      title={t('bonus.detail.statusTitle')}
      confirmLabel={props.move ? t(MOVE_LABEL[props.move]) : ''}
      danger={props.move === 'retired'}
      requireReason
      busy={status.isPending}
      error={status.isError ? errorText(t, status.error) : null}
      onConfirm={(reason) => props.move && status.mutate({ status: props.move, reason })}
      onCancel={() => {
        props.onClose();
        status.reset();
      }}
    />
  );
}

function SubmitDialog(props: { version: TemplateVersion | null; onClose(): void }) {
  const { t } = useTranslation();
  const submit = useSubmitVersion(() => {
    toast.success(t('bonus.detail.submitted'));
    props.onClose();
  });
  return (
    <ConfirmDialog
      open={props.version !== null}
      title={t('bonus.detail.submitTitle', { version: props.version?.version ?? '' })}
      confirmLabel={t('bonus.detail.submit')}
      requireReason
      busy={submit.isPending}
      error={submit.isError ? errorText(t, submit.error) : null}
      onConfirm={(reason) =>
        props.version && submit.mutate({ versionId: props.version.id, reason })
      }
      onCancel={() => {
        props.onClose();
        submit.reset();
      }}
    >
      <p className="muted small">{t('bonus.editor.fourEyes')}</p>
    </ConfirmDialog>
  );
}
