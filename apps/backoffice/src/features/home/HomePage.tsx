// The landing page after sign-in: who you are, what you may do, and what waits for you.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listApprovals } from '@talih/contracts/backoffice/approvals.ts';
import { staffCall } from '../../lib/api.ts';
import { useCan, useMe } from '../../lib/session.ts';

export function HomePage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const canApprovals = useCan('approvals.read');
  const pending = useQuery({
    queryKey: ['approvals', 'pending-count'],
    queryFn: () => staffCall(listApprovals, { status: 'pending', page: 1, pageSize: 1 }),
    enabled: canApprovals,
  });
  if (!me) return null;
  return (
    <section className="page">
      <header className="page-head">
        <div>
          <h1>{t('home.title')}</h1>
          <p className="muted">{t('home.welcome', { name: me.name })}</p>
        </div>
      </header>
      <div className="cards">
        {canApprovals && (
          <div className="card stat">
            <span className="muted">{t('home.pendingApprovals')}</span>
            <strong className="num big">{pending.data ? pending.data.total : '—'}</strong>
            <Link to="/approvals">{t('home.openApprovals')}</Link>
          </div>
        )}
        <div className="card">
          <h2>{t('home.role', { role: t(`roles.${me.role}`) })}</h2>
          <p className="muted small">{t('home.permissions')}</p>
          <ul className="chips">
            {me.permissions.map((p) => (
              <li key={p} className="chip">
                {t(`permissions.${p}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
