// The enrolment link's page (/enrol#<token>): the new staff member chooses a password; TOTP
// follows at the first sign-in. The token stays in the fragment, so it never reaches logs.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setPassword } from '@talih/contracts/backoffice/auth.ts';
import { staffCall, StaffCallError } from '../../lib/api.ts';

export function EnrolPage() {
  const { t } = useTranslation();
  const token = window.location.hash.slice(1);
  const [password, setPasswordText] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (password.length < 10) return setError(t('auth.tooShort'));
    if (password !== repeat) return setError(t('auth.mismatch'));
    setBusy(true);
    setError(null);
    try {
      const result = await staffCall(setPassword, { token, password });
      setDone(result.name);
      history.replaceState(null, '', '/enrol');
    } catch (err) {
      setError(
        err instanceof StaffCallError && err.message ? err.message : t('common.networkError'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="auth-page" id="main">
      <div className="auth-card">
        <div className="brand auth-brand">
          <span className="brand-mark" aria-hidden="true">
            T
          </span>
          <span>{t('app.title')}</span>
        </div>
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
            <label className="field">
              <span>{t('auth.newPassword')}</span>
              <input
                type="password"
                value={password}
                onChange={(e) => setPasswordText(e.target.value)}
                autoComplete="new-password"
                minLength={10}
                required
              />
            </label>
            <label className="field">
              <span>{t('auth.repeatPassword')}</span>
              <input
                type="password"
                value={repeat}
                onChange={(e) => setRepeat(e.target.value)}
                autoComplete="new-password"
                minLength={10}
                required
              />
            </label>
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
      </div>
    </main>
  );
}
