// /myBettingRecords (docs/brand.md "Words": Bahislerim): the player's open and settled bets with
// their legs, each leg's outcome, what the bet paid, and the cash-out offer of open bets (refreshed
// while the page is open; the server refuses an offer that changed and says the new one).
import { useState } from 'react';
import { Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BetView } from '@talih/contracts/sport.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { StatePanel } from '../../components/ui/StatePanel.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useCashOut, useMyBets } from './api.ts';
import { formatOdds, marketName, selectionName } from './labels.ts';
import { ListSkeleton, SportError } from './parts.tsx';
import { useSportStream } from './stream.ts';
import './sport.css';

function BetCard({ bet }: { bet: BetView }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const cash = useCashOut();
  const money = (v: number) => formatMoney(v, lang);
  const kind =
    bet.kind === 'system'
      ? t('sport.slip.systemOf', { k: bet.systemK, n: bet.legs.length })
      : t(`sport.slip.${bet.kind}`);
  // Cashing out ends the bet for good: the player confirms the amount first.
  const [offer, setOffer] = useState<number | null>(null);
  const doCashOut = async () => {
    if (offer === null) return;
    try {
      await cash.mutateAsync({ betNo: bet.betNo, amount: offer });
      toast(t('sport.bets.cashedOut'), 'success');
    } catch {
      // The request client showed why (the offer changed, the bet was settled).
    } finally {
      setOffer(null);
    }
  };
  return (
    <article className="bet" data-testid="bet-card" data-bet={bet.betNo} data-status={bet.status}>
      <header className="bet-head">
        <span className="bet-kind">
          {kind}
          {bet.live && <span className="live-badge">{t('sport.live')}</span>}
        </span>
        <span className="bet-status" data-status={bet.status} data-testid="bet-status">
          {t(`sport.bets.status.${bet.status}`)}
        </span>
      </header>
      <ul className="bet-legs">
        {bet.legs.map((l) => (
          <li key={l.selectionId} className="bet-leg" data-result={l.result ?? undefined}>
            <div>
              <p className="bet-leg-sel">
                {selectionName(t, l.code, l, l.marketType)}{' '}
                <span className="bet-leg-market">{marketName(t, l.marketType, l.line)}</span>
              </p>
              <p className="bet-leg-event">
                {l.home} – {l.away}
                {l.eventStatus !== 'not_started' && (
                  <span className="amount">
                    {' '}
                    ({l.homeScore}:{l.awayScore})
                  </span>
                )}
              </p>
            </div>
            <div className="bet-leg-right">
              <span className="amount">{formatOdds(l.odds)}</span>
              {l.result && (
                <span className="bet-leg-result">{t(`sport.bets.result.${l.result}`)}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
      <dl className="bet-sum">
        <div>
          <dt>{t('sport.bets.stake')}</dt>
          <dd className="amount">{money(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('sport.bets.odds')}</dt>
          <dd className="amount">{formatOdds(bet.totalOdds)}</dd>
        </div>
        <div>
          <dt>{bet.status === 'open' ? t('sport.bets.potentialWin') : t('sport.bets.payout')}</dt>
          <dd className="amount bet-win" data-testid="bet-payout">
            {money(bet.status === 'open' ? bet.potentialWin : bet.payout)}
          </dd>
        </div>
        <div>
          <dt>{t('sport.bets.placedAt')}</dt>
          <dd className="amount">{formatDateTime(bet.placedAt, lang)}</dd>
        </div>
      </dl>
      {bet.status === 'open' && bet.cashOut !== null && (
        <button
          type="button"
          className="btn btn-primary bet-cashout"
          data-testid="cash-out"
          disabled={cash.isPending}
          onClick={() => setOffer(bet.cashOut)}
        >
          {t('sport.bets.cashOut', { amount: money(bet.cashOut) })}
        </button>
      )}
      <Dialog
        open={offer !== null}
        onClose={() => setOffer(null)}
        title={t('sport.bets.cashOutTitle')}
        size="sm"
        testId="cash-out-confirm"
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setOffer(null)}>
              {t('sport.bets.cashOutCancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={cash.isPending}
              aria-busy={cash.isPending || undefined}
              onClick={() => void doCashOut()}
            >
              {t('sport.bets.cashOut', { amount: money(offer ?? 0) })}
            </button>
          </>
        }
      >
        <p>{t('sport.bets.cashOutBody', { amount: money(offer ?? 0), stake: money(bet.stake) })}</p>
      </Dialog>
    </article>
  );
}

function BetList({ status }: { status: 'open' | 'settled' }) {
  const { t } = useTranslation();
  const q = useMyBets(status, true);
  if (q.isPending) return <ListSkeleton rows={3} />;
  if (q.isError)
    return <SportError message={t('sport.bets.loadError')} onRetry={() => void q.refetch()} />;
  if (q.data.list.length === 0) {
    return (
      <StatePanel
        icon={Ticket}
        headingLevel={2}
        title={t('route.myBettingRecords')}
        body={status === 'open' ? t('sport.bets.empty') : t('sport.bets.emptySettled')}
        action={
          <Link to="/sport" className="btn btn-primary">
            {t('sport.bets.goSport')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="bet-list" data-testid={`bets-${status}`}>
      {q.data.list.map((b) => (
        <BetCard key={b.betNo} bet={b} />
      ))}
    </div>
  );
}

export default function MyBetsPage() {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  const [tab, setTab] = useState<'open' | 'settled'>('open');
  useSportStream();
  if (!isPlayer) return <LoginPrompt />;
  return (
    <div className="bets-page">
      <h1 className="sport-page-title">{t('route.myBettingRecords')}</h1>
      <div className="slip-kinds bets-tabs" role="tablist">
        {(['open', 'settled'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={tab === s}
            onClick={() => setTab(s)}
            data-testid={`bets-tab-${s}`}
          >
            {t(`sport.bets.${s}`)}
          </button>
        ))}
      </div>
      <BetList status={tab} />
    </div>
  );
}
