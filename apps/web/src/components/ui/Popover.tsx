// A button with a dropdown panel: closes on outside click, Escape, and item choice.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './ui.css';

export function Popover(props: {
  label: string;
  trigger: ReactNode;
  triggerClassName?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="popover-root" ref={rootRef}>
      <button
        type="button"
        className={props.triggerClassName}
        aria-label={props.label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {props.trigger}
      </button>
      {open && (
        <div className="popover" id={panelId}>
          {props.children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
