// Before a withdrawal that would end the active bonus: exactly how much bonus money is
// forfeited (and that waiting bonuses are cancelled); the withdrawal goes ahead only on "yes".
import { useTranslation } from 'react-i18next';
import type { BonusForfeitQuote } from '@talih/contracts/bonus.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useSession } from '../../lib/session.ts';
import { minorMoney } from './words.ts';
import './bonus.css';

/** A line for the withdraw page, before the form is sent. */
export function ForfeitNotice({ quote }: { quote: BonusForfeitQuote }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <p className="bn-forfeit-notice amount" data-testid="forfeit-notice">
      {t('bonus.forfeit.notice', { amount: minorMoney(quote.forfeitMinor, lang) })}
    </p>
  );
}

export function ForfeitDialog(props: {
  quote: BonusForfeitQuote | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const q = props.quote;
  return (
    <Dialog
      open={q !== null}
      onClose={props.onCancel}
      title={t('bonus.forfeit.title')}
      size="sm"
      testId="forfeit-dialog"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={props.onCancel}>
            {t('bonus.forfeit.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={props.onConfirm}>
            {t('bonus.forfeit.confirm')}
          </button>
        </>
      }
    >
      {q && (
        <div className="bn-forfeit">
          <p>
            {t('bonus.forfeit.body', { title: q.title, amount: minorMoney(q.forfeitMinor, lang) })}
          </p>
          <p className="bn-forfeit-amount amount" data-testid="forfeit-amount">
            −{minorMoney(q.forfeitMinor, lang)}
          </p>
          {q.pendingCount > 0 && <p>{t('bonus.forfeit.pending', { count: q.pendingCount })}</p>}
          <p>{t('bonus.forfeit.question')}</p>
        </div>
      )}
    </Dialog>
  );
}
