// Sign-in: name and password, then either the TOTP code or, the first time, TOTP enrolment
// with a QR code. Success stores the staff member and opens the page they came for.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { login, verifyTotp } from '@talih/contracts/backoffice/auth.ts';
import type { StaffOutput } from '@talih/contracts/backoffice/call.ts';
import { staffCall, StaffCallError } from '../../lib/api.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { signedIn } from '../../lib/session.ts';
import { QrCode } from './QrCode.tsx';

type Step = StaffOutput<typeof login>;

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const errorText = (e: unknown) =>
    e instanceof StaffCallError && e.message ? e.message : t('common.networkError');

  async function submitPassword(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setStep(await staffCall(login, { name, password }));
      setPassword('');
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(e: FormEvent) {
    e.preventDefault();
    if (!step) return;
    setBusy(true);
    setError(null);
    try {
      const me = await staffCall(verifyTotp, { challenge: step.challenge, code: code.trim() });
      await setLanguage(me.lang);
      signedIn(queryClient, me);
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from !== '/login' ? from : '/', { replace: true });
    } catch (err) {
      setError(errorText(err));
      setCode('');
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
        {!step && (
          <form onSubmit={submitPassword} noValidate>
            <h1>{t('auth.title')}</h1>
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
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <button
              type="submit"
              className="btn btn-primary btn-block"
              disabled={busy || !name || !password}
            >
              {busy ? t('common.working') : t('auth.continue')}
            </button>
          </form>
        )}
        {step && (
          <form onSubmit={submitCode} noValidate>
            <h1>{step.step === 'enrol' ? t('auth.enrolTitle') : t('auth.codeTitle')}</h1>
            {step.step === 'enrol' ? (
              <>
                <p className="muted">{t('auth.enrolHelp')}</p>
                <div className="qr-box">
                  <QrCode value={step.otpauthUri} label={t('auth.qrAlt')} />
                </div>
                <p className="muted small">{t('auth.enrolManual')}</p>
                <code className="secret" data-testid="totp-secret">
                  {step.secret.replace(/(.{4})/g, '$1 ').trim()}
                </code>
              </>
            ) : (
              <p className="muted">{t('auth.codeHelp')}</p>
            )}
            <label className="field">
              <span>{t('auth.code')}</span>
              <input
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                autoFocus
                required
              />
            </label>
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <button
              type="submit"
              className="btn btn-primary btn-block"
              disabled={busy || code.length !== 6}
            >
              {busy ? t('common.working') : t('auth.signIn')}
            </button>
            <button
              type="button"
              className="btn btn-link"
              onClick={() => {
                setStep(null);
                setCode('');
                setError(null);
              }}
            >
              {t('auth.back')}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
