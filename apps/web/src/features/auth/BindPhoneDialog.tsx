// The bind-phone dialog (docs/seed-spec.md S2 "Bind-phone dialog", S4.9, S4.10, S5.2-S5.5). Mode
// 'bind' binds a new phone to the logged-in player; mode 'login' switches account by logging in
// with a code. Fixed prefix +90, phone, a code of at most 6 digits with the OTP button; the confirm
// button stays disabled while the code is empty. Closing (X, Escape, backdrop) calls onClose.
import { useForm, useWatch, type UseFormSetFocus } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { bindSchema, switchAccountSchema, type BindValues } from './schemas.ts';
import {
  CodeField,
  PasswordField,
  PhoneField,
  SubmitButton,
} from '../../components/form/fields.tsx';
import { bindPhone, loginWithCode, sendCode } from './api.ts';
import '../../components/ui/ui.css';
import './auth.css';

export type BindPhoneMode = 'bind' | 'login';

export interface BindPhoneDialogProps {
  mode: BindPhoneMode;
  onClose: () => void;
  /** After a successful bind (S4.9 "a success event") or switch of account. */
  onSuccess?: () => void;
  /** Sends the code; the real call unless a test swaps it. */
  send?: (phone: string) => Promise<number>;
}

/** Focuses the phone on opening, closes on Escape, and gives the focus back on closing. */
function useDialogFocus(onClose: () => void, setFocus: UseFormSetFocus<BindValues>) {
  useEffect(() => {
    setFocus('phone');
    const previous = document.activeElement as HTMLElement | null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose, setFocus]);
}

/**
 * Binds the phone (proved by the password) or logs in with the code. False when the call
 * failed: the request client already showed the server's message and the dialog stays open.
 */
async function bindOrSwitch(mode: BindPhoneMode, values: BindValues): Promise<boolean> {
  try {
    if (mode === 'bind') await bindPhone(values.phone, values.code, values.password ?? '');
    else await loginWithCode(values.phone, values.code);
    return true;
  } catch {
    return false;
  }
}

/** The dialog's frame: the backdrop (a press on it closes), the title and the close button. */
function DialogFrame(props: {
  titleId: string;
  title: string;
  sub: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { onClose, titleId } = props;
  return (
    <div
      className="auth-dialog-backdrop"
      onPointerDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="auth-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="auth-dialog-head">
          <h2 id={titleId} className="auth-dialog-title">
            {props.title}
          </h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={t('base.close')}>
            <X size={20} aria-hidden="true" />
          </button>
        </header>
        <p className="auth-dialog-sub">{props.sub}</p>
        {props.children}
      </div>
    </div>
  );
}

export function BindPhoneDialog({
  mode,
  onClose,
  onSuccess,
  send = sendCode,
}: BindPhoneDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { register, handleSubmit, formState, trigger, control, setFocus } = useForm<BindValues>({
    // Switching account needs no password; binding proves the account with it.
    resolver: zodResolver(mode === 'bind' ? bindSchema : switchAccountSchema),
    mode: 'onBlur',
    defaultValues: { phone: '', code: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const phone = useWatch({ control, name: 'phone' });
  const code = useWatch({ control, name: 'code' });
  useDialogFocus(onClose, setFocus);

  const onSubmit = handleSubmit(async (values) => {
    if (!(await bindOrSwitch(mode, values))) return;
    onClose();
    if (mode === 'login') toast(t('tip.opSuccessful'), 'success');
    onSuccess?.();
  });

  return (
    <DialogFrame
      titleId={titleId}
      title={mode === 'bind' ? t('auth.bindTitle') : t('header.switchAccount')}
      sub={mode === 'bind' ? t('auth.bindSub') : t('auth.switchSub')}
      onClose={onClose}
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <PhoneField error={errors.phone?.message} {...register('phone')} />
        <CodeField
          error={errors.code?.message}
          otp={{ phone, validatePhone: () => trigger('phone'), send }}
          {...register('code')}
        />
        {mode === 'bind' && (
          <PasswordField
            label={t('auth.currentPassword')}
            placeholder={t('auth.currentPasswordPlaceholder')}
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
        )}
        <SubmitButton
          busy={isSubmitting}
          disabled={!code?.trim()}
          label={mode === 'bind' ? t('auth.bindConfirm') : t('header.login')}
        />
      </form>
    </DialogFrame>
  );
}
