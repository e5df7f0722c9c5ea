// One AML case: the player, its alerts, notes (added here), the assignee, the decision (clear
// and close wait for a second staff member's approval) and the suspicious-activity report,
// downloaded as a text document. Every change is audited on the server.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  addAmlNote,
  AML_DECISIONS,
  AML_FOUR_EYES,
  assignAmlCase,
  decideAmlCase,
  exportAmlReport,
  getAmlCase,
  requestAmlSourceOfFunds,
  type AmlDecision,
} from '@talih/contracts/backoffice/aml.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText } from '../../lib/labels.ts';
import { useCan, useMe } from '../../lib/session.ts';
import { AlertDetails } from './AlertDetails.tsx';
import { CaseStatus } from './CasesPage.tsx';
import './risk.css';

function downloadText(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

export function CasePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const caseId = Number(useParams().caseId);
  const canManage = useCan('risk.manage');
  const me = useMe().data?.name ?? '';
  const [note, setNote] = useState('');
  const [deciding, setDeciding] = useState(false);
  const [decision, setDecision] = useState<AmlDecision>('restrict');
  const got = useQuery({
    queryKey: ['aml', 'case', caseId],
    queryFn: () => staffCall(getAmlCase, { caseId }),
    enabled: Number.isSafeInteger(caseId) && caseId > 0,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['aml'] });
  const addNote = useMutation({
    mutationFn: () => staffCall(addAmlNote, { caseId, body: note }),
    onSuccess: () => {
      setNote('');
      toast.success(t('aml.noteAdded'));
      void refresh();
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  const assign = useMutation({
    mutationFn: () => staffCall(assignAmlCase, { caseId, assignee: me }),
    onSuccess: () => {
      toast.success(t('aml.assigned'));
      void refresh();
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  const decide = useMutation({
    mutationFn: (reason: string) => staffCall(decideAmlCase, { caseId, decision, reason }),
    onSuccess: (r) => {
      setDeciding(false);
      toast.success(r.status === 'pending' ? t('aml.decisionPending') : t('aml.decided'));
      void refresh();
    },
  });
  const askSof = useMutation({
    mutationFn: () => staffCall(requestAmlSourceOfFunds, { caseId }),
    onSuccess: (r) => {
      toast.success(r.requested ? t('aml.sofRequested') : t('aml.sofWaiting'));
      void refresh();
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  const report = useMutation({
    mutationFn: () => staffCall(exportAmlReport, { caseId }),
    onSuccess: (r) => {
      downloadText(r.filename, r.text);
      toast.success(t('aml.reportDone'));
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  const crumbs = (
    <p className="crumbs">
      <Link to="/risk/cases">{t('aml.title')}</Link> / #{caseId}
    </p>
  );
  if (got.isPending) {
    return (
      <section className="page bo-area" aria-busy="true">
        {crumbs}
        <p className="muted">{t('common.loading')}</p>
      </section>
    );
  }
  if (got.isError) {
    return (
      <section className="page bo-area">
        {crumbs}
        <div className="state state-error" role="alert">
          <p>{errorText(t, got.error)}</p>
          <button type="button" className="btn" onClick={() => void got.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </section>
    );
  }
  const { case: c, alerts, notes } = got.data;
  const open = c.status === 'open';
  const waiting = c.pendingApprovalId !== null;
  return (
    <section className="page bo-area">
      <header className="page-head">
        <div>
          {crumbs}
          <h1>
            {t('aml.caseTitle', { id: c.caseId })} ·{' '}
            <Link to={`/players/${c.userId}`}>{c.nickname ?? `#${c.userId}`}</Link>
          </h1>
          <p className="head-line">
            <CaseStatus c={c} />
          </p>
        </div>
        <div className="head-actions">
          {canManage && open && c.assignee !== me && (
            <button
              type="button"
              className="btn"
              disabled={assign.isPending}
              onClick={() => assign.mutate()}
            >
              {t('risk.assignMe')}
            </button>
          )}
          {canManage && open && (
            <button
              type="button"
              className="btn"
              disabled={askSof.isPending}
              onClick={() => askSof.mutate()}
            >
              {t('aml.requestSof')}
            </button>
          )}
          {canManage && (
            <button
              type="button"
              className="btn"
              disabled={report.isPending}
              onClick={() => report.mutate()}
            >
              {t('aml.report')}
            </button>
          )}
          {canManage && open && !waiting && (
            <button type="button" className="btn btn-primary" onClick={() => setDeciding(true)}>
              {t('aml.decide')}
            </button>
          )}
        </div>
      </header>
      <div className="player-grid">
        <section className="panel" aria-labelledby="aml-facts">
          <h2 id="aml-facts">{t('aml.facts')}</h2>
          <dl className="facts">
            <div>
              <dt>{t('aml.cols.assignee')}</dt>
              <dd>{c.assignee ?? t('risk.unassigned')}</dd>
            </div>
            <div>
              <dt>{t('aml.openedBy')}</dt>
              <dd>
                {c.openedBy} · <DateTime ms={c.openedAt} />
              </dd>
            </div>
            <div>
              <dt>{t('aml.decision')}</dt>
              <dd>
                {c.decision
                  ? `${t(`aml.decisions.${c.decision}`)} · ${c.decidedBy ?? ''}${c.approvedBy ? ` / ${c.approvedBy}` : ''}`
                  : waiting
                    ? t('aml.pending')
                    : '—'}
              </dd>
            </div>
            {c.decisionReason && (
              <div>
                <dt>{t('common.reason')}</dt>
                <dd>{c.decisionReason}</dd>
              </div>
            )}
          </dl>
        </section>
        <section className="panel" aria-labelledby="aml-notes">
          <h2 id="aml-notes">{t('aml.notes')}</h2>
          {notes.length === 0 ? (
            <p className="muted">{t('aml.noNotes')}</p>
          ) : (
            <ul className="harm-tasks">
              {notes.map((n) => (
                <li key={n.id}>
                  <DateTime ms={n.createdAt} /> <strong>{n.staffName}</strong>: {n.body}
                </li>
              ))}
            </ul>
          )}
          {canManage && open && (
            <form
              className="aml-note-form"
              onSubmit={(e) => {
                e.preventDefault();
                if (note.trim().length >= 3) addNote.mutate();
              }}
            >
              <label className="field">
                <span>{t('aml.newNote')}</span>
                <textarea
                  rows={2}
                  maxLength={2000}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                />
              </label>
              <button
                type="submit"
                className="btn btn-small"
                disabled={note.trim().length < 3 || addNote.isPending}
              >
                {t('aml.addNote')}
              </button>
            </form>
          )}
        </section>
      </div>
      <DataTable
        caption={t('aml.alerts')}
        columns={[
          {
            key: 'id',
            header: '#',
            width: '4rem',
            render: (a) => <span className="num">{a.alertId}</span>,
          },
          {
            key: 'kind',
            header: t('risk.cols.kind'),
            render: (a) => <strong>{t(`risk.kinds.${a.kind}`, a.kind)}</strong>,
          },
          { key: 'details', header: t('risk.cols.details'), render: (a) => <AlertDetails a={a} /> },
          {
            key: 'created',
            header: t('risk.cols.created'),
            render: (a) => <DateTime ms={a.createdAt} />,
          },
          {
            key: 'status',
            header: t('risk.cols.status'),
            render: (a) => (
              <StatusBadge
                status={a.status}
                tone={a.status === 'open' ? 'warn' : 'muted'}
                label={t(`risk.statuses.${a.status}`)}
              />
            ),
          },
        ]}
        rows={alerts}
        rowKey={(a) => a.alertId}
        loading={false}
        empty={t('aml.noAlerts')}
      />
      <ConfirmDialog
        open={deciding}
        title={t('aml.decideTitle')}
        confirmLabel={t('aml.decideConfirm')}
        requireReason
        danger={decision === 'close_account'}
        busy={decide.isPending}
        error={decide.isError ? errorText(t, decide.error) : null}
        onConfirm={(reason) => decide.mutate(reason)}
        onCancel={() => setDeciding(false)}
      >
        <label className="field">
          <span>{t('aml.decision')}</span>
          <select value={decision} onChange={(e) => setDecision(e.target.value as AmlDecision)}>
            {AML_DECISIONS.map((d) => (
              <option key={d} value={d}>
                {t(`aml.decisions.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <p className="muted small">
          {AML_FOUR_EYES.includes(decision) ? t('aml.fourEyesNote') : t(`aml.effects.${decision}`)}
        </p>
      </ConfirmDialog>
    </section>
  );
}
