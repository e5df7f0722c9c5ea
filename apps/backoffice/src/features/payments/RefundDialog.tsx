// A refund of a provider deposit (all or part) to the player's original method: the amount
// (at most what is left to refund), for paysafecard the e-mail of the player's paysafecard
// account, and the reason the audit log keeps. It is a request: a second staff member with
// deposits.refund approves it on the approvals screen, and only then is money held and sent.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refundEmailField, type ProviderPaymentRow } from '@talih/contracts/backoffice/payments.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Money } from '../../components/Money.tsx';
import { toast } from '../../components/Toast.tsx';
import { liraText, parseAmount } from '../../lib/amount.ts';
import { errorText } from '../../lib/labels.ts';
import { formatMoney } from '../../lib/format.ts';
import { locale } from '../../lib/i18n.ts';
import { useRequestRefund } from './api.ts';

export function RefundDialog({
  row,
  provider,
  onClose,
}: {
  row: ProviderPaymentRow | null;
  provider: 'trustly' | 'paysafecard';
  onClose(): void;
}) {
  const { t } = useTranslation();
  // The page mounts the dialog afresh for each deposit (its key), so this is the deposit's.
  const [amount, setAmount] = useState(() => (row ? liraText(row.refundableMinor) : ''));
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const ask = useRequestRefund((id) => {
    toast.success(t('payments.refund.requested', { id }));
    onClose();
  });
  const { minor, amountError, needsEmail, emailError } = useChecks(row, provider, amount, email);
  return (
    <ConfirmDialog
      open={row !== null}
      title={t('payments.refund.title')}
      confirmLabel={t('payments.refund.confirm')}
      danger
      requireReason
      busy={ask.isPending}
      error={ask.isError ? errorText(t, ask.error) : null}
      onCancel={() => {
        ask.reset();
        onClose();
      }}
      onConfirm={(reason) => {
        setTried(true);
        if (!row || minor === null || amountError || emailError) return;
        ask.mutate({
          orderNo: row.orderNo,
          amountMinor: minor,
          email: needsEmail ? email.trim() : null,
          reason,
        });
      }}
    >
      {row && (
        <p>
          {t('payments.refund.body', {
            player: row.nickname,
            method: t(`payments.methodNames.${provider}`),
          })}{' '}
          <strong>
            <Money minor={row.refundableMinor} />
          </strong>
        </p>
      )}
      <RefundFields
        amount={amount}
        onAmount={setAmount}
        amountError={tried ? amountError : null}
        email={needsEmail ? email : null}
        onEmail={setEmail}
        emailError={tried ? emailError : null}
      />
      <p className="muted small">{t('payments.refund.fourEyes')}</p>
    </ConfirmDialog>
  );
}

/** The amount to refund and, for paysafecard (`email` not null), the account's e-mail. */
function RefundFields(props: {
  amount: string;
  onAmount(amount: string): void;
  amountError: string | null;
  email: string | null;
  onEmail(email: string): void;
  emailError: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="field">
        <span>{t('payments.refund.amount')}</span>
        <input
          name="refund-amount"
          inputMode="decimal"
          autoComplete="off"
          value={props.amount}
          onChange={(e) => props.onAmount(e.target.value)}
          aria-invalid={props.amountError !== null}
        />
        {props.amountError && (
          <span className="field-hint" role="alert">
            {props.amountError}
          </span>
        )}
      </label>
      {props.email !== null && (
        <label className="field">
          <span>{t('payments.refund.email')}</span>
          <input
            name="refund-email"
            inputMode="email"
            autoComplete="off"
            value={props.email}
            onChange={(e) => props.onEmail(e.target.value)}
            aria-invalid={props.emailError !== null}
          />
          {props.emailError && (
            <span className="field-hint" role="alert">
              {props.emailError}
            </span>
          )}
        </label>
      )}
    </>
  );
}

/** The amount (at most what is left to refund) and, for paysafecard, the e-mail, checked. */
function useChecks(
  row: ProviderPaymentRow | null,
  provider: 'trustly' | 'paysafecard',
  amount: string,
  email: string,
) {
  const { t } = useTranslation();
  const minor = parseAmount(amount);
  const amountError =
    minor === null
      ? t('payments.refund.amountInvalid')
      : row && minor > row.refundableMinor
        ? t('payments.refund.amountTooMuch', { max: formatMoney(row.refundableMinor, locale()) })
        : null;
  const needsEmail = provider === 'paysafecard';
  const emailError =
    needsEmail && !refundEmailField.safeParse(email).success
      ? t('payments.refund.emailInvalid')
      : null;
  return { minor, amountError, needsEmail, emailError };
}
