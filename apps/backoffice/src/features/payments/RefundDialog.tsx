// A refund of a provider deposit (all or part) to the player's original method: the amount
// (at most what is left to refund), for paysafecard the e-mail of the player's paysafecard
// account, and the reason the audit log keeps. It is a request: a second staff member with
// deposits.refund approves it on the approvals screen, and only then is money held and sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  refundEmailField,
  requestRefund,
  type ProviderPaymentRow,
} from '@talih/contracts/backoffice/payments.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Money } from '../../components/Money.tsx';
import { toast } from '../../components/Toast.tsx';
import { liraText, parseAmount } from '../../lib/amount.ts';
import { staffCall, StaffCallError } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';
import { locale } from '../../lib/i18n.ts';

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
  const client = useQueryClient();
  // The page mounts the dialog afresh for each deposit (its key), so this is the deposit's.
  const [amount, setAmount] = useState(() => (row ? liraText(row.refundableMinor) : ''));
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const ask = useMutation({
    mutationFn: (input: {
      orderNo: string;
      amountMinor: number;
      email: string | null;
      reason: string;
    }) => staffCall(requestRefund, input),
    onSuccess: (r) => {
      toast.success(t('payments.refund.requested', { id: r.approvalId }));
      void client.invalidateQueries({ queryKey: ['payments'] });
      void client.invalidateQueries({ queryKey: ['approvals'] });
      ask.reset();
      onClose();
    },
  });
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
  return (
    <ConfirmDialog
      open={row !== null}
      title={t('payments.refund.title')}
      confirmLabel={t('payments.refund.confirm')}
      danger
      requireReason
      busy={ask.isPending}
      error={
        ask.error instanceof StaffCallError
          ? ask.error.message
          : ask.error
            ? t('common.networkError')
            : null
      }
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
      <label className="field">
        <span>{t('payments.refund.amount')}</span>
        <input
          name="refund-amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={tried && amountError !== null}
        />
        {tried && amountError && (
          <span className="field-hint" role="alert">
            {amountError}
          </span>
        )}
      </label>
      {needsEmail && (
        <label className="field">
          <span>{t('payments.refund.email')}</span>
          <input
            name="refund-email"
            inputMode="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={tried && emailError !== null}
          />
          {tried && emailError && (
            <span className="field-hint" role="alert">
              {emailError}
            </span>
          )}
        </label>
      )}
      <p className="muted small">{t('payments.refund.fourEyes')}</p>
    </ConfirmDialog>
  );
}
