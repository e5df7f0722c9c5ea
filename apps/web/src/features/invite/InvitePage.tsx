// /share (and /pdd on mobile, the same page): the player's invite link and code with a QR
// code, native share and copy; the invite-to-unlock prize with its honest progress, deadline
// and rules; and the agent rebates (rate, totals, days, invited players) with their claim.
// Each card lives in ./cards/.
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { useIsPlayer } from '../../lib/session.ts';
import { InviteCard } from './cards/InviteCard.tsx';
import { PddCard } from './cards/PddCard.tsx';
import { RebateCard } from './cards/RebateCard.tsx';
import './invite.css';

export default function InvitePage() {
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
