// The send-code button (docs/seed-spec.md S4.7): idle shows "Kod Gönder"; after a successful send
// it counts down from the seconds the server answered, one tick a second, and is idle again at 0.
// It does nothing while counting or while the phone is empty. Send errors are silent (S8.5); an
// invalid phone only gets its rule message under the phone field (via `validatePhone`).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_TICK_MS } from '@talih/contracts/limits.ts';
import { sendCode as defaultSend } from '../../lib/sms.ts';

export interface OtpButtonProps {
  /** The phone as typed (national number, without the fixed +90). */
  phone: string;
  /** Runs the phone field's rules and shows their message; resolves true when valid. */
  validatePhone: () => Promise<boolean>;
  /** Sends the code and answers the countdown seconds; the real call unless a test swaps it. */
  send?: (phone: string) => Promise<number>;
  disabled?: boolean;
}

export function OtpButton({ phone, validatePhone, send = defaultSend, disabled }: OtpButtonProps) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);
  const counting = seconds > 0;

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => Math.max(0, s - 1)), OTP_TICK_MS);
    return () => clearTimeout(timer);
  }, [seconds]);

  const onClick = async () => {
    if (counting || sending || !phone.trim()) return;
    if (!(await validatePhone())) return;
    setSending(true);
    try {
      setSeconds(await send(phone));
    } catch (error) {
      // S8.5: no message for the player; the request client stays silent too.
      console.warn('[otp] send failed', error);
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm otp-btn amount"
      onClick={onClick}
      disabled={disabled}
      aria-disabled={counting || sending || undefined}
      aria-live="polite"
      data-counting={counting || undefined}
    >
      {counting ? t('base.Resend', { seconds }) : t('base.OTP')}
    </button>
  );
}
