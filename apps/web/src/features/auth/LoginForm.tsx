// Login: phone + password, or phone + a code sent by SMS ("Kod ile giriş"). Both store the
// session the same way as registration (api.ts) and go Home.
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH, PASSWORD_MAX_LENGTH, PHONE_MAX_LENGTH } from '@talih/contracts/limits.ts';
import { toast } from '../../lib/toast.ts';
import { codeLoginSchema, loginSchema, type CodeLoginValues, type LoginValues } from './schemas.ts';
import { TextField } from './TextField.tsx';
import { PasswordToggle, PhonePrefix } from './fields.tsx';
import { OtpButton } from './OtpButton.tsx';
import { loginWithCode, loginWithPassword } from './api.ts';

function useLoggedIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return () => {
    toast(t('tip.opSuccessful'), 'success');
    navigate('/', { replace: true });
  };
}

function PhoneInput(props: { error?: string } & UseFormRegisterReturn) {
  const { t } = useTranslation();
  const { error, ...field } = props;
  return (
    <TextField
      label={t('auth.phone')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('auth.phonePlaceholder')}
      maxLength={PHONE_MAX_LENGTH}
      lead={<PhonePrefix />}
      error={error}
      {...field}
    />
  );
}

function SubmitButton({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="btn btn-primary btn-lg btn-block"
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? t('base.loading') : t('header.login')}
    </button>
  );
}

function PasswordLogin({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
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
      onDone();
    } catch {
      // The request client already showed the server's message.
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={t('header.login')}>
      <PhoneInput error={errors.phone?.message} {...register('phone')} />
      <TextField
        label={t('auth.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        placeholder={t('auth.passwordPlaceholder')}
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.password?.message}
        trail={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
        {...register('password')}
      />
      <div className="auth-row">
        <Link to="/password-reset" className="auth-link">
          {t('auth.forgot')}
        </Link>
      </div>
      <SubmitButton busy={isSubmitting} />
    </form>
  );
}

function CodeLogin({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, trigger, control } = useForm<CodeLoginValues>({
    resolver: zodResolver(codeLoginSchema),
    mode: 'onBlur',
    defaultValues: { phone: '', code: '' },
  });
  const { errors, isSubmitting } = formState;
  const phone = useWatch({ control, name: 'phone' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await loginWithCode(values.phone, values.code);
      onDone();
    } catch {
      // The request client already showed the server's message.
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={t('auth.codeLogin')}>
      <PhoneInput error={errors.phone?.message} {...register('phone')} />
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
      <div className="auth-row" />
      <SubmitButton busy={isSubmitting} />
    </form>
  );
}

export function LoginForm() {
  const { t } = useTranslation();
  const onDone = useLoggedIn();
  const [withCode, setWithCode] = useState(false);
  return (
    <>
      {withCode ? (
        <CodeLogin key="code" onDone={onDone} />
      ) : (
        <PasswordLogin key="password" onDone={onDone} />
      )}
      <button type="button" className="auth-switch" onClick={() => setWithCode((v) => !v)}>
        {withCode ? t('auth.passwordLogin') : t('auth.codeLogin')}
      </button>
    </>
  );
}
