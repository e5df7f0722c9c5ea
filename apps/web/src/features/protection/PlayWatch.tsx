// Watches the running play session for a logged-in player: the reality check (time played and
// net result this session, continue or stop) every N minutes of play, and the session time
// limit (play is over: the game closes). Mounted once around every page.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { usePlaySession, useSessionAction } from './api.ts';
import { money } from './labels.ts';
import './protection.css';

const inGame = (path: string) => path.startsWith('/gamePlaying');

export function PlayWatch() {
  const player = useIsPlayer();
  return player ? <Watch /> : null;
}

function Watch() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = usePlaySession(true);
  const act = useSessionAction();
  const [limitSeen, setLimitSeen] = useState<number | null>(null);
  const view = session.data;
  if (!view) return null;
  const leaveGame = () => {
    if (inGame(pathname)) void navigate('/', { replace: true });
  };
  const minutes = Math.floor(view.playedMs / 60_000);
  const played = t('protection.playedTime', { h: Math.floor(minutes / 60), m: minutes % 60 });
  const limitOpen = view.sessionLimitReached && limitSeen !== view.startedAt;
  const realityOpen = !limitOpen && view.realityCheckDue;
  return (
    <>
      <Dialog
        open={realityOpen}
        onClose={() => act.mutate('continue')}
        size="sm"
        testId="reality-check"
        title={t('protection.realityTitle')}
        footer={
          <>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={act.isPending}
              onClick={() => act.mutate('stop', { onSuccess: leaveGame })}
            >
              {t('protection.stop')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={act.isPending}
              onClick={() => act.mutate('continue')}
            >
              {t('protection.continue')}
            </button>
          </>
        }
      >
        <dl className="rg-facts">
          <div>
            <dt>{t('protection.timePlayed')}</dt>
            <dd className="amount">{played}</dd>
          </div>
          <div>
            <dt>{t('protection.sessionNet')}</dt>
            <dd className="amount" data-sign={Math.sign(view.netMinor)}>
              {money(view.netMinor, lang)}
            </dd>
          </div>
        </dl>
        <p className="rg-note">{t('protection.realityBody')}</p>
      </Dialog>
      <Dialog
        open={limitOpen}
        onClose={() => {
          setLimitSeen(view.startedAt);
          leaveGame();
        }}
        size="sm"
        testId="session-limit"
        title={t('protection.sessionOverTitle')}
        footer={
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setLimitSeen(view.startedAt);
              leaveGame();
            }}
          >
            {t('protection.ok')}
          </button>
        }
      >
        <p>{t('protection.sessionOverBody', { played })}</p>
      </Dialog>
    </>
  );
}
