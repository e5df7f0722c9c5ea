// The enrolment link's page (/enrol#<token>): the new staff member chooses a password; TOTP
// follows at the first sign-in. The token stays in the fragment, so it never reaches logs.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthError, useSetPassword } from './api.ts';
import { AuthCard } from './AuthCard.tsx';

function NewPassword(props: { label: string; value: string; onChange(value: string): void }) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <input
        type="password"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        autoComplete="new-password"
        minLength={10}
        required
      />
    </label>
  );
}

export function EnrolPage() {
  const { t } = useTranslation();
  const token = window.location.hash.slice(1);
  const [password, setPasswordText] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorText = useAuthError();
  const save = useSetPassword();
  const done = save.data?.name ?? null;
  const busy = save.isPending;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (password.length < 10) return setError(t('auth.tooShort'));
    if (password !== repeat) return setError(t('auth.mismatch'));
    setError(null);
    save.mutate(
      { token, password },
      {
        onSuccess: () => history.replaceState(null, '', '/enrol'),
        onError: (err) => setError(errorText(err)),
      },
    );
  }

  return (
    <AuthCard>
      <h1>{t('auth.setPasswordTitle')}</h1>
      {done ? (
        <>
          <p role="status">{t('auth.passwordSet', { name: done })}</p>
          <Link className="btn btn-primary btn-block" to="/login">
            {t('auth.toLogin')}
          </Link>
        </>
      ) : !token ? (
        <p className="form-error" role="alert">
          {t('auth.noToken')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="muted">{t('auth.setPasswordHelp')}</p>
          <NewPassword label={t('auth.newPassword')} value={password} onChange={setPasswordText} />
          <NewPassword label={t('auth.repeatPassword')} value={repeat} onChange={setRepeat} />
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? t('common.working') : t('common.save')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
