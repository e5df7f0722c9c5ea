// /sport: sports and leagues navigation, live now, upcoming, and one event with all its
// markets (?event=id); the bet slip beside (desktop) or as a bottom sheet (mobile). Odds,
// scores and clocks follow the sport stream.
import { ArrowLeft, Radio, Trophy } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SPORT_CODES, type EventDetail, type SportCode } from '@talih/contracts/sport.ts';
import { useEvent, useEvents, useSportTree } from './api.ts';
import { BetSlip } from './bet-slip/BetSlip.tsx';
import { MobileSlip } from './bet-slip/MobileSlip.tsx';
import { marketName } from './labels.ts';
import { EventRow, ListSkeleton, LiveClock, NoEvents, OddsButton, SportError } from './parts.tsx';
import { useSportStream } from './stream.ts';
import { StatePanel } from '../../components/ui/StatePanel.tsx';
import { useSportEnabled } from '../../lib/site-config.ts';

function isMobile() {
  return document.documentElement.dataset.layout === 'mobile';
}

function useFilter() {
  const [params] = useSearchParams();
  const sportParam = params.get('sport');
  const sport = SPORT_CODES.includes(sportParam as SportCode)
    ? (sportParam as SportCode)
    : undefined;
  const league = Number(params.get('league')) || undefined;
  const event = Number(params.get('event')) || null;
  return { sport, league, event };
}

const href = (sport?: string, league?: number) => {
  const q = new URLSearchParams();
  if (sport) q.set('sport', sport);
  if (league) q.set('league', String(league));
  const s = q.toString();
  return s ? `/sport?${s}` : '/sport';
};

function SportNav() {
  const { t } = useTranslation();
  const tree = useSportTree();
  const { sport, league } = useFilter();
  const sports = tree.data?.sports ?? [];
  const leagues = sports.find((s) => s.code === sport)?.leagues ?? [];
  if (isMobile()) {
    return (
      <nav className="sport-chips-nav" aria-label={t('sport.title')}>
        <div className="chips-row">
          <Link to="/sport" className="chip" aria-current={!sport ? 'page' : undefined}>
            {t('sport.all')}
          </Link>
          {sports.map((s) => (
            <Link
              key={s.code}
              to={href(s.code)}
              className="chip"
              aria-current={sport === s.code && !league ? 'page' : undefined}
            >
              {t(`sport.sports.${s.code}`)}
              {s.live > 0 && <span className="chip-live amount">{s.live}</span>}
            </Link>
          ))}
        </div>
        {leagues.length > 0 && (
          <div className="chips-row">
            {leagues.map((l) => (
              <Link
                key={l.id}
                to={href(sport, l.id)}
                className="chip chip-sub"
                aria-current={league === l.id ? 'page' : undefined}
              >
                {l.name}
              </Link>
            ))}
          </div>
        )}
      </nav>
    );
  }
  return (
    <nav className="sport-nav" aria-label={t('sport.title')}>
      <Link to="/sport" className="sport-nav-item" aria-current={!sport ? 'page' : undefined}>
        <Trophy size={18} aria-hidden="true" /> {t('sport.all')}
      </Link>
      {tree.isPending && <ListSkeleton rows={3} />}
      {sports.map((s) => (
        <div key={s.code} className="sport-nav-group">
          <Link
            to={href(s.code)}
            className="sport-nav-item"
            aria-current={sport === s.code && !league ? 'page' : undefined}
          >
            <span>{t(`sport.sports.${s.code}`)}</span>
            {s.live > 0 && <span className="chip-live amount">{s.live}</span>}
          </Link>
          {s.leagues.map((l) => (
            <Link
              key={l.id}
              to={href(s.code, l.id)}
              className="sport-nav-league"
              aria-current={league === l.id ? 'page' : undefined}
            >
              <span className="flag">{l.country}</span>
              <span className="sport-nav-name">{l.name}</span>
              <span className="amount">{l.live + l.upcoming}</span>
            </Link>
          ))}
        </div>
      ))}
    </nav>
  );
}

function EventList({ live }: { live: boolean }) {
  const { t } = useTranslation();
  const { sport, league } = useFilter();
  const events = useEvents({ sport, leagueId: league, live });
  let body;
  if (events.isPending) body = <ListSkeleton />;
  else if (events.isError)
    body = <SportError message={t('sport.loadError')} onRetry={() => void events.refetch()} />;
  else if (events.data.list.length === 0) body = live ? null : <NoEvents />;
  else body = events.data.list.map((e) => <EventRow key={e.id} event={e} />);
  if (live && events.data && events.data.list.length === 0) return null;
  return (
    <section className="sport-section" data-testid={live ? 'live-list' : 'upcoming-list'}>
      <h2 className="sport-section-title">
        {live ? <Radio size={18} className="live-icon" aria-hidden="true" /> : null}
        {live ? t('sport.liveNow') : t('sport.upcoming')}
      </h2>
      <div className="ev-list">{body}</div>
    </section>
  );
}

function EventMarkets({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const markets = event.markets.filter((m) => m.status !== 'settled' || event.status === 'ended');
  return (
    <div className="mk-list">
      {markets.map((m) => (
        <section key={m.id} className="mk" data-testid="market" data-type={m.type}>
          <h3 className="mk-title">
            {marketName(t, m.type, m.line)}
            {m.status === 'suspended' && <span className="mk-status">{t('sport.suspended')}</span>}
          </h3>
          <div className="mk-sels" data-count={m.selections.length}>
            {m.selections.map((s) => (
              <OddsButton key={s.id} event={event} market={m} selection={s} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function EventPage({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const q = useEvent(eventId);
  const { sport, league } = useFilter();
  const back = (
    <Link to={href(sport, league)} className="btn-ghost sport-back">
      <ArrowLeft size={16} aria-hidden="true" /> {t('sport.back')}
    </Link>
  );
  if (q.isPending) return <ListSkeleton rows={6} />;
  if (q.isError) return <SportError message={q.error.message} onRetry={() => void q.refetch()} />;
  const e = q.data;
  return (
    <div className="ev-page" data-testid="event-page" data-event={e.id}>
      {back}
      <header className="ev-head" data-live={e.status === 'live' || undefined}>
        <p className="ev-head-league">
          {t(`sport.sports.${e.sport}`)} · {e.league}
        </p>
        <div className="ev-head-board">
          <span className="ev-head-team">{e.home}</span>
          <span className="ev-head-score amount" data-testid="event-score">
            {e.status === 'not_started' ? '–' : `${e.homeScore} : ${e.awayScore}`}
          </span>
          <span className="ev-head-team">{e.away}</span>
        </div>
        <LiveClock event={e} />
      </header>
      <h2 className="sport-section-title">{t('sport.allMarkets')}</h2>
      <EventMarkets event={e} />
    </div>
  );
}

/** The server has no odds feed (production without one): say so rather than show an empty book. */
function SportOff() {
  const { t } = useTranslation();
  return <StatePanel icon={Trophy} title={t('route.sport')} body={t('errors.sport.off')} />;
}

export default function SportPage() {
  return useSportEnabled() ? <SportBook /> : <SportOff />;
}

function SportBook() {
  useSportStream();
  const { event } = useFilter();
  const mobile = isMobile();
  return (
    <div className="sport" data-layout={mobile ? 'mobile' : 'desktop'}>
      <SportNav />
      <main className="sport-main">
        {event ? (
          <EventPage eventId={event} />
        ) : (
          <>
            <EventList live />
            <EventList live={false} />
          </>
        )}
      </main>
      {mobile ? (
        <MobileSlip />
      ) : (
        <aside className="sport-slip-col">
          <BetSlip />
        </aside>
      )}
    </div>
  );
}
