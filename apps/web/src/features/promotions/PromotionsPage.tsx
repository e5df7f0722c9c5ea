// /promotions: the operator's live promotions as cards (their banner art, title, summary and
// what the player can do), and one promotion's detail with its terms at /promotions?id=N (the
// address its home banner links to). Claim pays once; join records once.
import { ArrowLeft, BadgePercent, Check, Gift } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ActivitySummary } from '@talih/contracts/promotions.ts';
import { ErrorPanel, StatePanel } from '../../components/ui/StatePanel.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { usePromotion, usePromotionAction, usePromotions } from './api.ts';
import './promotions.css';

function PromoArt({ promo }: { promo: ActivitySummary }) {
  return (
    <div className="promo-art" aria-hidden="true">
      {promo.imageUrl ? <img src={promo.imageUrl} alt="" loading="lazy" /> : <Gift size={40} />}
    </div>
  );
}

/** The one action a promotion offers the player now, or the state it is in. */
export function PromoAction({ promo, big = false }: { promo: ActivitySummary; big?: boolean }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const { pathname, search } = useLocation();
  const act = usePromotionAction();
  const size = big ? 'btn-lg' : 'btn-sm';
  if (promo.action === 'none') return null;
  switch (promo.state) {
    case 'claimed':
    case 'joined':
      return (
        <span className="promo-done">
          <Check size={16} aria-hidden="true" />
          {t(promo.state === 'claimed' ? 'promo.claimed' : 'promo.joined')}
        </span>
      );
    case 'login':
      return (
        <Link
          to={`/login?redirect=${encodeURIComponent(pathname + search)}`}
          className={`btn btn-secondary ${size}`}
        >
          {t('promo.loginToTake')}
        </Link>
      );
    case 'locked':
      return (
        <Link to="/kisiselBilgiler/recharge" className={`btn btn-secondary ${size}`}>
          {t('promo.depositFirst')}
        </Link>
      );
    default: {
      const pending = act.isPending && act.variables?.activityId === promo.activityId;
      return (
        <button
          type="button"
          className={`btn btn-primary ${size}`}
          disabled={pending}
          onClick={() =>
            act.mutate({ activityId: promo.activityId, action: promo.action as 'join' | 'claim' })
          }
        >
          {pending
            ? t('base.loading')
            : promo.action === 'claim'
              ? t('promo.claimAmount', { amount: formatMoney(promo.reward, lang) })
              : t('promo.join')}
        </button>
      );
    }
  }
}

function Period({ promo }: { promo: ActivitySummary }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  if (!promo.endsAt) return <span className="promo-period">{t('promo.noEnd')}</span>;
  return (
    <span className="promo-period amount">
      {t('promo.until', { date: formatDateTime(promo.endsAt, lang) })}
    </span>
  );
}

function PromoCard({ promo }: { promo: ActivitySummary }) {
  const { t } = useTranslation();
  return (
    <li className="promo-card">
      <Link to={`/promotions?id=${promo.activityId}`} className="promo-card-link">
        <PromoArt promo={promo} />
        <span className="promo-card-body">
          <span className="promo-card-title">{promo.title}</span>
          <span className="promo-card-summary">{promo.summary}</span>
        </span>
      </Link>
      <div className="promo-card-foot">
        <Period promo={promo} />
        <div className="promo-card-actions">
          <Link to={`/promotions?id=${promo.activityId}`} className="btn btn-ghost btn-sm">
            {t('promo.details')}
          </Link>
          <PromoAction promo={promo} />
        </div>
      </div>
    </li>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <ul className="promo-grid" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="skeleton promo-skeleton" />
      ))}
      <li className="sr-only">{t('base.loading')}</li>
    </ul>
  );
}

function PromotionList() {
  const { t } = useTranslation();
  const list = usePromotions();
  if (!list.data) {
    if (!list.isError) return <ListSkeleton />;
    return (
      <ErrorPanel
        title={t('promo.errorTitle')}
        message={list.error?.message}
        retry={() => void list.refetch()}
      />
    );
  }
  if (list.data.length === 0) {
    return (
      <StatePanel
        icon={BadgePercent}
        headingLevel={2}
        title={t('promo.emptyTitle')}
        body={t('promo.emptyBody')}
        action={
          <Link to="/" className="btn btn-primary">
            {t('promo.toHome')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="promo-grid">
      {list.data.map((p) => (
        <PromoCard key={p.activityId} promo={p} />
      ))}
    </ul>
  );
}

function PromotionDetail({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const detail = usePromotion(activityId);
  const back = (
    <Link to="/promotions" className="promo-back">
      <ArrowLeft size={18} aria-hidden="true" />
      {t('promo.allPromotions')}
    </Link>
  );
  if (!detail.data) {
    return (
      <>
        {back}
        {detail.isError ? (
          <ErrorPanel
            title={t('promo.errorTitle')}
            message={detail.error?.message}
            retry={() => void detail.refetch()}
          />
        ) : (
          <div className="skeleton promo-detail-skeleton" aria-busy="true" />
        )}
      </>
    );
  }
  const promo = detail.data;
  return (
    <>
      {back}
      <article className="promo-detail" aria-labelledby="promo-detail-title">
        <PromoArt promo={promo} />
        <div className="promo-detail-body">
          <h2 id="promo-detail-title" className="promo-detail-title">
            {promo.title}
          </h2>
          <p className="promo-detail-summary">{promo.summary}</p>
          <dl className="promo-facts">
            {promo.reward > 0 && (
              <div>
                <dt>{t('promo.reward')}</dt>
                <dd className="amount">{formatMoney(promo.reward, lang)}</dd>
              </div>
            )}
            <div>
              <dt>{t('promo.period')}</dt>
              <dd>
                <Period promo={promo} />
              </dd>
            </div>
          </dl>
          <div className="promo-detail-action">
            <PromoAction promo={promo} big />
          </div>
          <h3 className="promo-terms-title">{t('promo.terms')}</h3>
          <ol className="promo-terms">
            {promo.terms.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </div>
      </article>
    </>
  );
}

export default function PromotionsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const activityId = Number.isSafeInteger(id) && id > 0 ? id : null;
  return (
    <section className="promo-page" aria-labelledby="promo-title">
      <header className="promo-head">
        <h1 id="promo-title" className="promo-title">
          <BadgePercent size={20} aria-hidden="true" />
          {t('route.promotions')}
        </h1>
        <p className="promo-sub">{t('promo.sub')}</p>
      </header>
      {activityId !== null ? <PromotionDetail activityId={activityId} /> : <PromotionList />}
    </section>
  );
}
