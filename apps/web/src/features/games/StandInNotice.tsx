// The notice over a demo-catalogue game that has no studio behind it (the launch's standIn):
// Nazar Slot opens in its place, and the page says so. On a desktop the whole sentence fits on
// one line. On a phone it would take four lines above the game, so there it is one line (an
// info icon and "<name> yerine Nazar Slot açıldı", the name cut first when it is long) that
// opens the whole explanation in a popover on tap; a second tap, a tap elsewhere, Escape or
// moving into the game closes it.
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, Info } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';

export function StandInNotice({ name, compact }: { name: string; compact: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const full = t('game.standIn', { name });

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    // A tap into the game's frame moves the focus out of the page: the window blurs.
    window.addEventListener('blur', close);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('blur', close);
    };
  }, [open]);

  if (!compact) {
    return (
      <p className="game-stand-in" role="note" data-testid="stand-in-notice">
        <Info size={16} aria-hidden="true" />
        {full}
      </p>
    );
  }
  return (
    <div
      ref={ref}
      className="game-stand-in game-stand-in-compact"
      role="note"
      data-testid="stand-in-notice"
    >
      <button
        type="button"
        className="game-stand-in-toggle"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        title={full}
        onClick={() => setOpen((o) => !o)}
      >
        <Info size={16} aria-hidden="true" />
        <span className="game-stand-in-short">
          <Trans
            i18nKey="game.standInShort"
            values={{ name }}
            components={{ name: <span className="game-stand-in-name" /> }}
          />
        </span>
        <ChevronDown size={16} className="game-stand-in-chevron" aria-hidden="true" />
      </button>
      {open && (
        <p id={popoverId} className="game-stand-in-popover" data-testid="stand-in-details">
          {full}
        </p>
      )}
    </div>
  );
}
