// The odds feed's health above the trader's event list: which feed runs and, for LSports, what
// its active consumer last reported (state, last heartbeat, lag, markets suspended for feed
// health, recoveries), refreshed with the list.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { tradingFeedHealth } from '@talih/contracts/backoffice/sport.ts';
import type { StaffOutput } from '@talih/contracts/backoffice/call.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { sportQueries } from './api.ts';

const STATE_TONES = { live: 'ok', stale: 'bad', standby: 'info', connecting: 'warn' } as const;

export function FeedHealthBar() {
  const q = useQuery(sportQueries.feedHealth());
  return (
    <FeedHealthView
      data={q.data}
      loading={q.isPending}
      error={q.isError && !q.data ? q.error.message : null}
    />
  );
}

type FeedHealthAnswer = StaffOutput<typeof tradingFeedHealth>;

/** The active consumer's last report: state, heartbeat, lag, suspensions, recoveries. */
function FeedHealthFigures({ health }: { health: NonNullable<FeedHealthAnswer['health']> }) {
  const { t } = useTranslation();
  return (
    <dl className="feed-health-figures">
      <div>
        <dt>{t('sport.feedHealth.state')}</dt>
        <dd>
          <StatusBadge
            status={health.state}
            tone={STATE_TONES[health.state]}
            label={t(`sport.feedHealth.states.${health.state}`)}
          />
        </dd>
      </div>
      <div>
        <dt>{t('sport.feedHealth.lastHeartbeat')}</dt>
        <dd>
          <DateTime ms={health.lastHeartbeatAt} />
        </dd>
      </div>
      <div>
        <dt>{t('sport.feedHealth.lag')}</dt>
        <dd className="num">
          {health.lastLagMs === null ? '—' : t('sport.feedHealth.ms', { ms: health.lastLagMs })}
        </dd>
      </div>
      <div>
        <dt>{t('sport.feedHealth.suspended')}</dt>
        <dd className={health.suspendedMarkets > 0 ? 'num warn-text' : 'num'}>
          {health.suspendedMarkets}
        </dd>
      </div>
      <div>
        <dt>{t('sport.feedHealth.recoveries')}</dt>
        <dd className="num">
          {health.recoveries}
          {health.recoveryFailures > 0 &&
            ` · ${t('sport.feedHealth.failures', { count: health.recoveryFailures })}`}
        </dd>
      </div>
      <div>
        <dt>{t('sport.feedHealth.messages')}</dt>
        <dd className="num">{health.messages}</dd>
      </div>
    </dl>
  );
}

/**
 * The panel in each state: loading, unreadable (an error: it keeps retrying on its interval),
 * a feed without a report yet, or the figures.
 */
export function FeedHealthView(p: {
  data: FeedHealthAnswer | undefined;
  loading: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  const title = t('sport.feedHealth.title');
  if (p.error !== null && !p.data) {
    return (
      <section className="card feed-health" aria-label={title}>
        <h2 className="feed-health-title">{title}</h2>
        <p className="state state-error small" role="alert">
          {t('sport.feedHealth.error')}
        </p>
      </section>
    );
  }
  // Loading: named only once it has something to say (the region's name is its answer).
  if (!p.data) {
    return (
      <section className="card feed-health">
        <p className="muted small">{p.loading ? t('common.loading') : ''}</p>
      </section>
    );
  }
  const { feed, health } = p.data;
  return (
    <section className="card feed-health" aria-label={title}>
      <h2 className="feed-health-title">
        {title}: {t(`sport.feedHealth.feed.${feed}`)}
      </h2>
      {feed === 'lsports' && !health && <p className="muted small">{t('sport.feedHealth.none')}</p>}
      {health && <FeedHealthFigures health={health} />}
    </section>
  );
}
