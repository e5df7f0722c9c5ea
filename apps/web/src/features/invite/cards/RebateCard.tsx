// The agent rebates: the rate, what is pending and paid, the claim, the rebate of each day,
// and the invited players with their state.
import { HandCoins, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CallResult } from '@talih/contracts/call.ts';
import type { agentInfo } from '@talih/contracts/invite.ts';
import { formatDateTime, formatMoney, formatPercent } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useAgentInfo, useReceiveRebate } from '../api.ts';
import { ShareCard } from './ShareCard.tsx';

type AgentInfo = CallResult<typeof agentInfo>;

function RebateTotals({ d }: { d: AgentInfo }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <dl className="rebate-totals">
      <div>
        <dt>{t('share.rebatePending')}</dt>
        <dd className="amount rebate-pending">{formatMoney(d.pending, lang)}</dd>
      </div>
      <div>
        <dt>{t('share.rebatePaidTotal')}</dt>
        <dd className="amount">{formatMoney(d.paid, lang)}</dd>
      </div>
      <div>
        <dt>{t('share.invitedCount')}</dt>
        <dd className="amount">{d.invitedCount}</dd>
      </div>
    </dl>
  );
}

function RebateDays({ days }: { days: AgentInfo['days'] }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <table className="rebate-days">
      <caption className="sr-only">{t('share.rebateDays')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('share.day')}</th>
          <th scope="col" className="num">
            {t('share.turnover')}
          </th>
          <th scope="col" className="num">
            {t('share.rebate')}
          </th>
          <th scope="col">{t('share.status')}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((r) => (
          <tr key={r.day}>
            <td className="amount">{r.day}</td>
            <td className="num amount">{formatMoney(r.turnover, lang)}</td>
            <td className="num amount">{formatMoney(r.amount, lang)}</td>
            <td>
              <span className="rebate-status" data-status={r.status}>
                {t(r.status === 'paid' ? 'share.statusPaid' : 'share.statusPending')}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Invitees({ invitees }: { invitees: AgentInfo['invitees'] }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <>
      <h3 className="share-subtitle">
        <Users size={16} aria-hidden="true" />
        {t('share.invitees')}
      </h3>
      {invitees.length === 0 ? (
        <p className="share-hint">{t('share.noInvitees')}</p>
      ) : (
        <ul className="invitee-list">
          {invitees.map((i, n) => (
            <li key={n}>
              <span>{i.nickname}</span>
              <span className="invitee-date amount">{formatDateTime(i.joinedAt, lang)}</span>
              <span className="invitee-state" data-state={i.state}>
                {t(`share.invitee.${i.state}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function RebateCard() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const info = useAgentInfo();
  const claim = useReceiveRebate();
  const card = { id: 'rebate-title', icon: HandCoins, title: t('share.rebateTitle') };
  if (!info.data) return <ShareCard {...card} loading={info} />;
  const d = info.data;
  return (
    <ShareCard {...card}>
      <p className="share-text">
        {t('share.rebateBody', { rate: formatPercent(d.rateBps / 10_000, lang, 1, 2) })}
      </p>
      <RebateTotals d={d} />
      <button
        type="button"
        className="btn btn-primary"
        disabled={d.pending <= 0 || claim.isPending}
        onClick={() => claim.mutate()}
      >
        {claim.isPending ? t('base.loading') : t('share.rebateClaim')}
      </button>
      {d.pending <= 0 && <p className="share-hint">{t('share.rebateNone')}</p>}
      {d.days.length > 0 && <RebateDays days={d.days} />}
      <Invitees invitees={d.invitees} />
    </ShareCard>
  );
}
