// Password reset (docs/seed-spec.md S2 PasswordReset, /password-reset in both route sets): phone,
// code with the OTP button and a new password; POST /sso/modify, a success toast, back to login.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { resetSchema, type ResetValues } from './schemas.ts';
import {
  CodeField,
  PasswordField,
  PhoneField,
  SubmitButton,
} from '../../components/form/fields.tsx';
import { resetPassword } from './api.ts';
import '../../components/ui/ui.css';
import './auth.css';

export default function PasswordResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
          <PhoneField error={errors.phone?.message} {...register('phone')} />
          <CodeField
            error={errors.code?.message}
            otp={{ phone, validatePhone: () => trigger('phone') }}
            {...register('code')}
          />
          <PasswordField
            label={t('auth.newPassword')}
            placeholder={t('auth.newPasswordPlaceholder')}
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <p className="auth-note">{t('auth.resetNote')}</p>
          <SubmitButton busy={isSubmitting} label={t('auth.resetSubmit')} />
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
