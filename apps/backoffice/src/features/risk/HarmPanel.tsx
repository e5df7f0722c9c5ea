// The player's 360 view: their signs-of-harm markers (value against the pack's threshold, why
// in plain words, fired since when) and the interactions recorded on their tasks.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HarmMarkerRow, HarmTaskRow } from '@talih/contracts/backoffice/harm.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { riskQueries } from './api.ts';
import { harmValue, harmWhy } from './harm-why.ts';
import { RecordInteraction } from './RecordInteraction.tsx';
import './risk.css';

export function HarmPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const canManage = useCan('risk.manage');
  const [recording, setRecording] = useState<HarmTaskRow | null>(null);
  const harm = useQuery(riskQueries.harmPlayer(userId));
  const open = harm.data?.tasks.find((task) => task.status === 'open') ?? null;
  return (
    <section className="panel harm-panel" aria-labelledby="harm-title">
      <header className="panel-head">
        <h2 id="harm-title">
          {t('harm.panelTitle')}
          {harm.data && (
            <span className="muted small"> · {t('harm.scoreOf', { score: harm.data.score })}</span>
          )}
        </h2>
        {canManage && open && (
          <button type="button" className="btn btn-small" onClick={() => setRecording(open)}>
            {t('harm.record')}
          </button>
        )}
      </header>
      {harm.isPending && <p className="muted">{t('common.loading')}</p>}
      {harm.isError && (
        <div className="state state-error" role="alert">
          <p>{errorText(t, harm.error)}</p>
          <button type="button" className="btn" onClick={() => void harm.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {harm.data && harm.data.markers.length === 0 && (
        <p className="muted">{t('harm.noMarkers')}</p>
      )}
      {harm.data && harm.data.markers.length > 0 && <Markers markers={harm.data.markers} />}
      {harm.data && harm.data.tasks.length > 0 && <Interactions tasks={harm.data.tasks} />}
      <RecordInteraction task={recording} onDone={() => setRecording(null)} />
    </section>
  );
}

function Markers({ markers }: { markers: HarmMarkerRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="table harm-markers">
      <caption className="sr-only">{t('harm.panelTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('harm.cols.marker')}</th>
          <th scope="col">{t('harm.cols.value')}</th>
          <th scope="col">{t('harm.cols.why')}</th>
          <th scope="col">{t('harm.cols.firedAt')}</th>
        </tr>
      </thead>
      <tbody>
        {markers.map((m) => (
          <tr key={m.code} className={m.fired ? 'harm-fired' : undefined}>
            <td>
              {m.fired ? (
                <StatusBadge status="fired" tone="warn" label={t(`harm.markers.${m.code}`)} />
              ) : (
                t(`harm.markers.${m.code}`)
              )}
            </td>
            <td className="num">{harmValue(t, m)}</td>
            <td>{harmWhy(t, m)}</td>
            <td>{m.fired ? <DateTime ms={m.firedAt} /> : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Interactions({ tasks }: { tasks: HarmTaskRow[] }) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('harm.interactions')}</h3>
      <ul className="harm-tasks">
        {tasks.map((task) => (
          <li key={task.taskId}>
            <DateTime ms={task.closedAt ?? task.openedAt} />{' '}
            {task.status === 'open' ? (
              <StatusBadge status="open" tone="warn" label={t('harm.statuses.open')} />
            ) : (
              <strong>{t(`harm.outcomes.${task.outcome}`)}</strong>
            )}{' '}
            <span className="muted">
              {t('harm.scoreOf', { score: task.score })}
              {task.closedBy && ` · ${task.closedBy}`}
            </span>
            {task.note && <span> · {task.note}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}
