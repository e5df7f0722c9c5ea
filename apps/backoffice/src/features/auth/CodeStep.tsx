// The second step of sign-in: the TOTP code, after enrolling the authenticator the first time
// (a QR code and the secret to type by hand). Success opens the page the member came for.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuthError, useVerifyTotp, type LoginStep } from './api.ts';
import { QrCode } from './QrCode.tsx';

function Enrol({ step }: { step: Extract<LoginStep, { step: 'enrol' }> }) {
  const { t } = useTranslation();
  return (
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
  );
}

export function CodeStep(props: { step: LoginStep; onBack(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const errorText = useAuthError();
  const [code, setCode] = useState('');
  const verify = useVerifyTotp();
  const { step } = props;
  function submit(e: FormEvent) {
    e.preventDefault();
    verify.mutate(
      { challenge: step.challenge, code: code.trim() },
      {
        onSuccess: () => {
          const from = (location.state as { from?: string } | null)?.from;
          navigate(from && from !== '/login' ? from : '/', { replace: true });
        },
        onError: () => setCode(''),
      },
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <h1>{step.step === 'enrol' ? t('auth.enrolTitle') : t('auth.codeTitle')}</h1>
      {step.step === 'enrol' ? (
        <Enrol step={step} />
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
      {verify.isError && (
        <p className="form-error" role="alert">
          {errorText(verify.error)}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={verify.isPending || code.length !== 6}
      >
        {verify.isPending ? t('common.working') : t('auth.signIn')}
      </button>
      <button type="button" className="btn btn-link" onClick={props.onBack}>
        {t('auth.back')}
      </button>
    </form>
  );
}
