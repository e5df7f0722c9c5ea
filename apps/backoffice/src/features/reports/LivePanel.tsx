// The live panel: bets per minute and the provider wallet's ERROR answers over the last hour,
// refreshed every 15 seconds; any wallet error in the last 5 minutes turns the panel amber.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/DateTime.tsx';
import { reportQueries } from './api.ts';
import { Spark } from './charts.tsx';

const RECENT = 5;

export function LivePanel() {
  const { t } = useTranslation();
  const live = useQuery(reportQueries.live());
  const minutes = live.data?.minutes ?? [];
  const bets = minutes.map((m) => m.bets);
  const errors = minutes.map((m) => m.walletErrors);
  const sum = (v: number[]) => v.reduce((a, b) => a + b, 0);
  const lastMinute = bets.at(-2) ?? 0; // the minute that has ended; the current one is still filling
  const recentErrors = sum(errors.slice(-RECENT));
  return (
    <section
      className={`card live ${recentErrors > 0 ? 'live-warn' : ''}`}
      aria-labelledby="live-title"
      aria-busy={live.isFetching}
    >
      <header className="card-head">
        <h2 id="live-title">
          <span className="live-dot" aria-hidden="true" /> {t('reports.live.title')}
        </h2>
        {live.data && (
          <span className="muted small">
            {t('reports.live.updated')} <DateTime ms={live.data.generatedAt} />
          </span>
        )}
      </header>
      {live.isError ? (
        <div className="state state-error" role="alert">
          <p>{t('common.loadFailed')}</p>
          <button type="button" className="btn" onClick={() => void live.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : !live.data ? (
        <div className="live-grid" aria-hidden="true">
          <span className="skeleton skeleton-block" />
          <span className="skeleton skeleton-block" />
        </div>
      ) : (
        <div className="live-grid">
          <div>
            <p className="kpi-label">{t('reports.live.betsPerMinute')}</p>
            <p className="kpi-value num">{lastMinute}</p>
            <p className="muted small">{t('reports.live.betsHour', { count: sum(bets) })}</p>
            <Spark values={bets} color="var(--accent)" label={t('reports.live.betsChart')} />
          </div>
          <div>
            <p className="kpi-label">{t('reports.live.walletErrors')}</p>
            <p className={`kpi-value num ${recentErrors > 0 ? 'neg' : ''}`}>{recentErrors}</p>
            <p className="muted small">{t('reports.live.errorsHour', { count: sum(errors) })}</p>
            <Spark values={errors} color="var(--loss)" label={t('reports.live.errorsChart')} />
          </div>
          <ErrorsByCode codes={live.data.walletErrorsByCode} />
        </div>
      )}
    </section>
  );
}

/** The wallet's error answers of the last hour by provider and code, the most frequent first. */
function ErrorsByCode(props: { codes: { provider: string; code: string; count: number }[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="kpi-label">{t('reports.live.byCode')}</p>
      {props.codes.length === 0 ? (
        <p className="muted small">{t('reports.live.noErrors')}</p>
      ) : (
        <ul className="code-list">
          {props.codes.slice(0, 6).map((c) => (
            <li key={`${c.provider}-${c.code}`}>
              <span>
                {c.provider} · <code>{c.code}</code>
              </span>
              <span className="num">{c.count}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
