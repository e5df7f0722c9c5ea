// A modal dialog on the native <dialog> element: focus moves in and is kept there, Escape and
// a click on the backdrop close it, and the page behind stays inert. A sheet from the bottom
// on mobile, a centred card on desktop (ui.css).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './ui.css';

export function Dialog(props: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  size?: 'sm' | 'md';
  testId?: string;
  /** False: no close button, and Escape and the backdrop do nothing (a decision is needed). */
  closable?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { open } = props;
  const closable = props.closable ?? true;
  const onClose = closable ? props.onClose : () => undefined;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    } else if (!open && el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      data-size={props.size ?? 'md'}
      aria-labelledby={titleId}
      data-testid={props.testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="dialog-card">
          <div className="dialog-head">
            <h2 className="dialog-title" id={titleId}>
              {props.title}
            </h2>
            {closable && (
              <button
                type="button"
                className="icon-btn"
                onClick={onClose}
                aria-label={t('base.close')}
              >
                <X size={20} aria-hidden="true" />
              </button>
            )}
          </div>
          <div className="dialog-body">{props.children}</div>
          {props.footer && <div className="dialog-foot">{props.footer}</div>}
        </div>
      )}
    </dialog>
  );
}
