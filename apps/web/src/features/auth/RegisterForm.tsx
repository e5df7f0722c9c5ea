import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH, PASSWORD_MAX_LENGTH, PHONE_MAX_LENGTH } from '@talih/contracts/limits.ts';
import { toast } from '../../lib/toast.ts';
import { registerSchema, type RegisterValues } from './schemas.ts';
import { TextField } from './TextField.tsx';
import { PasswordToggle, PhonePrefix, lengthValues } from './LoginForm.tsx';

/** The registration shell; the accounts issue wires /sms/send and /sso/register. */
export function RegisterForm() {
  const { t } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, formState, trigger } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    mode: 'onBlur',
    defaultValues: { phone: '', code: '', password: '', adult: false },
  });
  const { errors } = formState;

  const sendCode = async () => {
    if (await trigger('phone')) toast(t('auth.registerSoon'), 'info');
  };

  const onSubmit = handleSubmit(() => {
    toast(t('auth.registerSoon'), 'info');
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
        label={t('auth.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('auth.codePlaceholder')}
        maxLength={CODE_MAX_LENGTH}
        error={errors.code?.message}
        trail={
          <button type="button" className="btn btn-ghost btn-sm otp-btn" onClick={sendCode}>
            {t('base.OTP')}
          </button>
        }
        {...register('code')}
      />
      <TextField
        label={t('auth.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        placeholder={t('auth.newPasswordPlaceholder')}
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.password?.message}
        errorValues={lengthValues}
        trail={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
        {...register('password')}
      />
      <div className="field">
        <label className="auth-check">
          <input type="checkbox" {...register('adult')} aria-describedby="adult-error" />
          <span>{t('auth.adult')}</span>
        </label>
        <p className="field-error" id="adult-error" role={errors.adult ? 'alert' : undefined}>
          {errors.adult?.message ? t(errors.adult.message) : ''}
        </p>
      </div>
      <button type="submit" className="btn btn-primary btn-lg btn-block">
        {t('header.register')}
      </button>
    </form>
  );
}
