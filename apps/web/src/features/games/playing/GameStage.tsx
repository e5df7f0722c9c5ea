// The game page's stage: the game in its frame, a skeleton while it launches, or what went
// wrong with a retry (and login for a visitor, or the way Home).
import { AlertTriangle, House, LogIn, RotateCcw } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../lib/request.ts';
import { StatePanel } from '../../../components/ui/StatePanel.tsx';
import type { useGameLaunch } from '../api.ts';
import { GameFrame, GameSkeleton } from '../GameFrame.tsx';
import { gamePath, loginPath, type PlayMode } from '../play-mode.ts';

function GameError(props: { message: string; onRetry: () => void; showLogin: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="game-error">
      <StatePanel
        icon={AlertTriangle}
        title={t('game.errorTitle')}
        body={props.message}
        action={
          <div className="game-error-actions">
            <button type="button" className="btn btn-primary" onClick={props.onRetry}>
              <RotateCcw size={18} aria-hidden="true" />
              {t('base.retry')}
            </button>
            {props.showLogin ? (
              <Link to={props.showLogin} replace className="btn btn-secondary">
                <LogIn size={18} aria-hidden="true" />
                {t('header.login')}
              </Link>
            ) : (
              <Link to="/" className="btn btn-secondary">
                <House size={18} aria-hidden="true" />
                {t('notFound.back')}
              </Link>
            )}
          </div>
        }
      />
    </div>
  );
}

/** The launch error in the reader's words: the server's message, an expired session, or ours. */
function launchErrorMessage(error: unknown, t: (key: string) => string) {
  return error instanceof RequestError && error.kind === 'server'
    ? error.message
    : error instanceof RequestError && error.kind === 'unauthorized'
      ? t('tip.sessionExpired')
      : t('game.errorBody');
}

export function GameStage(props: {
  gameId: number | null;
  launch: ReturnType<typeof useGameLaunch>;
  noSession: boolean;
  mode: PlayMode | null;
  set: 'desktop' | 'mobile';
  isPlayer: boolean;
  name: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { gameId, launch, noSession, mode, set } = props;
  if (gameId === null) {
    return <GameError message={t('game.notFound')} onRetry={() => navigate(0)} showLogin={null} />;
  }
  if (launch.isError || noSession) {
    return (
      <GameError
        message={launchErrorMessage(launch.error, t)}
        onRetry={() => (noSession ? navigate(0) : void launch.refetch())}
        showLogin={
          !props.isPlayer
            ? loginPath(gamePath(gameId, mode === 'demo' ? 'demo' : 'real', set))
            : null
        }
      />
    );
  }
  if (launch.data) {
    return (
      <GameFrame
        key={launch.data.gameUrl}
        url={launch.data.gameUrl}
        title={launch.data.standIn ? t('game.standInFrame') : props.name || t('route.gamePlaying')}
      />
    );
  }
  return <GameSkeleton />;
}
