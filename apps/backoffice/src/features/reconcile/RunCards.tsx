// The latest run's card (green, or red with its violations) and an opened run's checks.
import { useTranslation } from 'react-i18next';
import type { ReconcileRunView } from '@talih/contracts/backoffice/reconcile.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { formatAge } from '../../lib/format.ts';
import { RunChecks } from './RunChecks.tsx';

/** `asOf`: when the history was read, so "5 dk önce" counts from the answer, not the render. */
export function LatestRun({ latest, asOf }: { latest: ReconcileRunView; asOf: number }) {
  const { t } = useTranslation();
  const units = { d: t('reconcile.units.d'), h: t('reconcile.units.h'), m: t('reconcile.units.m') };
  return (
    <section
      className={`card latest ${latest.ok ? 'latest-ok' : 'latest-bad'}`}
      aria-labelledby="latest-title"
    >
      <header className="card-head">
        <h2 id="latest-title">
          {latest.ok
            ? t('reconcile.latestOk')
            : t('reconcile.latestBad', { count: latest.violations })}
        </h2>
        <span className="muted small">
          <DateTime ms={latest.startedAt} /> (
          {t('reconcile.ago', { age: formatAge(asOf - latest.startedAt, units) })}) ·{' '}
          {t(`reconcile.trigger.${latest.trigger}`, latest.trigger)}
          {latest.actor ? ` · ${latest.actor}` : ''}
        </span>
      </header>
      <RunChecks run={latest} />
    </section>
  );
}

export function RunDetail({ run }: { run: ReconcileRunView }) {
  const { t } = useTranslation();
  return (
    <section
      className="card"
      aria-label={t('reconcile.runDetail', { id: run.id })}
      // The checks open below the history: bring them into view.
      ref={(el) => el?.scrollIntoView({ block: 'start', behavior: 'smooth' })}
    >
      <header className="card-head">
        <h2>{t('reconcile.runDetail', { id: run.id })}</h2>
        <span className="muted small">
          <DateTime ms={run.startedAt} />
        </span>
      </header>
      <RunChecks run={run} />
    </section>
  );
}
