// kisiselBilgiler/withdrawalPassword: set the 6-digit withdrawal password, or change it, with
// a code sent by SMS to the bound phone (the accounts calls /user/withdrawPassword/set|change).
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WITHDRAW_PASSWORD_LENGTH } from '@talih/contracts/limits.ts';
import { phoneOf, useIsPlayer, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { StatePanel } from '../../components/ui/StatePanel.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { CodeField, SubmitButton } from '../../components/form/fields.tsx';
import { useStoreWithdrawPassword } from './api.ts';
import { withdrawPasswordSchema, type WithdrawPasswordValues } from './schemas.ts';

function PasswordForm({ mode, phone }: { mode: 'set' | 'change'; phone: string }) {
  const { t } = useTranslation();
  const store = useStoreWithdrawPassword(mode);
  const { register, handleSubmit, formState, control, reset } = useForm<WithdrawPasswordValues>({
    resolver: zodResolver(withdrawPasswordSchema),
    mode: 'onBlur',
    defaultValues: { password: '', confirm: '', code: '' },
  });
  const code = useWatch({ control, name: 'code' });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await store.mutateAsync({ password: values.password, verificationCode: values.code });
    } catch {
      return; // The request client showed the server's message.
    }
    toast(t(mode === 'set' ? 'payments.passwordSet' : 'payments.passwordChanged'), 'success');
    reset();
  });
  const digits = {
    type: 'password' as const,
    inputMode: 'numeric' as const,
    autoComplete: 'new-password',
    maxLength: WITHDRAW_PASSWORD_LENGTH,
  };
  return (
    <form className="pay-card pay-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t(mode === 'set' ? 'payments.newPassword' : 'payments.newPasswordChange')}
        placeholder={t('payments.withdrawPasswordPlaceholder')}
        error={formState.errors.password?.message}
        {...digits}
        {...register('password')}
      />
      <TextField
        label={t('payments.confirmPassword')}
        placeholder={t('payments.withdrawPasswordPlaceholder')}
        error={formState.errors.confirm?.message}
        {...digits}
        {...register('confirm')}
      />
      <p className="pay-note">{t('payments.codeTo', { phone: `+90 ${phone}` })}</p>
      <CodeField
        error={formState.errors.code?.message}
        otp={{ phone, validatePhone: async () => true }}
        {...register('code')}
      />
      <SubmitButton
        busy={formState.isSubmitting}
        disabled={!code?.trim()}
        label={t(mode === 'set' ? 'payments.setPassword' : 'payments.changePassword')}
      />
    </form>
  );
}

export default function WithdrawalPasswordPage() {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  const mobile = useSession((s) => s.mobile);
  const isSet = useSession((s) => s.withdrawPwdStatus === 1);
  if (!isPlayer) return <LoginPrompt />;
  return (
    <section className="pay" aria-labelledby="wpw-title">
      <header className="pay-head">
        <div>
          <h1 id="wpw-title" className="pay-title">
            <KeyRound size={20} aria-hidden="true" />
            {t('route.withdrawalPassword')}
          </h1>
          <p className="pay-sub" data-testid="withdraw-password-status">
            {isSet ? t('payments.passwordIsSet') : t('payments.passwordNotSet')}
          </p>
        </div>
      </header>
      {mobile ? (
        <PasswordForm mode={isSet ? 'change' : 'set'} phone={phoneOf(mobile)} />
      ) : (
        <StatePanel
          icon={Smartphone}
          headingLevel={2}
          title={t('payments.needPhoneTitle')}
          body={t('payments.needPhoneBody')}
          action={
            <Link to="/kisiselBilgiler/mobilCihaziBagla" className="btn btn-primary">
              {t('route.mobilCihaziBagla')}
            </Link>
          }
        />
      )}
    </section>
  );
}
