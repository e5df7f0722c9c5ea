// The landing page after sign-in: the figures at a glance (reports.read), what waits for the
// signed-in staff member in each queue their role may read (each count is that queue's own call, so the server checks the permission), the
// last reconcile run, and who they are and what they may do.
import { useTranslation } from 'react-i18next';
import type { Permission } from '@talih/contracts/backoffice/permissions.ts';
import { listApprovals } from '@talih/contracts/backoffice/approvals.ts';
import { kycQueue } from '@talih/contracts/backoffice/kyc.ts';
import { depositQueue, withdrawalQueue } from '@talih/contracts/backoffice/payments.ts';
import { harmFiredCount } from '@talih/contracts/backoffice/harm.ts';
import { listRiskAlerts } from '@talih/contracts/backoffice/risk.ts';
import { supportInbox } from '@talih/contracts/backoffice/support.ts';
import { staffCall } from '../../lib/api.ts';
import { useMe } from '../../lib/session.ts';
import { GlanceCard } from './GlanceCard.tsx';
import { ReconcileCard } from './ReconcileCard.tsx';
import { WaitingCard, type WaitingQueue } from './WaitingCard.tsx';
import './home.css';

/** Signs of harm count the players whose markers started firing in the last 7 days. */
const WEEK_MS = 7 * 24 * 3_600_000;

/** One row is enough: the page's total is the queue's length. */
const ONE = { page: 1, pageSize: 1 };

type QueueText = Pick<WaitingQueue, 'label' | 'linkText'>;

/** The queues, in the order staff work them: money first. */
function waitingQueues(
  text: (id: string) => QueueText,
): (WaitingQueue & { permission: Permission })[] {
  return [
    {
      id: 'home-approvals',
      permission: 'approvals.read',
      to: '/approvals',
      count: async () => (await staffCall(listApprovals, { status: 'pending', ...ONE })).total,
      ...text('approvals'),
    },
    {
      id: 'home-withdrawals',
      permission: 'payments.read',
      to: '/payments/withdrawals',
      count: async () => (await staffCall(withdrawalQueue, { status: 'open', ...ONE })).total,
      ...text('withdrawals'),
    },
    {
      id: 'home-deposits',
      permission: 'payments.read',
      to: '/payments/deposits',
      count: async () => (await staffCall(depositQueue, { status: 'open', ...ONE })).total,
      ...text('deposits'),
    },
    {
      id: 'home-kyc',
      permission: 'kyc.read',
      to: '/kyc',
      count: async () => (await staffCall(kycQueue, { status: 'pending', ...ONE })).total,
      ...text('kyc'),
    },
    {
      id: 'home-support',
      permission: 'support.read',
      to: '/support/inbox?state=waiting',
      count: async () =>
        (await staffCall(supportInbox, { state: 'waiting', assignee: '', ...ONE })).total,
      ...text('support'),
    },
    {
      id: 'home-risk',
      permission: 'risk.read',
      to: '/risk',
      count: async () =>
        (await staffCall(listRiskAlerts, { status: 'open', kind: '', assignee: '', ...ONE })).total,
      ...text('risk'),
    },
    {
      id: 'home-harm',
      permission: 'risk.read',
      to: '/risk/harm?fired=week',
      count: async () => (await staffCall(harmFiredCount, { since: Date.now() - WEEK_MS })).players,
      ...text('harm'),
    },
  ];
}

export function HomePage() {
  const { t } = useTranslation();
  const me = useMe().data;
  if (!me) return null;
  const can = (p: Permission) => me.permissions.includes(p);
  const shown = waitingQueues((id) => ({
    label: t(`home.waiting.${id}`),
    linkText: t(`home.open.${id}`),
  })).filter((q) => can(q.permission));
  const canReconcile = can('reconcile.read');
  return (
    <section className="page">
      <header className="page-head">
        <div>
          <h1>{t('home.title')}</h1>
          <p className="muted">{t('home.welcome', { name: me.name })}</p>
        </div>
      </header>
      {can('reports.read') && <GlanceCard />}
      {(shown.length > 0 || canReconcile) && (
        <section aria-labelledby="home-waiting" className="home-section">
          <h2 id="home-waiting">{t('home.waitingTitle')}</h2>
          <div className="cards">
            {canReconcile && <ReconcileCard />}
            {shown.map((q) => (
              <WaitingCard key={q.id} queue={q} />
            ))}
          </div>
        </section>
      )}
      <details className="card home-role">
        <summary>
          {t('home.role', { role: t(`roles.${me.role}`) })}
          <span className="muted small">
            {' '}
            · {t('home.permissionCount', { count: me.permissions.length })}
          </span>
        </summary>
        <ul className="chips">
          {me.permissions.map((p) => (
            <li key={p} className="chip">
              {t(`permissions.${p}`)}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
