// The invite-to-unlock prize: the amount and its state, the rule, the honest progress and its
// deadline, the claim once complete, the invited friends, and the terms.
import { Check, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CallResult } from '@talih/contracts/call.ts';
import type { pddGetPrize } from '@talih/contracts/invite.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useInviteFriends, usePddPrize, useWithdrawPrize } from '../api.ts';
import { ShareCard } from './ShareCard.tsx';

type Prize = CallResult<typeof pddGetPrize>['prize'];

function PddProgress({ prize }: { prize: Prize }) {
  const { t } = useTranslation();
  const pct = Math.round((prize.progress / prize.target) * 100);
  return (
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
  );
}

/** The invited friends, each counting towards the prize or still waiting (asked for once the
 * prize is known, as the card mounts this only then). */
function PddFriends() {
  const { t } = useTranslation();
  const friends = useInviteFriends(true);
  if (!(friends.data && friends.data.length > 0)) return null;
  return (
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
  );
}

export function PddCard() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const pdd = usePddPrize();
  const claim = useWithdrawPrize();
  const card = { id: 'pdd-title', icon: Gift, title: t('share.pddTitle') };
  if (!pdd.data) return <ShareCard {...card} loading={pdd} />;
  const { config, prize } = pdd.data;
  return (
    <ShareCard {...card}>
      <div className="pdd-head">
        <span className="pdd-amount amount">{formatMoney(prize.prize, lang)}</span>
        <span className="pdd-status" data-status={prize.status}>
          {t(`share.pddStatus.${prize.status}`)}
        </span>
      </div>
      <p className="share-text">{config.rule}</p>
      <PddProgress prize={prize} />
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
      <PddFriends />
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
