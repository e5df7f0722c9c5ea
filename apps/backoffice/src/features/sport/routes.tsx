// The sport area (sportsbook trading): events and markets with live liability (and one event's
// markets to suspend, price, settle, void, roll back or hold for review), the queue of the feed's
// settlements held for review, the bet ticket search, and stake
// limits per sport, league, market type and player.
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EventPage } from './EventPage.tsx';
import { EventsPage } from './EventsPage.tsx';
import { HeldPage } from './HeldPage.tsx';
import { LimitsPage } from './LimitsPage.tsx';
import { TicketPage } from './TicketPage.tsx';
import { TicketsPage } from './TicketsPage.tsx';
import '../../components/panels.css';
import './sport.css';

function SportTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('sport.title')}>
      <NavLink className="tab" to="/sport/events">
        {t('sport.tabs.events')}
      </NavLink>
      <NavLink className="tab" to="/sport/held">
        {t('sport.tabs.held')}
      </NavLink>
      <NavLink className="tab" to="/sport/tickets">
        {t('sport.tabs.tickets')}
      </NavLink>
      <NavLink className="tab" to="/sport/limits">
        {t('sport.tabs.limits')}
      </NavLink>
    </nav>
  );
}

export default function SportRoutes() {
  const { t } = useTranslation();
  return (
    <section className="page bo-area">
      <header className="page-head">
        <div>
          <h1>{t('sport.title')}</h1>
          <p className="muted">{t('sport.subtitle')}</p>
        </div>
      </header>
      <SportTabs />
      <Routes>
        <Route index element={<Navigate to="events" replace />} />
        <Route path="events" element={<EventsPage />} />
        <Route path="events/:eventId" element={<EventPage />} />
        <Route path="held" element={<HeldPage />} />
        <Route path="tickets" element={<TicketsPage />} />
        <Route path="tickets/:betNo" element={<TicketPage />} />
        <Route path="limits" element={<LimitsPage />} />
      </Routes>
    </section>
  );
}
