// The waiting bonuses (they start in turn) and the finished ones, a page at a time, each with
// its outcome and what it turned into cash or forfeited.
import { useTranslation } from 'react-i18next';
import type { PlayerBonusView } from '@talih/contracts/bonus.ts';
import { useSession } from '../../lib/session.ts';
import { formatDateTime } from '../../lib/format.ts';
import { depositOf } from './ActiveBonus.tsx';
import { TermsList } from './TermsList.tsx';
import { minorMoney } from './words.ts';

function StatusTag({ status }: { status: PlayerBonusView['status'] }) {
  const { t } = useTranslation();
  const tone =
    status === 'completed' ? 'ok' : status === 'pending' || status === 'active' ? 'wait' : 'closed';
  return (
    <span className="bn-status" data-tone={tone} data-testid="bonus-status">
      {t(`bonus.status.${status}`)}
    </span>
  );
}

export function PendingList({ bonuses }: { bonuses: PlayerBonusView[] }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <section className="bn-card" aria-labelledby="bn-pending-title" data-testid="bonus-pending">
      <h2 id="bn-pending-title" className="bn-card-title">
        {t('bonus.pending')}
      </h2>
      {bonuses.length === 0 ? (
        <p className="bn-muted">{t('bonus.noPending')}</p>
      ) : (
        <>
          <p className="bn-muted">{t('bonus.pendingNote')}</p>
          <ul className="bn-rows">
            {bonuses.map((b) => (
              <li key={b.id} className="bn-row">
                <div className="bn-row-main">
                  <span className="bn-row-title">{b.title}</span>
                  <span className="bn-muted amount">
                    {t('bonus.grantedOn', { date: formatDateTime(b.grantedAt, lang) })}
                  </span>
                  <TermsList
                    rules={b.rules}
                    amounts={{ grantedMinor: b.grantedMinor, depositMinor: depositOf(b) }}
                  />
                </div>
                <div className="bn-row-side">
                  <span className="bn-strong amount">{minorMoney(b.grantedMinor, lang)}</span>
                  <StatusTag status={b.status} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function HistoryRow({ bonus: b }: { bonus: PlayerBonusView }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const money = (m: number) => minorMoney(m, lang);
  return (
    <li className="bn-row" data-testid="bonus-history-row">
      <div className="bn-row-main">
        <span className="bn-row-title">{b.title}</span>
        <span className="bn-muted amount">
          {b.finishedAt !== null
            ? t('bonus.finishedOn', { date: formatDateTime(b.finishedAt, lang) })
            : t('bonus.grantedOn', { date: formatDateTime(b.grantedAt, lang) })}
        </span>
        <span className="bn-muted amount">
          {t('bonus.granted')}: {money(b.grantedMinor)}
        </span>
      </div>
      <div className="bn-row-side">
        <StatusTag status={b.status} />
        {b.convertedMinor > 0 && (
          <span className="bn-win amount">
            {t('bonus.converted')}: {money(b.convertedMinor)}
          </span>
        )}
        {b.forfeitedMinor > 0 && (
          <span className="bn-muted amount">
            {t('bonus.forfeited')}: {money(b.forfeitedMinor)}
          </span>
        )}
      </div>
    </li>
  );
}

export function HistoryList(props: {
  bonuses: PlayerBonusView[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <section className="bn-card" aria-labelledby="bn-history-title" data-testid="bonus-history">
      <h2 id="bn-history-title" className="bn-card-title">
        {t('bonus.history')}
      </h2>
      {props.total === 0 ? (
        <p className="bn-muted">{t('bonus.noHistory')}</p>
      ) : (
        <ul className="bn-rows">
          {props.bonuses.map((b) => (
            <HistoryRow key={b.id} bonus={b} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="bn-pager" aria-label={t('bonus.history')}>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={props.page <= 1}
            onClick={() => props.onPage(props.page - 1)}
          >
            {t('bonus.prev')}
          </button>
          <span className="bn-muted amount">{t('bonus.page', { page: props.page, pages })}</span>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={props.page >= pages}
            onClick={() => props.onPage(props.page + 1)}
          >
            {t('bonus.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
