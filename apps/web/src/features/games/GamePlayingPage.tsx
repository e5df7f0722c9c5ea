// gamePlaying / gamePlayingFront: the launch URL of getGameUrlByGame in a full-size frame, with
// the game bar. Desktop: gamePlaying/:id (?isReal=0|1) and gamePlayingFront/:id inside the
// content area. Mobile: gamePlaying/:id/:isReal and gamePlayingFront/:id full screen under a
// slim bar (the route is `immersive`, so the layout leaves its header and tab bar out).
import { useEffect, useRef, useState } from 'react';
import { AlertTriangle, House, LogIn, RotateCcw } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { useRouteHandle } from '../../lib/useRouteHandle.ts';
import { RequestError } from '../../lib/request.ts';
import { StatePanel } from '../../components/ui/StatePanel.tsx';
import { useGameLaunch } from './api.ts';
import { useCatalogueGame } from './lobby-api.ts';
import { GameBar } from './GameBar.tsx';
import { GameFrame, GameSkeleton } from './GameFrame.tsx';
import { StandInNotice } from './StandInNotice.tsx';
import { decidePlayMode, gamePath, loginPath, type PlayMode } from './play-mode.ts';
import type { TileGame } from './GameTile.tsx';
import './games.css';

/** Without a session token nothing can launch; startup makes one, normally in well under this. */
const NO_SESSION_AFTER_MS = 8_000;

/**
 * The game a card stored before opening this page (the seed's "store it"): its name, provider
 * and whether it has a demo are known before the launch call answers. A deep link has none;
 * the launch answer names the game then.
 */
function storedGame(stored: unknown, gameId: number | null): TileGame | undefined {
  if (gameId === null || !stored || typeof stored !== 'object') return undefined;
  const game = stored as Partial<TileGame>;
  return game.gameId === gameId && typeof game.gameName === 'string'
    ? (game as TileGame)
    : undefined;
}

function parseGameId(text: string | undefined): number | null {
  return text && /^\d{1,12}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** Back where the player came from, or Home when the game was the first page opened. */
function useExit(): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
}

function useNoSessionTimeout(token: string): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (token) return;
    const timer = setTimeout(() => setLate(true), NO_SESSION_AFTER_MS);
    return () => clearTimeout(timer);
  }, [token]);
  return late && !token;
}

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

export default function GamePlayingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const exit = useExit();
  const { pathname, search } = useLocation();
  const params = useParams();
  const [query] = useSearchParams();
  const handle = useRouteHandle();
  const set = useUi((s) => s.isPc) ? 'desktop' : 'mobile';
  const isPlayer = useIsPlayer();
  const token = useSession((s) => s.token);
  const stored = useSession((s) => s.haveDemoInfo);
  const stageRef = useRef<HTMLDivElement>(null);

  const gameId = parseGameId(params.id);
  const fromCard = storedGame(stored, gameId);
  // A deep link has no stored card: the catalogue tells the name, provider and demo.
  const fetched = useCatalogueGame(gameId, !fromCard);
  const known = fromCard ?? fetched.data;
  const decision = decidePlayMode({
    demoRoute: handle?.name === 'gamePlayingFront',
    isReal: params.isReal ?? query.get('isReal'),
    isPlayer,
    haveDemo: known?.haveDemo,
  });
  const mode: PlayMode | null = 'mode' in decision ? decision.mode : null;
  const needsLogin = 'login' in decision;

  useEffect(() => {
    if (needsLogin) navigate(loginPath(`${pathname}${search}`), { replace: true });
  }, [needsLogin, navigate, pathname, search]);

  const launch = useGameLaunch(gameId ?? 0, token ? mode : null, token);
  const noSession = useNoSessionTimeout(token);
  const name = launch.data?.gameName ?? known?.gameName ?? '';

  const onSwitch = (target: PlayMode) => {
    if (gameId === null) return;
    const path = gamePath(gameId, target, set);
    // Switching replaces the entry, so Exit still goes back to where the player came from.
    navigate(target === 'real' && !isPlayer ? loginPath(path) : path, { replace: true });
  };

  const fullscreenEnabled = typeof document !== 'undefined' && document.fullscreenEnabled;
  const onFullscreen = () => {
    void stageRef.current?.requestFullscreen?.().catch(() => undefined);
  };

  let stage;
  if (gameId === null) {
    stage = <GameError message={t('game.notFound')} onRetry={() => navigate(0)} showLogin={null} />;
  } else if (launch.isError || noSession) {
    const error = launch.error;
    const message =
      error instanceof RequestError && error.kind === 'server'
        ? error.message
        : error instanceof RequestError && error.kind === 'unauthorized'
          ? t('tip.sessionExpired')
          : t('game.errorBody');
    stage = (
      <GameError
        message={message}
        onRetry={() => (noSession ? navigate(0) : void launch.refetch())}
        showLogin={
          !isPlayer ? loginPath(gamePath(gameId, mode === 'demo' ? 'demo' : 'real', set)) : null
        }
      />
    );
  } else if (launch.data) {
    stage = (
      <GameFrame
        key={launch.data.gameUrl}
        url={launch.data.gameUrl}
        title={launch.data.standIn ? t('game.standInFrame') : name || t('route.gamePlaying')}
      />
    );
  } else {
    stage = <GameSkeleton />;
  }
  const standIn = launch.data?.standIn === true;

  return (
    <div className="game-page" data-layout={set} data-mode={mode ?? undefined}>
      <GameBar
        name={name}
        provider={known?.firmName}
        mode={mode}
        compact={set === 'mobile'}
        onExit={exit}
        onSwitch={onSwitch}
        onFullscreen={fullscreenEnabled ? onFullscreen : undefined}
      />
      {standIn && <StandInNotice name={name} compact={set === 'mobile'} />}
      <div className="game-stage" ref={stageRef}>
        {stage}
      </div>
    </div>
  );
}
