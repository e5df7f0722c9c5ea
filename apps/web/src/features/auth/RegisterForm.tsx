// Registration (SEED-SPEC S2 login ?type=register, /register on mobile): phone with the fixed
// +90, code with the OTP button, password, optional invite code and the two required ticks.
// Validation on blur and on submit (S5.5); a failed submit sends nothing.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH, PASSWORD_MAX_LENGTH, PHONE_MAX_LENGTH } from '@talih/contracts/limits.ts';
import { toast } from '../../lib/toast.ts';
import { registerSchema, type RegisterValues } from './schemas.ts';
import { TextField } from './TextField.tsx';
import { CheckField, PasswordToggle, PhonePrefix } from './fields.tsx';
import { OtpButton } from './OtpButton.tsx';
import { registerPlayer } from './api.ts';

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, formState, trigger, control } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    mode: 'onBlur',
    defaultValues: {
      phone: '',
      code: '',
      password: '',
      inviteCode: (params.get('inviteCode') ?? '').slice(0, 16),
      ageConfirmed: false,
      termsAccepted: false,
    },
  });
  const { errors, isSubmitting } = formState;
  const phone = useWatch({ control, name: 'phone' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerPlayer(values);
      toast(t('tip.opSuccessful'), 'success');
      navigate('/', { replace: true });
    } catch {
      // The request client already showed the server's message (S8: state '500').
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={t('header.register')}>
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
        label={t('auth.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        placeholder={t('auth.newPasswordPlaceholder')}
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.password?.message}
        trail={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
        {...register('password')}
      />
      <TextField
        label={t('auth.inviteCode')}
        autoComplete="off"
        autoCapitalize="characters"
        placeholder={t('auth.inviteCodePlaceholder')}
        maxLength={16}
        error={errors.inviteCode?.message}
        {...register('inviteCode')}
      />
      <CheckField
        id="register-age"
        label={t('auth.adult')}
        error={errors.ageConfirmed?.message}
        input={register('ageConfirmed')}
      />
      <CheckField
        id="register-terms"
        label={t('auth.terms')}
        error={errors.termsAccepted?.message}
        input={register('termsAccepted')}
      />
      <button
        type="submit"
        className="btn btn-primary btn-lg btn-block"
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
      >
        {isSubmitting ? t('base.loading') : t('header.register')}
      </button>
    </form>
  );
}
