// Registration (docs/seed-spec.md S2 login ?type=register, /register on mobile): phone with the
// fixed +90, code with the OTP button, password, optional invite code and the two required ticks.
// Validation on blur and on submit (S5.5); a failed submit sends nothing.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { registerSchema, type RegisterValues } from './schemas.ts';
import { TextField } from '../../components/form/TextField.tsx';
import {
  CheckField,
  CodeField,
  PasswordField,
  PhoneField,
  SubmitButton,
} from '../../components/form/fields.tsx';
import { registerPlayer } from './api.ts';
import { LEGAL_PATHS, type LegalKind } from '@talih/contracts/legal.ts';
import { useState, type ReactNode } from 'react';
import { call } from '../../lib/request.ts';
import { setLimit } from '@talih/contracts/protection.ts';
import { parseLimit, SignupLimitField, usePack } from '../protection/index.ts';

/**
 * Player protection: a daily deposit limit offered at sign-up (required where the pack says).
 * `problem` says what is wrong with it, if anything, in the reader's language.
 */
function useSignupLimit() {
  const { t } = useTranslation();
  const required = usePack().limitsRequiredAtSignup.includes('deposit');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const minor = parseLimit(text);
  const problem = () =>
    text.trim() !== '' && minor === null
      ? t('protection.limitInvalid')
      : required && minor === null
        ? t('protection.limitNeeded')
        : undefined;
  return { text, setText, error, setError, minor, problem };
}

/** The form, validated on blur and on submit; an invite code from the address fills its box. */
function useRegisterForm(inviteCode: string | null) {
  return useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    mode: 'onBlur',
    defaultValues: {
      phone: '',
      code: '',
      password: '',
      inviteCode: (inviteCode ?? '').slice(0, 16),
      ageConfirmed: false,
      termsAccepted: false,
    },
  });
}

/**
 * A legal text's page in a new tab: the half-filled form stays as it is. Inside the label, a
 * press on the link opens the text and leaves the box alone.
 */
function LegalLink({ kind, children }: { kind: LegalKind; children?: ReactNode }) {
  return (
    <a href={LEGAL_PATHS[kind]} target="_blank" rel="noopener" className="auth-link">
      {children}
    </a>
  );
}

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { register, handleSubmit, formState, trigger, control } = useRegisterForm(
    params.get('inviteCode'),
  );
  const { errors, isSubmitting } = formState;
  const phone = useWatch({ control, name: 'phone' });
  const limit = useSignupLimit();
  const onSubmit = handleSubmit(async (values) => {
    const problem = limit.problem();
    limit.setError(problem);
    if (problem) return;
    try {
      await registerPlayer(values);
      if (limit.minor !== null) {
        await call(setLimit, { kind: 'deposit', period: 'day', amountMinor: limit.minor });
      }
      toast(t('tip.opSuccessful'), 'success');
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The request client already showed the server's message (S8: state '500').
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={t('header.register')}>
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <CodeField
        error={errors.code?.message}
        otp={{ phone, validatePhone: () => trigger('phone') }}
        {...register('code')}
      />
      <PasswordField
        label={t('auth.password')}
        placeholder={t('auth.newPasswordPlaceholder')}
        autoComplete="new-password"
        error={errors.password?.message}
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
      <SignupLimitField value={limit.text} onChange={limit.setText} error={limit.error} />
      <CheckField
        id="register-age"
        label={t('auth.adult')}
        error={errors.ageConfirmed?.message}
        input={register('ageConfirmed')}
      />
      <CheckField
        id="register-terms"
        label={
          <Trans i18nKey="auth.termsLinked" components={{ terms: <LegalLink kind="terms" /> }} />
        }
        note={
          <Trans
            i18nKey="auth.privacyNote"
            components={{ privacy: <LegalLink kind="privacy" /> }}
          />
        }
        error={errors.termsAccepted?.message}
        input={register('termsAccepted')}
      />
      <SubmitButton busy={isSubmitting} label={t('header.register')} />
    </form>
  );
}
