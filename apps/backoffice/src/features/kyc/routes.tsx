// The KYC area: the review queue, and a player's KYC file opened from it.
import { Link, Route, Routes, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KycFile } from './KycFile.tsx';
import { QueuePage } from './QueuePage.tsx';
import '../../components/panels.css';
import './kyc.css';

function PlayerFilePage() {
  const { t } = useTranslation();
  const userId = Number(useParams().userId);
  const [search] = useSearchParams();
  const doc = Number(search.get('doc'));
  return (
    <>
      <p className="crumbs">
        <Link to="/kyc">{t('kyc.queue')}</Link> / #{userId}
      </p>
      <KycFile key={userId} userId={userId} initialDoc={doc > 0 ? doc : undefined} />
    </>
  );
}

export default function KycRoutes() {
  const { t } = useTranslation();
  return (
    <section className="page bo-area">
      <header className="page-head">
        <div>
          <h1>{t('kyc.title')}</h1>
          <p className="muted">{t('kyc.subtitle')}</p>
        </div>
      </header>
      <Routes>
        <Route index element={<QueuePage />} />
        <Route path="player/:userId" element={<PlayerFilePage />} />
      </Routes>
    </section>
  );
}
