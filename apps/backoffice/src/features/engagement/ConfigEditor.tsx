// The editor every versioned configuration shares: the live values as a draft, the changes
// from the live version listed field by field before anything is sent, problems in the staff
// member's words, "send for approval" with a reason, the version waiting for a second approver
// (with its changes), and the history.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ConfigVersion } from '@talih/contracts/backoffice/engagement.ts';
import { diffBodies, type FieldChange } from '@talih/contracts/backoffice/engagement-config.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { ChangeList } from './ChangeList.tsx';
import { History } from './History.tsx';
import { problemsOf } from './problems.ts';
import { engagementQueries, useProposeConfig } from './api.ts';

export interface ConfigEditorProps<T> {
  kind: string;
  schema: z.ZodType;
  /** The body of a configuration that has none live yet (a new promotion). */
  blank?: T;
  form(draft: T, setDraft: (next: T) => void): ReactNode;
}

export function useConfig(kind: string) {
  return useQuery(engagementQueries.config(kind));
}

export function ConfigEditor<T>({ kind, schema, blank, form }: ConfigEditorProps<T>) {
  const { t } = useTranslation();
  const canWrite = useCan('engagement.write');
  const config = useConfig(kind);
  const live = (config.data?.live ?? blank ?? null) as T | null;
  const { draft, setDraft, discard } = useDraft(live);
  const [confirming, setConfirming] = useState(false);
  const changes = useMemo(
    () => (draft ? diffBodies(config.data?.live ?? null, draft) : []),
    [config.data, draft],
  );
  const problems = draft ? problemsOf(t, schema, draft) : [];
  const pending = config.data?.pending ?? null;
  const propose = useProposeConfig((res) => {
    toast.success(
      res.status === 'live' ? t('engagement.liveNow') : t('engagement.sentForApproval'),
    );
    setConfirming(false);
    discard();
  });

  if (config.isPending)
    return (
      <p className="muted" role="status">
        {t('common.loading')}
      </p>
    );
  if (config.isError) {
    return <LoadFailed text={errorText(t, config.error)} onRetry={() => void config.refetch()} />;
  }
  return (
    <div className="engage-editor">
      <p className="muted small">
        {config.data.liveVersion === null
          ? t('engagement.liveBaseline')
          : t('engagement.liveVersion', { version: config.data.liveVersion })}
      </p>
      {pending && <PendingPanel pending={pending} live={config.data.live} />}
      {draft && (
        <DraftForm
          problems={problems}
          changes={changes}
          canWrite={canWrite}
          waiting={pending !== null}
          onSubmit={() => setConfirming(true)}
          onDiscard={discard}
        >
          {form(draft, setDraft)}
        </DraftForm>
      )}
      <h2 className="section-title">{t('engagement.history')}</h2>
      <History kind={kind} />
      <ConfirmDialog
        open={confirming}
        title={t('engagement.confirmTitle')}
        confirmLabel={t('engagement.sendForApproval')}
        requireReason
        busy={propose.isPending}
        error={propose.error ? errorText(t, propose.error) : null}
        onCancel={() => {
          setConfirming(false);
          propose.reset();
        }}
        onConfirm={(reason) => propose.mutate({ kind, body: draft, reason })}
      >
        <p>{t('engagement.confirmBody', { count: changes.length })}</p>
      </ConfirmDialog>
    </div>
  );
}

/** The draft is the live body until edited; a new live body (after a decision) starts over. */
function useDraft<T>(live: T | null) {
  const [edit, setEdit] = useState<{ base: T | null; draft: T } | null>(null);
  return {
    draft: edit && edit.base === live ? edit.draft : live,
    setDraft: (next: T) => setEdit({ base: live, draft: next }),
    discard: () => setEdit(null),
  };
}

function LoadFailed({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="state state-error" role="alert">
      <p>{text}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** The version waiting for a second approver, with its changes from the live one. */
function PendingPanel({ pending, live }: { pending: ConfigVersion; live: unknown }) {
  const { t } = useTranslation();
  return (
    <div className="panel pending-panel" role="status">
      <h2>{t('engagement.pendingTitle', { version: pending.version })}</h2>
      <p className="small">
        {t('engagement.pendingBy', { name: pending.createdBy })} ·{' '}
        <DateTime ms={pending.createdAt} />
        {pending.reason ? ` · “${pending.reason}”` : ''}
      </p>
      <ChangeList changes={diffBodies(live, pending.body)} />
      <p className="muted small">{t('engagement.pendingHint')}</p>
    </div>
  );
}

/** The draft's fields, its problems and changes, and "send for approval" / "discard". */
function DraftForm(props: {
  problems: string[];
  changes: FieldChange[];
  canWrite: boolean;
  /** A version already waits for approval: nothing new can be sent until it is decided. */
  waiting: boolean;
  onSubmit(): void;
  onDiscard(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { problems, changes } = props;
  return (
    <form
      className="panel"
      onSubmit={(e) => {
        e.preventDefault();
        if (problems.length === 0 && changes.length > 0) props.onSubmit();
      }}
    >
      <fieldset disabled={!props.canWrite} className="plain">
        {props.children}
      </fieldset>
      {problems.length > 0 && (
        <div className="form-error" role="alert">
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <h3>{t('engagement.draftChanges')}</h3>
      <ChangeList changes={changes} />
      {props.canWrite && (
        <div className="action-row">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={problems.length > 0 || changes.length === 0 || props.waiting}
          >
            {t('engagement.sendForApproval')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={changes.length === 0}
            onClick={props.onDiscard}
          >
            {t('engagement.discard')}
          </button>
          {props.waiting && <span className="muted small">{t('engagement.waitPending')}</span>}
        </div>
      )}
    </form>
  );
}
