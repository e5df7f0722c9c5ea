// Password reset (SEED-SPEC S2 PasswordReset, /password-reset in both route sets): phone, code
// with the OTP button and a new password; POST /sso/modify, a success toast, back to login.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH, PASSWORD_MAX_LENGTH, PHONE_MAX_LENGTH } from '@talih/contracts/limits.ts';
import { toast } from '../../lib/toast.ts';
import { resetSchema, type ResetValues } from './schemas.ts';
import { TextField } from './TextField.tsx';
import { PasswordToggle, PhonePrefix } from './fields.tsx';
import { OtpButton } from './OtpButton.tsx';
import { resetPassword } from './api.ts';
import '../../components/ui/ui.css';
import './auth.css';

export default function PasswordResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, formState, trigger, control } = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    mode: 'onBlur',
    defaultValues: { phone: '', code: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const phone = useWatch({ control, name: 'phone' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword(values.phone, values.code, values.password);
      toast(t('tip.opSuccessful'), 'success');
      navigate('/login', { replace: true });
    } catch {
      // The request client already showed the server's message.
    }
  });

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title" className="auth-title">
          {t('auth.resetTitle')}
        </h1>
        <p className="auth-sub">{t('auth.resetSub')}</p>
        <form
          className="auth-form"
          onSubmit={onSubmit}
          noValidate
          aria-label={t('auth.resetTitle')}
        >
          <TextField
            label={t('auth.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('auth.phonePlaceholder')}
            maxLength={PHONE_MAX_LENGTH}
            lead={<PhonePrefix />}
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label={t('auth.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('auth.codePlaceholder')}
            maxLength={CODE_MAX_LENGTH}
            error={errors.code?.message}
            trail={<OtpButton phone={phone} validatePhone={() => trigger('phone')} />}
            {...register('code')}
          />
          <TextField
            label={t('auth.newPassword')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            placeholder={t('auth.newPasswordPlaceholder')}
            maxLength={PASSWORD_MAX_LENGTH}
            error={errors.password?.message}
            trail={
              <PasswordToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />
            }
            {...register('password')}
          />
          <p className="auth-note">{t('auth.resetNote')}</p>
          <button
            type="submit"
            className="btn btn-primary btn-lg btn-block"
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? t('base.loading') : t('auth.resetSubmit')}
          </button>
        </form>
        <p className="auth-foot auth-foot-center">
          <Link to="/login" className="auth-link">
            {t('auth.backToLogin')}
          </Link>
        </p>
      </section>
    </div>
  );
}
