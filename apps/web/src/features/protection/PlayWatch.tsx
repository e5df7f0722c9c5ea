// Watches the running play session for a logged-in player: the reality check (time played and
// net result this session, continue or stop) every N minutes of play, and the session time
// limit (play is over: the game closes). Mounted once around every page.
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { HELP_PATHS } from '@talih/contracts/protection.ts';
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

type SessionAction = ReturnType<typeof useSessionAction>;

/** Every N minutes of play: the time played and the session's net result; continue or stop. */
function RealityCheck(props: {
  open: boolean;
  played: string;
  netMinor: number;
  act: SessionAction;
  leaveGame: () => void;
}) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const { act } = props;
  return (
    <Dialog
      open={props.open}
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
            onClick={() => act.mutate('stop', { onSuccess: props.leaveGame })}
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
          <dd className="amount">{props.played}</dd>
        </div>
        <div>
          <dt>{t('protection.sessionNet')}</dt>
          <dd className="amount" data-sign={Math.sign(props.netMinor)}>
            {money(props.netMinor, lang)}
          </dd>
        </div>
      </dl>
      <p className="rg-note">{t('protection.realityBody')}</p>
      <p className="rg-note">
        <Link to={HELP_PATHS.help} target="_blank" rel="noopener" data-testid="reality-help">
          {t('help.realityLink')}
        </Link>
      </p>
    </Dialog>
  );
}

/** The session time limit is reached: play is over (closing it leaves a game). */
function SessionOver(props: { open: boolean; played: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onClose={props.onDone}
      size="sm"
      testId="session-limit"
      title={t('protection.sessionOverTitle')}
      footer={
        <button type="button" className="btn btn-primary" onClick={props.onDone}>
          {t('protection.ok')}
        </button>
      }
    >
      <p>{t('protection.sessionOverBody', { played: props.played })}</p>
    </Dialog>
  );
}

function Watch() {
  const { t } = useTranslation();
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
      <RealityCheck
        open={realityOpen}
        played={played}
        netMinor={view.netMinor}
        act={act}
        leaveGame={leaveGame}
      />
      <SessionOver
        open={limitOpen}
        played={played}
        onDone={() => {
          setLimitSeen(view.startedAt);
          leaveGame();
        }}
      />
    </>
  );
}
