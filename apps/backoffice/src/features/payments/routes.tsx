// The payments area: the havale deposit queue, the withdrawal queue, Trustly's and
// paysafecard's orders with their notifications, and deposit method settings, each on its own
// tab.
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DepositsPage } from './DepositsPage.tsx';
import { MethodsPage } from './MethodsPage.tsx';
import { ProvidersPage } from './ProvidersPage.tsx';
import { WithdrawalsPage } from './WithdrawalsPage.tsx';
import '../../components/panels.css';

function PaymentsTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('payments.title')}>
      <NavLink className="tab" to="/payments/deposits">
        {t('payments.tabs.deposits')}
      </NavLink>
      <NavLink className="tab" to="/payments/withdrawals">
        {t('payments.tabs.withdrawals')}
      </NavLink>
      <NavLink className="tab" to="/payments/providers">
        {t('payments.tabs.providers')}
      </NavLink>
      <NavLink className="tab" to="/payments/methods">
        {t('payments.tabs.methods')}
      </NavLink>
    </nav>
  );
}

export default function PaymentsRoutes() {
  const { t } = useTranslation();
  return (
    <section className="page bo-area">
      <header className="page-head">
        <div>
          <h1>{t('payments.title')}</h1>
          <p className="muted">{t('payments.subtitle')}</p>
        </div>
      </header>
      <PaymentsTabs />
      <Routes>
        <Route index element={<Navigate to="deposits" replace />} />
        <Route path="deposits" element={<DepositsPage />} />
        <Route path="withdrawals" element={<WithdrawalsPage />} />
        <Route path="providers" element={<ProvidersPage />} />
        <Route path="methods" element={<MethodsPage />} />
      </Routes>
    </section>
  );
}
