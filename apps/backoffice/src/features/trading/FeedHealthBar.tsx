// The odds feed's health above the trader's event list: which feed runs and, for LSports, what
// its active consumer last reported (state, last heartbeat, lag, markets suspended for feed
// health, recoveries), refreshed with the list.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tradingFeedHealth } from '@talih/contracts/backoffice/trading.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { staffCall } from '../../lib/api.ts';

const STATE_TONES = { live: 'ok', stale: 'bad', standby: 'info', connecting: 'warn' } as const;
const REFRESH_MS = 5_000;

export function FeedHealthBar() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['trading', 'feed-health'],
    queryFn: () => staffCall(tradingFeedHealth, {}),
    refetchInterval: REFRESH_MS,
  });
  if (!q.data) return null;
  const { feed, health } = q.data;
  return (
    <section className="card feed-health" aria-label={t('trading.feedHealth.title')}>
      <h2 className="feed-health-title">
        {t('trading.feedHealth.title')}: {t(`trading.feedHealth.feed.${feed}`)}
      </h2>
      {feed === 'lsports' && !health && (
        <p className="muted small">{t('trading.feedHealth.none')}</p>
      )}
      {health && (
        <dl className="feed-health-figures">
          <div>
            <dt>{t('trading.feedHealth.state')}</dt>
            <dd>
              <StatusBadge
                status={health.state}
                tone={STATE_TONES[health.state]}
                label={t(`trading.feedHealth.states.${health.state}`)}
              />
            </dd>
          </div>
          <div>
            <dt>{t('trading.feedHealth.lastHeartbeat')}</dt>
            <dd>
              <DateTime ms={health.lastHeartbeatAt} />
            </dd>
          </div>
          <div>
            <dt>{t('trading.feedHealth.lag')}</dt>
            <dd className="num">
              {health.lastLagMs === null
                ? '—'
                : t('trading.feedHealth.ms', { ms: health.lastLagMs })}
            </dd>
          </div>
          <div>
            <dt>{t('trading.feedHealth.suspended')}</dt>
            <dd className={health.suspendedMarkets > 0 ? 'num warn-text' : 'num'}>
              {health.suspendedMarkets}
            </dd>
          </div>
          <div>
            <dt>{t('trading.feedHealth.recoveries')}</dt>
            <dd className="num">
              {health.recoveries}
              {health.recoveryFailures > 0 &&
                ` · ${t('trading.feedHealth.failures', { count: health.recoveryFailures })}`}
            </dd>
          </div>
          <div>
            <dt>{t('trading.feedHealth.messages')}</dt>
            <dd className="num">{health.messages}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
