// Pieces of the Sport pages: an odds button that flashes when its odds move, an event row for
// the lists, the live badge and clock, and the loading / empty / error states.
import { useEffect, useRef, useState } from 'react';
import { CalendarClock, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventView, MarketView, SelectionView } from '@talih/contracts/sport.ts';
import { ErrorPanel, StatePanel } from '../../components/ui/StatePanel.tsx';
import { formatDayMonth, formatTime, istanbulDay } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { formatOdds, selectionName } from './labels.ts';
import { useSlip } from './slip-store.ts';
import './sport.css';

/** Up or down for a moment after the odds change. */
function useFlash(odds: number) {
  const last = useRef(odds);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (odds === last.current) return;
    setFlash(odds > last.current ? 'up' : 'down');
    last.current = odds;
    const timer = setTimeout(() => setFlash(null), 1600);
    return () => clearTimeout(timer);
  }, [odds]);
  return flash;
}

export function OddsButton({
  event,
  market,
  selection,
  showName = true,
}: {
  event: EventView;
  market: MarketView;
  selection: SelectionView;
  showName?: boolean;
}) {
  const { t } = useTranslation();
  const flash = useFlash(selection.odds);
  const picked = useSlip((s) => s.picks.some((p) => p.selectionId === selection.id));
  const toggle = useSlip((s) => s.toggle);
  const closed =
    market.status !== 'open' || event.status === 'ended' || event.status === 'cancelled';
  const name = selectionName(t, selection.code, event, market.type);
  return (
    <button
      type="button"
      className="odds-btn"
      data-flash={flash ?? undefined}
      aria-pressed={picked}
      disabled={closed}
      data-testid="odds"
      data-selection={selection.id}
      aria-label={`${name} ${formatOdds(selection.odds)}`}
      onClick={() =>
        toggle({
          selectionId: selection.id,
          eventId: event.id,
          home: event.home,
          away: event.away,
          marketType: market.type,
          line: market.line,
          code: selection.code,
          odds: selection.odds,
          live: event.status === 'live',
        })
      }
    >
      {showName && <span className="odds-name">{name}</span>}
      <span className="odds-value amount">
        {closed ? <Lock size={14} aria-label={t('sport.suspended')} /> : formatOdds(selection.odds)}
      </span>
    </button>
  );
}

export function LiveClock({ event }: { event: EventView }) {
  const { t } = useTranslation();
  if (event.status === 'live') {
    return (
      <span className="ev-clock" data-testid="event-clock">
        <span className="live-badge">{t('sport.live')}</span>
        <span className="amount">{event.clock}</span>
      </span>
    );
  }
  if (event.status === 'ended' || event.status === 'cancelled') {
    return <span className="ev-clock">{t('sport.ended')}</span>;
  }
  return <StartTime at={event.startAt} />;
}

/** When a match starts, in Istanbul time: "Bugün 21:30", "Yarın 03:30", "16 Oca 18:00". */
export function StartTime({ at }: { at: number }) {
  const { t } = useTranslation();
  // "Today" as of the first render (a list re-rendered past midnight keeps its labels).
  const [now] = useState(() => Date.now());
  const lang = useSession((s) => s.lang);
  const day = istanbulDay(at);
  const time = formatTime(at, lang);
  const dayText =
    day === istanbulDay(now)
      ? t('sport.today')
      : day === istanbulDay(now + 86_400_000)
        ? t('sport.tomorrow')
        : formatDayMonth(at, lang);
  return (
    <span className="ev-clock amount">
      {dayText} {time}
    </span>
  );
}

export function EventRow({ event }: { event: EventView }) {
  const live = event.status === 'live';
  return (
    <article
      className="ev-row"
      data-testid="event-row"
      data-event={event.id}
      data-live={live || undefined}
    >
      <Link to={`/sport?event=${event.id}`} className="ev-main" data-testid="event-link">
        <span className="ev-meta">
          <LiveClock event={event} />
          <span className="ev-league">{event.league}</span>
        </span>
        <span className="ev-teams">
          <span className="ev-team">
            <span>{event.home}</span>
            {live && (
              <span className="ev-score amount" data-testid="score-home">
                {event.homeScore}
              </span>
            )}
          </span>
          <span className="ev-team">
            <span>{event.away}</span>
            {live && <span className="ev-score amount">{event.awayScore}</span>}
          </span>
        </span>
      </Link>
      <div className="ev-odds" data-count={event.main?.selections.length ?? 0}>
        {event.main?.selections.map((s) => (
          <OddsButton
            key={s.id}
            event={event}
            market={event.main!}
            selection={s}
            showName={false}
          />
        ))}
      </div>
      <Link to={`/sport?event=${event.id}`} className="ev-more amount" aria-label={event.home}>
        +{event.marketCount}
      </Link>
    </article>
  );
}

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="sport-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton skeleton-row" />
      ))}
    </div>
  );
}

export function SportError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorPanel title={t('tip.somethingWrong')} message={message} retry={onRetry} />;
}

export function NoEvents() {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon={CalendarClock}
      headingLevel={2}
      title={t('sport.title')}
      body={t('sport.noEvents')}
    />
  );
}
