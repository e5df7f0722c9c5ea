// Sign-in: name and password, then either the TOTP code or, the first time, TOTP enrolment
// with a QR code. Success stores the staff member and opens the page they came for.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginStep } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { CodeStep } from './CodeStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  const [step, setStep] = useState<LoginStep | null>(null);
  return (
    <AuthCard>
      {step ? (
        <CodeStep step={step} onBack={() => setStep(null)} />
      ) : (
        <PasswordStep onStep={setStep} title={t('auth.title')} />
      )}
    </AuthCard>
  );
}
