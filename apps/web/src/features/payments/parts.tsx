// Pieces shared by the payments pages: order status badges, copyable facts, the amount field
// with quick amounts, the loading and error states of a payments card.
import { useState, type ReactNode } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrderRecord } from '@talih/contracts/payments.ts';
import { ErrorPanel } from '../../components/ui/StatePanel.tsx';
import { toast } from '../../lib/toast.ts';
import './payments.css';

/** Success, waiting or closed: the colour family of a status. */
export function statusTone(order: Pick<OrderRecord, 'type' | 'status'>) {
  if (order.status === 'confirmed' || order.status === 'paid') return 'ok';
  if (['pending', 'approved', 'payout_failed'].includes(order.status)) return 'wait';
  return 'closed';
}

export function StatusBadge({ order }: { order: Pick<OrderRecord, 'type' | 'status'> }) {
  const { t } = useTranslation();
  return (
    <span className="pay-status" data-tone={statusTone(order)} data-testid="order-status">
      {t(`payments.status.${order.type}.${order.status}`)}
    </span>
  );
}

/** A fact with a copy button: IBANs, references and addresses are typed into other apps. */
export function CopyFact({
  label,
  value,
  display,
  wide,
}: {
  label: string;
  value: string;
  display?: string;
  /** Long values (IBAN, address) take two columns so they stay on one line. */
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      toast(t('payments.copyFailed'), 'error');
    }
  };
  return (
    <div className="pay-fact" data-wide={wide || undefined}>
      <dt>{label}</dt>
      <dd>
        <span className="pay-fact-value amount">{display ?? value}</span>
        <button
          type="button"
          className="icon-btn pay-copy"
          onClick={() => void copy()}
          aria-label={t('payments.copy', { what: label })}
        >
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
        </button>
      </dd>
    </div>
  );
}

/** The server's masked IBAN ("TR** **** … **78 91") as a short line: "TR •••• 7891". */
export function shortIban(masked: string): string {
  const compact = masked.replace(/\s/g, '');
  return `${compact.slice(0, 2)} •••• ${compact.slice(-4)}`;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="pay-fact">
      <dt>{label}</dt>
      <dd>
        <span className="pay-fact-value amount">{children}</span>
      </dd>
    </div>
  );
}

export function PaySkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="pay-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton pay-skeleton-row" />
      ))}
      <span className="sr-only">{t('base.loading')}</span>
    </div>
  );
}

export function PayError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorPanel title={t('payments.errorTitle')} message={message} retry={onRetry} />;
}

export function QuickAmounts({
  amounts,
  onPick,
  format,
}: {
  amounts: number[];
  onPick: (amount: number) => void;
  format: (n: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="pay-quick" role="group" aria-label={t('payments.quickAmounts')}>
      {amounts.map((a) => (
        <button key={a} type="button" className="chip pay-chip" onClick={() => onPick(a)}>
          {format(a)}
        </button>
      ))}
    </div>
  );
}
