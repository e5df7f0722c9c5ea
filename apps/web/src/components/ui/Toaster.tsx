import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TOAST_OFFSET_PX } from '@talih/contracts/limits.ts';
import { useToasts, type ToastKind } from '../../lib/toast.ts';
import './ui.css';

const icons: Record<ToastKind, typeof Info> = {
  error: CircleAlert,
  success: CircleCheck,
  info: Info,
};

/** The toast region: announced politely to screen readers, 16 px from the top. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <div className="toaster" style={{ top: TOAST_OFFSET_PX }} role="status" aria-live="polite">
      {toasts.map((item) => {
        const Icon = icons[item.kind];
        return (
          <div key={item.id} className="toast" data-kind={item.kind}>
            <Icon size={18} aria-hidden="true" />
            <span className="toast-text">{item.text}</span>
            <button
              type="button"
              className="toast-close"
              onClick={() => dismiss(item.id)}
              aria-label={t('base.close')}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
