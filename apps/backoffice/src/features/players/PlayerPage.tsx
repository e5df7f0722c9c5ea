// A player's 360 view: who they are, their status and VIP level, each balance linking to the
// ledger lines behind it, what staff may do to them, and their activity.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlayerProfile } from '@talih/contracts/backoffice/players.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { playersQueries } from './api.ts';
import { ActivityTabs } from './ActivityTabs.tsx';
import { BlockBadges } from '../../components/BlockBadges.tsx';
import { PlayerActions } from './PlayerActions.tsx';
import { PlayerTags } from './PlayerTags.tsx';
import { KycPanel } from '../kyc/index.ts';
import { PlayerBonuses } from '../bonus/index.ts';
import { HarmPanel } from '../risk/index.ts';
import { formatPhone, groupedIban } from '../../lib/format.ts';

export function PlayerPage() {
  const { t } = useTranslation();
  const canReadKyc = useCan('kyc.read');
  const userId = Number(useParams().userId);
  const canReadBonus = useCan('bonus.read');
  const canReadRisk = useCan('risk.read');
  const player = useQuery(playersQueries.profile(userId));
  const crumbs = (
    <p className="crumbs">
      <Link to="/players">{t('players.title')}</Link> / #{userId}
    </p>
  );
  if (player.isPending) {
    return (
      <section className="page bo-area" aria-busy="true">
        {crumbs}
        <div className="cards">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="card skeleton-card">
              <span className="skeleton" />
            </div>
          ))}
        </div>
        <p className="muted">{t('common.loading')}</p>
      </section>
    );
  }
  if (player.isError) {
    return (
      <section className="page bo-area">
        {crumbs}
        <div className="state state-error" role="alert">
          <p>{errorText(t, player.error)}</p>
          <button type="button" className="btn" onClick={() => void player.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </section>
    );
  }
  const p = player.data;
  return (
    <section className="page bo-area">
      <PlayerHead p={p} crumbs={crumbs} />
      <Balances p={p} />
      <div className="player-grid">
        <Profile p={p} />
        <PlayerActions p={p} />
      </div>
      <PlayerTags userId={p.userId} tags={p.tags} />
      <ActivityTabs userId={p.userId} />
      {canReadBonus && <PlayerBonuses userId={p.userId} />}
      {canReadRisk && <HarmPanel userId={p.userId} />}
      {canReadKyc && <KycPanel userId={p.userId} />}
    </section>
  );
}

function PlayerHead({ p, crumbs }: { p: PlayerProfile; crumbs: ReactNode }) {
  const { t } = useTranslation();
  const canProtection = useCan('protection.read');
  return (
    <header className="page-head">
      <div>
        {crumbs}
        <h1>
          {p.nickname} <span className="muted num">#{p.userId}</span>
        </h1>
        <p className="head-line">
          <BlockBadges blocks={p.blocks} />
          <span className="badge badge-info">{t('players.vip', { level: p.vipLevel })}</span>
          {p.tags.map((tag) => (
            <span key={tag} className="tag-chip">
              {tag}
            </span>
          ))}
        </p>
      </div>
      {canProtection && (
        <Link to={`/protection/${p.userId}`} className="btn btn-small">
          {t('protection.playerLink')}
        </Link>
      )}
    </header>
  );
}

function Balances({ p }: { p: PlayerProfile }) {
  const { t } = useTranslation();
  const items = [
    { account: 'player_cash', minor: p.cashMinor },
    { account: 'player_bonus', minor: p.bonusMinor },
    { account: 'withdrawal_pending', minor: p.pendingWithdrawalMinor },
    { account: 'player_debt', minor: p.debtMinor },
  ];
  return (
    <ul className="cards" aria-label={t('players.balances')}>
      {items.map((b) => (
        <li key={b.account} className="card balance-card">
          <Link to={`/players/${p.userId}/ledger/${b.account}`}>
            <span className="card-label">{t(`players.accounts.${b.account}`)}</span>
            <span className="card-value">
              <Money minor={b.minor} />
            </span>
            <span className="card-link small">{t('players.seeLedger')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Profile({ p }: { p: PlayerProfile }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t('players.realName'), p.realName ?? '—'],
    [t('players.phone'), <span className="num">{p.mobile ? formatPhone(p.mobile) : '—'}</span>],
    [t('players.email'), p.email ?? '—'],
    [t('players.lang'), t(`players.langs.${p.lang}`, p.lang)],
    [t('players.createdAt'), <DateTime ms={p.createdAt} />],
    [t('players.lastLoginAt'), <DateTime ms={p.lastLoginAt} />],
    [t('players.withdrawPassword'), p.hasWithdrawPassword ? t('players.set') : t('players.notSet')],
    [
      t('players.bankCard'),
      p.bankCard ? (
        <>
          {p.bankCard.holderName} · {p.bankCard.bankName}
          <br />
          <span className="num">{groupedIban(p.bankCard.iban)}</span>
        </>
      ) : (
        '—'
      ),
    ],
  ];
  return (
    <section className="panel" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('players.profile')}</h2>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Limits limits={p.limits} />
      {p.blockDetails.length > 0 && <BlockDetails blocks={p.blockDetails} />}
    </section>
  );
}

function Limits({ limits }: { limits: PlayerProfile['limits'] }) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('players.limits.title')}</h3>
      <dl className="facts">
        <div>
          <dt>{t('players.limits.dailyAmount')}</dt>
          <dd>
            <Money minor={limits.withdrawDailyUsedMinor} /> /{' '}
            <Money minor={limits.withdrawDailyMaxMinor} />
          </dd>
        </div>
        <div>
          <dt>{t('players.limits.dailyCount')}</dt>
          <dd className="num">
            {limits.withdrawDailyUsedCount} / {limits.withdrawDailyMaxCount}
          </dd>
        </div>
        <div>
          <dt>{t('players.limits.perRequest')}</dt>
          <dd>
            <Money minor={limits.withdrawMinMinor} /> – <Money minor={limits.withdrawMaxMinor} />
          </dd>
        </div>
      </dl>
    </>
  );
}

function BlockDetails({ blocks }: { blocks: PlayerProfile['blockDetails'] }) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('players.blocksTitle')}</h3>
      <ul className="block-list">
        {blocks.map((b) => (
          <li key={b.scope}>
            <strong>{t(`players.blocked.${b.scope}`)}</strong> — {b.reason}{' '}
            <span className="muted small">
              ({b.staffName}, <DateTime ms={b.createdAt} />)
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
