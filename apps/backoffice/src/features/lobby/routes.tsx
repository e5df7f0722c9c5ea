// The lobby area: games, providers and the mobile drawer, lobby labels, the
// aggregator game-list import, banners, a preview of the player home, and the legal texts;
// each on its tab.
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BannersPage } from './BannersPage.tsx';
import { GamesPage } from './GamesPage.tsx';
import { ImportPage } from './ImportPage.tsx';
import { LabelsPage } from './LabelsPage.tsx';
import { LegalTextsPage } from './LegalTextsPage.tsx';
import { PreviewPage } from './PreviewPage.tsx';
import { ProvidersPage } from './ProvidersPage.tsx';
import '../../components/panels.css';
import './lobby.css';

const TABS = ['games', 'providers', 'labels', 'import', 'banners', 'preview', 'legal'] as const;

export default function LobbyRoutes() {
  const { t } = useTranslation();
  return (
    <section className="page bo-area">
      <header className="page-head">
        <div>
          <h1>{t('lobby.title')}</h1>
          <p className="muted">{t('lobby.subtitle')}</p>
        </div>
      </header>
      <nav className="tabs" aria-label={t('lobby.title')}>
        {TABS.map((tab) => (
          <NavLink key={tab} className="tab" to={`/lobby/${tab}`}>
            {t(`lobby.tabs.${tab}`)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to="games" replace />} />
        <Route path="games" element={<GamesPage />} />
        <Route path="providers" element={<ProvidersPage />} />
        <Route path="labels" element={<LabelsPage />} />
        <Route path="import" element={<ImportPage />} />
        <Route path="banners" element={<BannersPage />} />
        <Route path="preview" element={<PreviewPage />} />
        <Route path="legal" element={<LegalTextsPage />} />
      </Routes>
    </section>
  );
}
