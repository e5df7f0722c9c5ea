// The first step of sign-in: name and password.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthError, useLogin, type LoginStep } from './api.ts';

export function PasswordStep(props: { title: string; onStep(step: LoginStep): void }) {
  const { t } = useTranslation();
  const errorText = useAuthError();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  function submit(e: FormEvent) {
    e.preventDefault();
    login.mutate({ name, password }, { onSuccess: (step) => props.onStep(step) });
  }
  return (
    <form onSubmit={submit} noValidate>
      <h1>{props.title}</h1>
      <p className="muted">{t('auth.subtitle')}</p>
      <label className="field">
        <span>{t('auth.name')}</span>
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </label>
      <label className="field">
        <span>{t('auth.password')}</span>
        <input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          required
        />
      </label>
      {login.isError && (
        <p className="form-error" role="alert">
          {errorText(login.error)}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={login.isPending || !name || !password}
      >
        {login.isPending ? t('common.working') : t('auth.continue')}
      </button>
    </form>
  );
}
