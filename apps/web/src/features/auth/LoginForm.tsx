// Login: phone + password, or phone + a code sent by SMS ("Kod ile giriş"). Both store the
// session the same way as registration (api.ts) and go Home, or back to ?redirect=.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { codeLoginSchema, loginSchema, type CodeLoginValues, type LoginValues } from './schemas.ts';
import {
  CodeField,
  PasswordField,
  PhoneField,
  SubmitButton,
} from '../../components/form/fields.tsx';
import { loginWithCode, loginWithPassword } from './api.ts';

/** After a login: a toast, then the page that sent the player here (?redirect=) or Home. */
function useLoggedIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return () => {
    toast(t('tip.opSuccessful'), 'success');
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}

function PasswordLogin({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
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
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <PasswordField
        label={t('auth.password')}
        placeholder={t('auth.passwordPlaceholder')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="auth-row">
        <Link to="/password-reset" className="auth-link">
          {t('auth.forgot')}
        </Link>
      </div>
      <SubmitButton busy={isSubmitting} label={t('header.login')} />
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
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <CodeField
        error={errors.code?.message}
        otp={{ phone, validatePhone: () => trigger('phone') }}
        {...register('code')}
      />
      <div className="auth-row" />
      <SubmitButton busy={isSubmitting} label={t('header.login')} />
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
