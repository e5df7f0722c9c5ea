// The support area: the inbox of players' in-app conversations (a conversation and the
// player's 360 beside it), canned answers per language, and the player app's channels.
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CannedPage } from './CannedPage.tsx';
import { ChannelsPage } from './ChannelsPage.tsx';
import { InboxPage } from './InboxPage.tsx';
import '../../components/panels.css';
import '../../components/inbox.css';

function SupportTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('support.title')}>
      <NavLink className="tab" to="/support/inbox">
        {t('support.tabs.inbox')}
      </NavLink>
      <NavLink className="tab" to="/support/canned">
        {t('support.tabs.canned')}
      </NavLink>
      <NavLink className="tab" to="/support/channels">
        {t('support.tabs.channels')}
      </NavLink>
    </nav>
  );
}

export default function SupportRoutes() {
  const { t } = useTranslation();
  return (
    <section className="page bo-area support-area">
      <header className="page-head">
        <div>
          <h1>{t('support.title')}</h1>
          <p className="muted">{t('support.subtitle')}</p>
        </div>
      </header>
      <SupportTabs />
      <Routes>
        <Route index element={<Navigate to="inbox" replace />} />
        <Route path="inbox" element={<InboxPage />} />
        <Route path="inbox/:userId" element={<InboxPage />} />
        <Route path="canned" element={<CannedPage />} />
        <Route path="channels" element={<ChannelsPage />} />
      </Routes>
    </section>
  );
}
