// /bonuses ("Bonuslarım"): the active bonus with its progress and terms, the waiting ones, the
// finished ones a page at a time, and a promo code form. Same page on both layouts.
import { useState } from 'react';
import { ArrowDownToLine, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsPlayer } from '../../lib/session.ts';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { ErrorPanel } from '../../components/ui/StatePanel.tsx';
import { HISTORY_PAGE_SIZE, useMyBonuses } from './api.ts';
import { ActiveBonus } from './ActiveBonus.tsx';
import { FreeSpins } from './FreeSpins.tsx';
import { HistoryList, PendingList } from './BonusLists.tsx';
import { PromoCodeForm } from './PromoCodeForm.tsx';
import './bonus.css';

function Skeleton() {
  return (
    <div className="bn-stack-page" aria-busy="true" data-testid="bonus-loading">
      <div className="skeleton" style={{ height: 220 }} />
      <div className="skeleton" style={{ height: 96 }} />
      <div className="skeleton" style={{ height: 160 }} />
    </div>
  );
}

/** No active bonus: a line and the next step, in a card like the rest of the page. */
function NoActive() {
  const { t } = useTranslation();
  return (
    <section className="bn-card bn-empty" aria-labelledby="bn-empty-title">
      <span className="bn-empty-icon" aria-hidden="true">
        <Gift size={24} />
      </span>
      <div className="bn-empty-text">
        <h2 id="bn-empty-title" className="bn-card-title">
          {t('bonus.noActiveTitle')}
        </h2>
        <p className="bn-muted">{t('bonus.noActiveBody')}</p>
      </div>
      <Link to="/kisiselBilgiler/recharge" className="btn btn-primary">
        <ArrowDownToLine size={18} aria-hidden="true" />
        {t('bonus.deposit')}
      </Link>
    </section>
  );
}

function Content() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const mine = useMyBonuses(page, { watch: true });
  if (!mine.data) {
    if (mine.isError) {
      return (
        <ErrorPanel
          title={t('bonus.loadFailed')}
          message={mine.error.message}
          retry={() => void mine.refetch()}
        />
      );
    }
    return <Skeleton />;
  }
  const d = mine.data;
  return (
    <>
      {d.active ? <ActiveBonus bonus={d.active} /> : <NoActive />}
      <FreeSpins />
      <PromoCodeForm />
      <PendingList bonuses={d.pending} />
      <HistoryList
        bonuses={d.history}
        total={d.historyTotal}
        page={page}
        pageSize={HISTORY_PAGE_SIZE}
        onPage={setPage}
      />
    </>
  );
}

export default function BonusesPage() {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  if (!isPlayer) return <LoginPrompt />;
  return (
    <section className="bn-page" aria-labelledby="bonus-title">
      <header>
        <h1 id="bonus-title" className="bn-title">
          <Gift size={20} aria-hidden="true" />
          {t('bonus.title')}
        </h1>
        <p className="bn-muted">{t('bonus.sub')}</p>
      </header>
      <Content />
    </section>
  );
}
