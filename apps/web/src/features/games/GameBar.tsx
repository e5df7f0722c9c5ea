// The game page's bar: exit, the game's name, the real/demo switch and the balance (real money)
// or the play-money note (demo). Desktop shows it above the game in the content area; mobile
// shows it slim at the top of an otherwise full-screen game.
import { ArrowLeft, Maximize, Wallet, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { BalanceValue } from '../../components/balance/BalanceValue.tsx';
import type { PlayMode } from './play-mode.ts';

function ModeSwitch(props: { mode: PlayMode | null; onSwitch: (mode: PlayMode) => void }) {
  const { t } = useTranslation();
  const options: { mode: PlayMode; label: string }[] = [
    { mode: 'real', label: t('game.real') },
    { mode: 'demo', label: t('game.demo') },
  ];
  return (
    <div className="game-mode" role="group" aria-label={t('game.mode')}>
      {options.map((o) => (
        <button
          key={o.mode}
          type="button"
          className="game-mode-option"
          aria-pressed={props.mode === o.mode}
          onClick={() => props.mode !== o.mode && props.onSwitch(o.mode)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

function GameWallet({ mode }: { mode: PlayMode | null }) {
  const { t } = useTranslation();
  const totalAssets = useSession((s) => s.totalAssets);
  const lang = useSession((s) => s.lang);
  if (mode === 'demo') {
    return <span className="game-wallet game-wallet-demo">{t('game.demoMoney')}</span>;
  }
  if (mode !== 'real') return null;
  return (
    <span className="game-wallet chip-balance">
      <Wallet size={16} aria-hidden="true" />
      <span className="sr-only">{t('header.balance')}: </span>
      <BalanceValue value={totalAssets} lang={lang} />
    </span>
  );
}

export function GameBar(props: {
  name: string;
  provider?: string;
  mode: PlayMode | null;
  compact: boolean;
  onExit: () => void;
  onSwitch: (mode: PlayMode) => void;
  onFullscreen?: () => void;
}) {
  const { t } = useTranslation();
  const { compact } = props;
  return (
    <div className="game-bar" data-compact={compact || undefined}>
      <button
        type="button"
        className={compact ? 'game-exit game-exit-icon' : 'btn btn-secondary btn-sm game-exit'}
        onClick={props.onExit}
        aria-label={t('game.exit')}
      >
        {compact ? <X size={22} aria-hidden="true" /> : <ArrowLeft size={16} aria-hidden="true" />}
        {!compact && <span>{t('game.exit')}</span>}
      </button>
      <div className="game-title-block">
        <h1 className="game-title">
          {props.name || <span className="skeleton game-title-skeleton" />}
        </h1>
        {compact ? (
          <GameWallet mode={props.mode} />
        ) : (
          props.provider && <p className="game-provider">{props.provider}</p>
        )}
      </div>
      <ModeSwitch mode={props.mode} onSwitch={props.onSwitch} />
      {!compact && <GameWallet mode={props.mode} />}
      {!compact && props.onFullscreen && (
        <button
          type="button"
          className="icon-btn"
          onClick={props.onFullscreen}
          aria-label={t('game.fullscreen')}
          title={t('game.fullscreen')}
        >
          <Maximize size={18} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
