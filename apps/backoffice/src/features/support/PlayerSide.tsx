// The player's 360 beside a conversation: identity, balances, blocks, the last deposits,
// withdrawals and bets, and staff notes, each list the five most recent (players.read).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ActivityList, ActivityRow, getPlayer } from '@talih/contracts/backoffice/players.ts';
import type { StaffOutput } from '@talih/contracts/backoffice/call.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { supportQueries } from './api.ts';
import { BlockBadges } from '../../components/BlockBadges.tsx';
import { formatPhone } from '../../lib/format.ts';

export function PlayerSide({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const canRead = useCan('players.read');
  const player = useQuery(supportQueries.player(userId, canRead));
  if (!canRead) {
    return (
      <aside className="side panel">
        <p className="muted">{t('support.side.noAccess')}</p>
      </aside>
    );
  }
  if (player.isPending) {
    return (
      <aside className="side panel" aria-busy="true">
        <span className="skeleton" />
      </aside>
    );
  }
  if (player.isError) {
    return (
      <aside className="side panel">
        <div className="state state-error" role="alert">
          <p>{errorText(t, player.error)}</p>
          <button type="button" className="btn" onClick={() => void player.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </aside>
    );
  }
  const p = player.data;
  return (
    <aside className="side panel" aria-labelledby="side-title">
      <h2 id="side-title">{t('support.side.title')}</h2>
      <p>
        <strong>{p.realName ?? p.nickname}</strong>{' '}
        <span className="muted num">{p.mobile ? formatPhone(p.mobile) : ''}</span>
        <br />
        <span className="muted small">
          {t('players.createdAt')}: <DateTime ms={p.createdAt} />
        </span>
      </p>
      <SideMoney player={p} />
      <h3>{t('support.side.blocks')}</h3>
      <BlockBadges blocks={p.blocks} />
      <Recent userId={userId} list="deposits" title={t('support.side.recentDeposits')} />
      <Recent userId={userId} list="withdrawals" title={t('support.side.recentWithdrawals')} />
      <Recent userId={userId} list="sportBets" title={t('support.side.recentBets')} />
      <Recent userId={userId} list="rounds" title={t('support.side.recentRounds')} />
      <Recent userId={userId} list="notes" title={t('support.side.notes')} />
      <p>
        <Link to={`/players/${userId}`}>{t('support.side.open')}</Link>
      </p>
    </aside>
  );
}

function SideMoney({ player: p }: { player: StaffOutput<typeof getPlayer> }) {
  const { t } = useTranslation();
  return (
    <dl className="side-money">
      <div>
        <dt>{t('support.side.cash')}</dt>
        <dd>
          <Money minor={p.cashMinor} />
        </dd>
      </div>
      <div>
        <dt>{t('support.side.bonus')}</dt>
        <dd>
          <Money minor={p.bonusMinor} />
        </dd>
      </div>
      <div>
        <dt>{t('support.side.pending')}</dt>
        <dd>
          <Money minor={p.pendingWithdrawalMinor} />
        </dd>
      </div>
    </dl>
  );
}

function amountOf(list: ActivityList, r: ActivityRow): number | null {
  const key = list === 'sportBets' ? 'stakeMinor' : list === 'rounds' ? 'betMinor' : 'amountMinor';
  return typeof r[key] === 'number' ? (r[key] as number) : null;
}

function Recent({ userId, list, title }: { userId: number; list: ActivityList; title: string }) {
  const { t } = useTranslation();
  const data = useQuery(supportQueries.recent(userId, list));
  const rows = data.data?.rows ?? [];
  return (
    <section className="recent">
      <h3>{title}</h3>
      {data.isPending ? (
        <span className="skeleton" />
      ) : data.isError ? (
        <p className="muted small">{errorText(t, data.error)}</p>
      ) : rows.length === 0 ? (
        <p className="muted small">{t('support.side.none')}</p>
      ) : (
        <ul className="recent-list">
          {rows.map((r, i) => (
            <li key={String(r.orderNo ?? r.betNo ?? r.roundRef ?? r.id ?? i)}>
              <span className="small muted">
                <DateTime ms={typeof r.createdAt === 'number' ? r.createdAt : null} />
              </span>
              {list === 'notes' ? (
                <span className="note-body">{String(r.body ?? '')}</span>
              ) : (
                <>
                  <span className="recent-amount">
                    <Money minor={amountOf(list, r)} />
                  </span>
                  {typeof r.status === 'string' && (
                    <StatusBadge
                      status={r.status}
                      label={t(`payments.status.${r.status}`, r.status)}
                    />
                  )}
                  {list === 'rounds' && (
                    <span className="small clip">{String(r.gameName ?? '')}</span>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
