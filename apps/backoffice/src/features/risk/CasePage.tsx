// One AML case: the player, its alerts, notes (added here), the assignee, the decision (clear
// and close wait for a second staff member's approval) and the suspicious-activity report,
// downloaded as a text document. Every change is audited on the server.
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  AML_DECISIONS,
  AML_FOUR_EYES,
  type AmlCaseRow,
  type AmlDecision,
} from '@talih/contracts/backoffice/aml.ts';
import type { RiskAlertRow } from '@talih/contracts/backoffice/risk.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan, useMe } from '../../lib/session.ts';
import { AlertDetails } from './AlertDetails.tsx';
import {
  riskQueries,
  useAddCaseNote,
  useAskSourceOfFunds,
  useAssignCase,
  useCaseReport,
  useDecideCase,
} from './api.ts';
import { CaseStatus } from './CasesPage.tsx';
import './risk.css';

interface AmlNoteRow {
  id: number;
  staffName: string;
  body: string;
  createdAt: number;
}

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
  const caseId = Number(useParams().caseId);
  const got = useQuery(riskQueries.case(caseId));
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
  return (
    <section className="page bo-area">
      <CaseHead c={c} crumbs={crumbs} />
      <div className="player-grid">
        <CaseFacts c={c} />
        <CaseNotes c={c} notes={notes} />
      </div>
      <CaseAlerts alerts={alerts} />
    </section>
  );
}

/** The case's title and risk's actions on it: take it, ask for the source of funds, report, decide. */
function CaseHead({ c, crumbs }: { c: AmlCaseRow; crumbs: ReactNode }) {
  const { t } = useTranslation();
  const canManage = useCan('risk.manage');
  const me = useMe().data?.name ?? '';
  const [deciding, setDeciding] = useState(false);
  const onError = (error: Error) => toast.error(errorText(t, error));
  const assign = useAssignCase({ onDone: () => toast.success(t('aml.assigned')), onError });
  const askSof = useAskSourceOfFunds({
    onDone: (r) => toast.success(r.requested ? t('aml.sofRequested') : t('aml.sofWaiting')),
    onError,
  });
  const report = useCaseReport({
    onDone: (r) => {
      downloadText(r.filename, r.text);
      toast.success(t('aml.reportDone'));
    },
    onError,
  });
  const open = canManage && c.status === 'open';
  const button = (label: string, busy: boolean, onClick: () => void) => (
    <button type="button" className="btn" disabled={busy} onClick={onClick}>
      {label}
    </button>
  );
  return (
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
        {open &&
          c.assignee !== me &&
          button(t('risk.assignMe'), assign.isPending, () =>
            assign.mutate({ caseId: c.caseId, assignee: me }),
          )}
        {open && button(t('aml.requestSof'), askSof.isPending, () => askSof.mutate(c.caseId))}
        {canManage && button(t('aml.report'), report.isPending, () => report.mutate(c.caseId))}
        {open && c.pendingApprovalId === null && (
          <button type="button" className="btn btn-primary" onClick={() => setDeciding(true)}>
            {t('aml.decide')}
          </button>
        )}
      </div>
      <DecideCase caseId={c.caseId} open={deciding} onClose={() => setDeciding(false)} />
    </header>
  );
}

function CaseFacts({ c }: { c: AmlCaseRow }) {
  const { t } = useTranslation();
  const waiting = c.pendingApprovalId !== null;
  return (
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
  );
}

function CaseNotes({ c, notes }: { c: AmlCaseRow; notes: AmlNoteRow[] }) {
  const { t } = useTranslation();
  const canManage = useCan('risk.manage');
  const [note, setNote] = useState('');
  const addNote = useAddCaseNote({
    onDone: () => {
      setNote('');
      toast.success(t('aml.noteAdded'));
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  const open = c.status === 'open';
  return (
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
            if (note.trim().length >= 3) addNote.mutate({ caseId: c.caseId, body: note });
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
  );
}

function CaseAlerts({ alerts }: { alerts: RiskAlertRow[] }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** The decision with its reason; clear and close wait for a second member (four-eyes). */
function DecideCase(props: { caseId: number; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<AmlDecision>('restrict');
  const decide = useDecideCase({
    onDone: (r) => {
      props.onClose();
      toast.success(r.status === 'pending' ? t('aml.decisionPending') : t('aml.decided'));
    },
  });
  return (
    <ConfirmDialog
      open={props.open}
      title={t('aml.decideTitle')}
      confirmLabel={t('aml.decideConfirm')}
      requireReason
      danger={decision === 'close_account'}
      busy={decide.isPending}
      error={decide.isError ? errorText(t, decide.error) : null}
      onConfirm={(reason) => decide.mutate({ caseId: props.caseId, decision, reason })}
      onCancel={props.onClose}
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
  );
}
