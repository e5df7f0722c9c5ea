// /share (and /pdd on mobile, the same page): the player's invite link and code with a QR
// code, native share and copy; the invite-to-unlock prize with its honest progress, deadline
// and rules; and the agent rebates (rate, totals, days, invited players) with their claim.
import { useRef, type ReactNode } from 'react';
import { Check, Copy, Gift, HandCoins, Share2, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { ErrorPanel } from '../../components/ui/StatePanel.tsx';
import { formatDateTime, formatMoney, formatPercent } from '../../lib/format.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import {
  logShare,
  useAgentInfo,
  useInviteFriends,
  usePddPrize,
  useReceiveRebate,
  useWithdrawPrize,
} from './api.ts';
import { QrCode } from './QrCode.tsx';
import './share.css';

/**
 * One card of the page under its titled heading. Given the query still loading (or failed),
 * it shows the card's skeleton or the error with a retry instead of the children.
 */
function ShareCard(props: {
  id: string;
  icon: LucideIcon;
  title: string;
  className?: string;
  loading?: { isError: boolean; error: Error | null; refetch: () => unknown };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { loading } = props;
  const Icon = props.icon;
  return (
    <section
      className={props.className ? `share-card ${props.className}` : 'share-card'}
      aria-labelledby={props.id}
    >
      <h2 id={props.id} className="share-card-title">
        <Icon size={18} aria-hidden="true" />
        {props.title}
      </h2>
      {!loading ? (
        props.children
      ) : loading.isError ? (
        <ErrorPanel
          title={t('share.errorTitle')}
          message={loading.error?.message}
          retry={() => void loading.refetch()}
        />
      ) : (
        <div className="skeleton share-skeleton" aria-busy="true" />
      )}
    </section>
  );
}

function InviteCard() {
  const { t } = useTranslation();
  const info = useAgentInfo();
  const input = useRef<HTMLInputElement>(null);
  if (!info.data) {
    return (
      <ShareCard id="invite-title" icon={Share2} title={t('share.inviteTitle')} loading={info} />
    );
  }
  const url = `${window.location.origin}${info.data.invitePath}`;
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    logShare('copy');
    try {
      await navigator.clipboard.writeText(url);
      toast(t('share.copied'), 'success');
    } catch {
      // No clipboard permission (or an old browser): select the text for a manual copy.
      input.current?.select();
      const done = document.execCommand?.('copy');
      toast(done ? t('share.copied') : t('share.copyManual'), done ? 'success' : 'info');
    }
  };
  const share = async () => {
    logShare('share');
    try {
      await navigator.share({ title: t('share.shareTitle'), text: t('share.shareText'), url });
    } catch {
      // The player closed the share sheet: nothing to say.
    }
  };

  return (
    <ShareCard
      id="invite-title"
      icon={Share2}
      title={t('share.inviteTitle')}
      className="share-invite"
    >
      <p className="share-text">{t('share.inviteBody')}</p>
      <div className="share-invite-body">
        <div className="share-invite-fields">
          <label className="share-label" htmlFor="invite-link">
            {t('share.link')}
          </label>
          <div className="share-link-row">
            <input
              ref={input}
              id="invite-link"
              className="share-link"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
          <div className="share-buttons">
            <button type="button" className="btn btn-primary" onClick={() => void copy()}>
              <Copy size={18} aria-hidden="true" />
              {t('share.copy')}
            </button>
            {canShare && (
              <button type="button" className="btn btn-secondary" onClick={() => void share()}>
                <Share2 size={18} aria-hidden="true" />
                {t('share.share')}
              </button>
            )}
          </div>
          <p className="share-code">
            {t('share.code')}: <strong className="amount">{info.data.inviteCode}</strong>
          </p>
        </div>
        <figure className="share-qr">
          <QrCode text={url} label={t('share.qrLabel')} />
          <figcaption>{t('share.qrCaption')}</figcaption>
        </figure>
      </div>
    </ShareCard>
  );
}

function PddCard() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const pdd = usePddPrize();
  const friends = useInviteFriends(Boolean(pdd.data));
  const claim = useWithdrawPrize();
  const card = { id: 'pdd-title', icon: Gift, title: t('share.pddTitle') };
  if (!pdd.data) return <ShareCard {...card} loading={pdd} />;
  const { config, prize } = pdd.data;
  const pct = Math.round((prize.progress / prize.target) * 100);
  return (
    <ShareCard {...card}>
      <div className="pdd-head">
        <span className="pdd-amount amount">{formatMoney(prize.prize, lang)}</span>
        <span className="pdd-status" data-status={prize.status}>
          {t(`share.pddStatus.${prize.status}`)}
        </span>
      </div>
      <p className="share-text">{config.rule}</p>
      <div className="pdd-progress">
        <div
          className="pdd-bar"
          role="progressbar"
          aria-label={t('share.pddProgress')}
          aria-valuemin={0}
          aria-valuemax={prize.target}
          aria-valuenow={prize.progress}
        >
          <span style={{ width: `${pct}%` }} />
        </div>
        <span className="pdd-count amount">
          {t('share.pddCount', { progress: prize.progress, target: prize.target })}
        </span>
      </div>
      <p className="pdd-deadline amount">
        {prize.status === 'paid' && prize.paidAt
          ? t('share.pddPaidAt', { date: formatDateTime(prize.paidAt, lang) })
          : t('share.pddDeadline', { date: formatDateTime(prize.deadlineAt, lang) })}
      </p>
      {prize.status === 'completed' && (
        <button
          type="button"
          className="btn btn-primary btn-lg"
          disabled={claim.isPending}
          onClick={() => claim.mutate()}
        >
          {claim.isPending ? t('base.loading') : t('share.pddClaim')}
        </button>
      )}
      {friends.data && friends.data.length > 0 && (
        <ul className="pdd-friends" aria-label={t('share.pddFriends')}>
          {friends.data.map((f, i) => (
            <li key={i}>
              <span>{f.nickname}</span>
              <span className="pdd-friend-state" data-counts={f.counts || undefined}>
                {f.counts ? <Check size={14} aria-hidden="true" /> : null}
                {t(f.counts ? 'share.friendCounts' : 'share.friendWaiting')}
              </span>
            </li>
          ))}
        </ul>
      )}
      <details className="share-terms">
        <summary>{t('share.rules')}</summary>
        <ol>
          {config.terms.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ol>
      </details>
    </ShareCard>
  );
}

function RebateCard() {
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
      <button
        type="button"
        className="btn btn-primary"
        disabled={d.pending <= 0 || claim.isPending}
        onClick={() => claim.mutate()}
      >
        {claim.isPending ? t('base.loading') : t('share.rebateClaim')}
      </button>
      {d.pending <= 0 && <p className="share-hint">{t('share.rebateNone')}</p>}
      {d.days.length > 0 && (
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
            {d.days.map((r) => (
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
      )}
      <h3 className="share-subtitle">
        <Users size={16} aria-hidden="true" />
        {t('share.invitees')}
      </h3>
      {d.invitees.length === 0 ? (
        <p className="share-hint">{t('share.noInvitees')}</p>
      ) : (
        <ul className="invitee-list">
          {d.invitees.map((i, n) => (
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
    </ShareCard>
  );
}

export default function SharePage() {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  return (
    <section className="share-page" aria-labelledby="share-title">
      <header className="share-head">
        <h1 id="share-title" className="share-title">
          <Share2 size={20} aria-hidden="true" />
          {t('route.share')}
        </h1>
        <p className="share-sub">{t('share.sub')}</p>
      </header>
      {isPlayer ? (
        <div className="share-grid">
          <div className="share-col">
            <InviteCard />
            <PddCard />
          </div>
          <div className="share-col">
            <RebateCard />
          </div>
        </div>
      ) : (
        <LoginPrompt body={t('share.loginBody')} />
      )}
    </section>
  );
}
