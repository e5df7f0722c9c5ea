// gamePlaying / gamePlayingFront: the launch URL of getGameUrlByGame in a full-size frame, with
// the game bar. Desktop: gamePlaying/:id (?isReal=0|1) and gamePlayingFront/:id inside the
// content area. Mobile: gamePlaying/:id/:isReal and gamePlayingFront/:id full screen under a
// slim bar (the route is `immersive`, so the layout leaves its header and tab bar out).
// The page's decisions live in ./playing/launch-state.ts, its stage in ./playing/GameStage.tsx.
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { useGameLaunch } from './api.ts';
import { GameBar } from './GameBar.tsx';
import { StandInNotice } from './StandInNotice.tsx';
import { gamePath, loginPath, type PlayMode } from './play-mode.ts';
import { GameStage } from './playing/GameStage.tsx';
import { useExit, useNoSessionTimeout, usePlayDecision } from './playing/launch-state.ts';
import './games.css';

export default function GamePlayingPage() {
  const navigate = useNavigate();
  const exit = useExit();
  const set = useUi((s) => s.isPc) ? 'desktop' : 'mobile';
  const isPlayer = useIsPlayer();
  const token = useSession((s) => s.token);
  const stageRef = useRef<HTMLDivElement>(null);
  const { gameId, known, mode } = usePlayDecision();

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
        <GameStage
          gameId={gameId}
          launch={launch}
          noSession={noSession}
          mode={mode}
          set={set}
          isPlayer={isPlayer}
          name={name}
        />
      </div>
    </div>
  );
}
