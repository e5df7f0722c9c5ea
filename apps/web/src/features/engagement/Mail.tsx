// The mail panel (docs/seed-spec.md S2.24, S4.3): the header bell with the unread count, the list,
// and the dialog that opens a mail (marking it read; the list then reloads) with the claim
// button of its attachment (0 -> 1 once; the balance rises by its amount).
import { useState } from 'react';
import { AlertTriangle, ArrowLeft, Bell, Check, Gift, Inbox, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MailView } from '@talih/contracts/engagement.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Popover } from '../../components/ui/Popover.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useMailList, useReadMail, useReceiveMail } from './api.ts';
import './engagement.css';

function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="eng-badge amount" data-testid="mail-unread" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** A mail in the list: unread dot, title, time, and its prize (claimed or not). */
function MailRow({ m, onOpen }: { m: MailView; onOpen: (mail: MailView) => void }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <li>
      <button
        type="button"
        className="eng-mail-row"
        data-unread={m.isRead === 0 || undefined}
        onClick={() => onOpen(m)}
      >
        <span className="eng-mail-dot" aria-hidden="true" />
        <span className="eng-mail-main">
          <span className="eng-mail-title">
            {m.title}
            {m.isRead === 0 && <span className="sr-only"> ({t('engagement.mail.unread')})</span>}
          </span>
          <span className="eng-mail-time">{formatDateTime(m.createTime, lang)}</span>
        </span>
        {m.amount > 0 && (
          <span
            className="eng-prize-chip amount"
            data-claimed={m.attachesStatus === 1 || undefined}
          >
            {m.attachesStatus === 1 ? (
              <Check size={14} aria-hidden="true" />
            ) : (
              <Gift size={14} aria-hidden="true" />
            )}
            {formatMoney(m.amount, lang)}
          </span>
        )}
      </button>
    </li>
  );
}

/** The list of the player's mail, with loading, empty and error states. */
export function MailList({ onOpen }: { onOpen: (mail: MailView) => void }) {
  const { t } = useTranslation();
  const q = useMailList();
  if (q.isPending) {
    return (
      <div className="eng-list" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton eng-mail-skeleton" />
        ))}
        <span className="sr-only">{t('base.loading')}</span>
      </div>
    );
  }
  if (q.isError) {
    return (
      <div className="eng-empty">
        <AlertTriangle size={24} aria-hidden="true" />
        <p>{t('engagement.mail.loadError')}</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void q.refetch()}>
          <RotateCcw size={16} aria-hidden="true" />
          {t('base.retry')}
        </button>
      </div>
    );
  }
  if (q.data.list.length === 0) {
    return (
      <div className="eng-empty">
        <Inbox size={24} aria-hidden="true" />
        <p>{t('engagement.mail.empty')}</p>
      </div>
    );
  }
  return (
    <ul className="eng-list" data-testid="mail-list">
      {q.data.list.map((m) => (
        <MailRow key={m.id} m={m} onOpen={onOpen} />
      ))}
    </ul>
  );
}

/** One mail: its text and, with an attachment, the claim button or "Alındı". */
function MailDetail({ mail }: { mail: MailView }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const receive = useReceiveMail();
  const [claimed, setClaimed] = useState(mail.attachesStatus === 1);
  const claim = () =>
    receive.mutate(mail.id, {
      onSuccess: (r) => {
        setClaimed(true);
        toast(t('engagement.mail.claimed', { amount: formatMoney(r.amount, lang) }), 'success');
      },
    });
  return (
    <div className="eng-mail-detail" data-testid="mail-detail">
      <p className="eng-mail-time">{formatDateTime(mail.createTime, lang)}</p>
      <p className="eng-mail-content">{mail.content}</p>
      {mail.amount > 0 && (
        <div className="eng-attachment">
          <Gift size={24} aria-hidden="true" className="eng-attachment-icon" />
          <div className="eng-attachment-text">
            <span className="eng-muted">{t('engagement.mail.attachment')}</span>
            <strong className="amount">{formatMoney(mail.amount, lang)}</strong>
          </div>
          {claimed ? (
            <span className="eng-claimed" data-testid="mail-claimed">
              <Check size={16} aria-hidden="true" />
              {t('engagement.claimed')}
            </span>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              onClick={claim}
              disabled={receive.isPending}
              aria-busy={receive.isPending || undefined}
            >
              {t('engagement.claim')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** Opens a mail: an unread one is marked read first (S4.3). */
function useOpenMail() {
  const [open, setOpen] = useState<MailView | null>(null);
  const read = useReadMail();
  return {
    open,
    show(mail: MailView) {
      setOpen(mail);
      if (mail.isRead === 0) read.mutate(mail.id);
    },
    close: () => setOpen(null),
  };
}

/** Desktop header: the bell with the unread count and a dropdown panel. */
export function MailBell() {
  const { t } = useTranslation();
  const q = useMailList();
  const mail = useOpenMail();
  const unread = q.data?.unread ?? 0;
  return (
    <>
      <Popover
        label={
          unread > 0 ? t('engagement.mail.bellUnread', { count: unread }) : t('header.messages')
        }
        triggerClassName="icon-btn eng-bell"
        trigger={
          <>
            <Bell size={20} aria-hidden="true" />
            <UnreadBadge count={unread} />
          </>
        }
      >
        {(close) => (
          <div className="mail-panel eng-mail-panel" data-testid="mail-panel">
            <p className="mail-title">{t('header.messages')}</p>
            <MailList
              onOpen={(m) => {
                close();
                mail.show(m);
              }}
            />
          </div>
        )}
      </Popover>
      <Dialog
        open={mail.open !== null}
        onClose={mail.close}
        title={mail.open?.title}
        testId="mail-dialog"
      >
        {mail.open && <MailDetail key={mail.open.id} mail={mail.open} />}
      </Dialog>
    </>
  );
}

/** Mobile header: the bell opens the list in a sheet; a mail opens in the same sheet. */
export function MobileMailButton() {
  const { t } = useTranslation();
  const q = useMailList();
  const [listOpen, setListOpen] = useState(false);
  const mail = useOpenMail();
  const unread = q.data?.unread ?? 0;
  const closeAll = () => {
    mail.close();
    setListOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="m-icon-btn eng-bell"
        onClick={() => setListOpen(true)}
        aria-label={
          unread > 0 ? t('engagement.mail.bellUnread', { count: unread }) : t('header.messages')
        }
      >
        <Bell aria-hidden="true" />
        <UnreadBadge count={unread} />
      </button>
      <Dialog
        open={listOpen}
        onClose={closeAll}
        testId={mail.open ? 'mail-dialog' : 'mail-panel'}
        title={
          mail.open ? (
            <span className="eng-back-title">
              <button
                type="button"
                className="icon-btn"
                onClick={mail.close}
                aria-label={t('engagement.mail.back')}
              >
                <ArrowLeft size={20} aria-hidden="true" />
              </button>
              {mail.open.title}
            </span>
          ) : (
            t('header.messages')
          )
        }
      >
        {mail.open ? (
          <MailDetail key={mail.open.id} mail={mail.open} />
        ) : (
          <MailList onOpen={mail.show} />
        )}
      </Dialog>
    </>
  );
}
