// kisiselBilgiler/oyunGecmisi: the player's game rounds (game, bet, win, result, time in
// Istanbul), 20 at a time with "Daha fazla yükle". A table on desktop, cards on mobile.
import { AlertTriangle, Gamepad2, History, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameRound } from '@talih/contracts/games.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { StatePanel } from '../../components/ui/StatePanel.tsx';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { GAME_RECORD_PAGE_SIZE, roundResult, useGameRecords, type RoundResult } from './api.ts';
import './game-history.css';

const RESULT_KEYS: Record<RoundResult, string> = {
  won: 'history.won',
  lost: 'history.lost',
  void: 'history.void',
  open: 'history.open',
};

function ResultBadge({ round }: { round: GameRound }) {
  const { t } = useTranslation();
  const result = roundResult(round);
  return (
    <span className="round-result" data-result={result}>
      {t(RESULT_KEYS[result])}
    </span>
  );
}

function Win({ round, lang }: { round: GameRound; lang: Language }) {
  return (
    <span className="amount round-win" data-positive={round.winAmount > 0 || undefined}>
      {formatMoney(round.winAmount, lang)}
    </span>
  );
}

function RoundsTable({ rounds, lang }: { rounds: GameRound[]; lang: Language }) {
  const { t } = useTranslation();
  return (
    <table className="rounds-table">
      <thead>
        <tr>
          <th scope="col">{t('history.game')}</th>
          <th scope="col" className="num">
            {t('history.bet')}
          </th>
          <th scope="col" className="num">
            {t('history.win')}
          </th>
          <th scope="col">{t('history.result')}</th>
          <th scope="col">{t('history.time')}</th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((r) => (
          <tr key={r.roundId}>
            <td className="round-game">{r.gameName}</td>
            <td className="num amount">{formatMoney(r.betAmount, lang)}</td>
            <td className="num">
              <Win round={r} lang={lang} />
            </td>
            <td>
              <ResultBadge round={r} />
            </td>
            <td className="round-time amount">{formatDateTime(r.createTime, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RoundsList({ rounds, lang }: { rounds: GameRound[]; lang: Language }) {
  const { t } = useTranslation();
  return (
    <ul className="rounds-list">
      {rounds.map((r) => (
        <li key={r.roundId} className="round-card">
          <div className="round-card-head">
            <span className="round-game">{r.gameName}</span>
            <ResultBadge round={r} />
          </div>
          <dl className="round-card-facts">
            <div>
              <dt>{t('history.bet')}</dt>
              <dd className="amount">{formatMoney(r.betAmount, lang)}</dd>
            </div>
            <div>
              <dt>{t('history.win')}</dt>
              <dd>
                <Win round={r} lang={lang} />
              </dd>
            </div>
            <div>
              <dt>{t('history.time')}</dt>
              <dd className="round-time amount">{formatDateTime(r.createTime, lang)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function HistorySkeleton() {
  const { t } = useTranslation();
  return (
    <div className="rounds-skeleton" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="skeleton rounds-skeleton-row" />
      ))}
      <span className="sr-only">{t('base.loading')}</span>
    </div>
  );
}

function RoundsSection() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const userid = useSession((s) => s.userid);
  const isPc = useUi((s) => s.isPc);
  const records = useGameRecords(userid);

  // A failed "load more" keeps the rounds already shown; only a failed first page is an error.
  if (!records.data) {
    if (!records.isError) return <HistorySkeleton />;
    return (
      <StatePanel
        icon={AlertTriangle}
        headingLevel={2}
        title={t('history.errorTitle')}
        body={records.error?.message || t('tip.somethingWrong')}
        action={
          <button type="button" className="btn btn-primary" onClick={() => void records.refetch()}>
            <RotateCcw size={18} aria-hidden="true" />
            {t('base.retry')}
          </button>
        }
      />
    );
  }
  const rounds = records.data.pages.flatMap((p) => p.list);
  const total = records.data.pages.at(-1)?.total ?? rounds.length;
  if (rounds.length === 0) {
    return (
      <StatePanel
        icon={Gamepad2}
        headingLevel={2}
        title={t('history.emptyTitle')}
        body={t('history.emptyBody')}
        action={
          <Link to="/" className="btn btn-primary">
            {t('history.browseGames')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      {isPc ? (
        <RoundsTable rounds={rounds} lang={lang} />
      ) : (
        <RoundsList rounds={rounds} lang={lang} />
      )}
      <div className="rounds-foot">
        {total > GAME_RECORD_PAGE_SIZE && (
          <p className="rounds-count">{t('history.shown', { shown: rounds.length, total })}</p>
        )}
        {records.hasNextPage && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void records.fetchNextPage()}
            disabled={records.isFetchingNextPage}
          >
            {records.isFetchingNextPage ? t('base.loading') : t('history.loadMore')}
          </button>
        )}
        {records.isFetchNextPageError && (
          <p className="rounds-more-error" role="alert">
            {t('history.moreFailed')}
          </p>
        )}
      </div>
    </>
  );
}

export default function GameHistoryPage() {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  return (
    <section className="history" aria-labelledby="history-title">
      <header className="history-head">
        <h1 id="history-title" className="history-title">
          <History size={20} aria-hidden="true" />
          {t('route.gameHistory')}
        </h1>
        <p className="history-sub">{t('history.sub')}</p>
      </header>
      {isPlayer ? <RoundsSection /> : <LoginPrompt />}
    </section>
  );
}
