// One player's protection as staff see it: limits with pending changes, exclusions (in force
// or past), the history of every change; risk may exclude, lift a staff exclusion, or make a
// limit stricter, each with a reason for the audit log. A player's own exclusion can't be
// lifted here and no limit can be raised: the server refuses both too.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import type { StaffOutput } from '@talih/contracts/backoffice/call.ts';
import type { playerProtection } from '@talih/contracts/backoffice/protection.ts';
import { errorText } from '../../lib/labels.ts';
import { protectionQueries } from './api.ts';
import { useCan } from '../../lib/session.ts';
import { ProtectionActions } from './ProtectionActions.tsx';

export function PlayerProtectionPage() {
  const { t } = useTranslation();
  const userId = Number(useParams().userId);
  const canManage = useCan('protection.manage');
  const data = useQuery(protectionQueries.player(userId));
  const crumbs = (
    <p className="crumbs">
      <Link to="/protection">{t('protection.title')}</Link> /{' '}
      <Link to={`/players/${userId}`}>#{userId}</Link>
    </p>
  );
  if (data.isPending) {
    return (
      <section className="page bo-area" aria-busy="true">
        {crumbs}
        <p className="muted">{t('common.loading')}</p>
      </section>
    );
  }
  if (data.isError) {
    return (
      <section className="page bo-area">
        {crumbs}
        <div className="state state-error" role="alert">
          <p>{errorText(t, data.error)}</p>
          <button type="button" className="btn" onClick={() => void data.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </section>
    );
  }
  const { overview, exclusions, events } = data.data;
  return (
    <section className="page bo-area">
      <header className="page-head">
        <div>
          {crumbs}
          <h1>{t('protection.playerTitle', { userId })}</h1>
          <p className="head-line">
            {overview.exclusion ? (
              <StatusBadge
                status={overview.exclusion.kind}
                tone="bad"
                label={t(`protection.kinds.${overview.exclusion.kind}`)}
              />
            ) : (
              <StatusBadge status="active" tone="ok" label={t('protection.open')} />
            )}
          </p>
        </div>
      </header>
      <div className="player-grid">
        <LimitsPanel overview={overview} />
        {canManage && <ProtectionActions userId={userId} exclusions={exclusions} />}
      </div>
      <ExclusionsPanel exclusions={exclusions} />
      <EventsPanel events={events} />
    </section>
  );
}

type Protection = StaffOutput<typeof playerProtection>;

function LimitsPanel({ overview }: { overview: Protection['overview'] }) {
  const { t } = useTranslation();
  const limits = overview.limits.filter((l) => l.amountMinor !== null || l.pending !== null);
  return (
    <section className="panel" aria-labelledby="limits-title">
      <h2 id="limits-title">{t('protection.limits')}</h2>
      {limits.length === 0 ? (
        <p className="muted">{t('protection.noLimits')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('protection.limit')}</th>
              <th scope="col" className="right">
                {t('protection.amount')}
              </th>
              <th scope="col" className="right">
                {t('protection.used')}
              </th>
              <th scope="col">{t('protection.pending')}</th>
            </tr>
          </thead>
          <tbody>
            {limits.map((l) => (
              <tr key={`${l.kind}-${l.period}`}>
                <td>
                  {t(`protection.limitKinds.${l.kind}`)} · {t(`protection.periods.${l.period}`)}
                </td>
                <td className="right">
                  <Money minor={l.amountMinor} />
                </td>
                <td className="right">
                  <Money minor={l.usedMinor} />
                </td>
                <td>
                  {l.pending ? (
                    <>
                      {l.pending.amountMinor === null ? (
                        t('protection.removal')
                      ) : (
                        <Money minor={l.pending.amountMinor} />
                      )}{' '}
                      <span className="muted small">
                        <DateTime ms={l.pending.effectiveAt} />
                      </span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="muted small">
        {t('protection.sessionLine', {
          session: overview.sessionLimit.minutes ?? t('protection.none'),
          reality: overview.realityCheckMinutes ?? t('protection.none'),
        })}
      </p>
    </section>
  );
}

function ExclusionsPanel({ exclusions }: { exclusions: Protection['exclusions'] }) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="exclusions-title">
      <h2 id="exclusions-title">{t('protection.exclusions')}</h2>
      {exclusions.length === 0 ? (
        <p className="muted">{t('protection.noExclusions')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('protection.kindHeader')}</th>
              <th scope="col">{t('protection.startsAt')}</th>
              <th scope="col">{t('protection.endsAt')}</th>
              <th scope="col">{t('protection.setBy')}</th>
              <th scope="col">{t('protection.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {exclusions.map((x) => (
              <tr key={x.id}>
                <td>
                  <StatusBadge
                    status={x.kind}
                    tone={x.inForce ? 'bad' : 'muted'}
                    label={t(`protection.kinds.${x.kind}`)}
                  />
                </td>
                <td>
                  <DateTime ms={x.startsAt} />
                </td>
                <td>
                  {x.endsAt === null ? t('protection.indefinite') : <DateTime ms={x.endsAt} />}
                </td>
                <td>{x.setBy === 'player' ? t('protection.player') : x.setBy}</td>
                <td>{x.reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function EventsPanel({ events }: { events: Protection['events'] }) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="events-title">
      <h2 id="events-title">{t('protection.history')}</h2>
      {events.length === 0 ? (
        <p className="muted">{t('protection.noEvents')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('protection.when')}</th>
              <th scope="col">{t('protection.action')}</th>
              <th scope="col">{t('protection.actor')}</th>
              <th scope="col">{t('protection.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.id}>
                <td>
                  <DateTime ms={e.createdAt} />
                </td>
                <td>{t(`protection.actions.${e.action}`, e.action)}</td>
                <td>{e.actor === 'player' ? t('protection.player') : e.actor}</td>
                <td className="mono small">{e.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
