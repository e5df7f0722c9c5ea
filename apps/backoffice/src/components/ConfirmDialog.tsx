// A confirmation for an action that changes something, with the reason the audit log keeps.
// It is drawn into document.body: a page may open it from inside its own <form> (the mail
// composer does), and a form inside a form is not valid HTML, so the browser would not submit
// the confirmation's own form and its button would only close the dialog.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

/** A reason shorter than this is refused (the server's rule too). */
const MIN_REASON = 3;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Ask for a reason (at least 3 characters) and pass it to onConfirm. */
  requireReason?: boolean;
  danger?: boolean;
  busy?: boolean;
  error?: string | null;
  onConfirm(reason: string): void;
  onCancel(): void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const titleId = useId();
  const reasonId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (props.open && !el.open) {
      setReason('');
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    }
    if (!props.open && el.open) el.close();
  }, [props.open]);

  const reasonOk = !props.requireReason || reason.trim().length >= MIN_REASON;
  return createPortal(
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!props.busy) props.onCancel();
      }}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          // React passes events up its own tree, portals included: the page's form must not
          // see this submit as its own.
          e.stopPropagation();
          if (reasonOk && !props.busy) props.onConfirm(reason.trim());
        }}
      >
        <h2 id={titleId}>{props.title}</h2>
        {props.children}
        {props.requireReason && <ReasonField id={reasonId} value={reason} onChange={setReason} />}
        {props.error && (
          <p className="form-error" role="alert">
            {props.error}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={props.onCancel} disabled={props.busy}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className={`btn ${props.danger ? 'btn-danger' : 'btn-primary'}`}
            disabled={!reasonOk || props.busy}
          >
            {props.busy ? t('common.working') : props.confirmLabel}
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}

/** The reason the audit log keeps (3 to 500 characters), and a word when it is too short. */
function ReasonField(props: { id: string; value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const length = props.value.trim().length;
  return (
    <>
      <label className="field" htmlFor={props.id}>
        <span>{t('common.reason')}</span>
        <textarea
          id={props.id}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          rows={3}
          maxLength={500}
          required
          placeholder={t('common.reasonHint')}
        />
      </label>
      {length > 0 && length < MIN_REASON && (
        <p className="field-hint" role="status">
          {t('common.reasonShort')}
        </p>
      )}
    </>
  );
}
