import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  COUNTRY_CODE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
} from '@talih/contracts/limits.ts';
import { toast } from '../../lib/toast.ts';
import { loginSchema, type LoginValues } from './schemas.ts';
import { TextField } from './TextField.tsx';
import { loginWithPassword } from './api.ts';

export const lengthValues = {
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  phoneMin: PHONE_MIN_LENGTH,
  phoneMax: PHONE_MAX_LENGTH,
};

export function PhonePrefix() {
  return <span className="input-prefix">+{COUNTRY_CODE}</span>;
}

export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-btn"
      onClick={onToggle}
      aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
    >
      {shown ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
    </button>
  );
}

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  // Validation runs on blur and again on submit (S5); a failed submit sends nothing.
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onBlur',
    defaultValues: { phone: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await loginWithPassword(values.phone, values.password);
      toast(t('tip.opSuccessful'), 'success');
      navigate('/', { replace: true });
    } catch {
      // The request client already showed the server's message.
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
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
        label={t('auth.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        placeholder={t('auth.passwordPlaceholder')}
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.password?.message}
        errorValues={lengthValues}
        trail={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
        {...register('password')}
      />
      <div className="auth-row">
        <button
          type="button"
          className="auth-link"
          onClick={() => toast(t('auth.resetSoon'), 'info')}
        >
          {t('auth.forgot')}
        </button>
      </div>
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={isSubmitting}>
        {isSubmitting ? t('base.loading') : t('header.login')}
      </button>
    </form>
  );
}
