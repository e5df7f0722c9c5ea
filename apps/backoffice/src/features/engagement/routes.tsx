// The engagement area: prize wheels, the daily sign-in calendar, VIP levels and invite rebate
// rates, the invite-to-unlock prize, promotions, player segments and the mail composer, each on
// its own tab. Every change that pays waits for a second approver (see Approvals).
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailPage } from './MailPage.tsx';
import { PromotionsPage } from './PromotionsPage.tsx';
import { PddPage, SignInPage, VipPage } from './RewardsPages.tsx';
import { SegmentsPage } from './SegmentsPage.tsx';
import { WheelsPage } from './WheelsPage.tsx';
import '../../components/panels.css';
import '../../components/editors.css';

const TABS = ['wheels', 'sign-in', 'vip', 'pdd', 'promotions', 'segments', 'mail'] as const;
const LABEL: Record<(typeof TABS)[number], string> = {
  wheels: 'engagement.tabs.wheels',
  'sign-in': 'engagement.tabs.signIn',
  vip: 'engagement.tabs.vip',
  pdd: 'engagement.tabs.pdd',
  promotions: 'engagement.tabs.promotions',
  segments: 'engagement.tabs.segments',
  mail: 'engagement.tabs.mail',
};

export default function EngagementRoutes() {
  const { t } = useTranslation();
  return (
    <section className="page bo-area">
      <header className="page-head">
        <div>
          <h1>{t('engagement.title')}</h1>
          <p className="muted">{t('engagement.subtitle')}</p>
        </div>
      </header>
      <nav className="tabs" aria-label={t('engagement.title')}>
        {TABS.map((tab) => (
          <NavLink key={tab} className="tab" to={`/engagement/${tab}`}>
            {t(LABEL[tab])}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to="wheels" replace />} />
        <Route path="wheels" element={<WheelsPage />} />
        <Route path="sign-in" element={<SignInPage />} />
        <Route path="vip" element={<VipPage />} />
        <Route path="pdd" element={<PddPage />} />
        <Route path="promotions" element={<PromotionsPage />} />
        <Route path="segments" element={<SegmentsPage />} />
        <Route path="mail" element={<MailPage />} />
      </Routes>
    </section>
  );
}
