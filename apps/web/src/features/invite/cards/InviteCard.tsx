// The invite card: the player's invite link and code, copy and native share, and a QR code.
import { useRef, type RefObject } from 'react';
import { Copy, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { logShare, useAgentInfo } from '../api.ts';
import { QrCode } from '../QrCode.tsx';
import { ShareCard } from './ShareCard.tsx';

/** Copy (with a manual fallback) and the native share sheet, each logged as a share. */
function useInviteActions(url: string, input: RefObject<HTMLInputElement | null>) {
  const { t } = useTranslation();
  const copy = async () => {
    logShare('copy');
    try {
      await navigator.clipboard.writeText(url);
      toast(t('share.copied'), 'success');
    } catch {
      // No clipboard permission (or an old browser): select the text for a manual copy.
      input.current?.select();
      const done = document.execCommand?.('copy');
      toast(done ? t('share.copied') : t('share.copyManual'), done ? 'success' : 'info');
    }
  };
  const share = async () => {
    logShare('share');
    try {
      await navigator.share({ title: t('share.shareTitle'), text: t('share.shareText'), url });
    } catch {
      // The player closed the share sheet: nothing to say.
    }
  };
  return { copy, share };
}

/** The link (selectable), copy and share, and the invite code. */
function InviteFields({ url, code }: { url: string; code: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { copy, share } = useInviteActions(url, input);
  const canShare = typeof navigator.share === 'function';
  return (
    <div className="share-invite-fields">
      <label className="share-label" htmlFor="invite-link">
        {t('share.link')}
      </label>
      <div className="share-link-row">
        <input
          ref={input}
          id="invite-link"
          className="share-link"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <div className="share-buttons">
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>
          <Copy size={18} aria-hidden="true" />
          {t('share.copy')}
        </button>
        {canShare && (
          <button type="button" className="btn btn-secondary" onClick={() => void share()}>
            <Share2 size={18} aria-hidden="true" />
            {t('share.share')}
          </button>
        )}
      </div>
      <p className="share-code">
        {t('share.code')}: <strong className="amount">{code}</strong>
      </p>
    </div>
  );
}

export function InviteCard() {
  const { t } = useTranslation();
  const info = useAgentInfo();
  if (!info.data) {
    return (
      <ShareCard id="invite-title" icon={Share2} title={t('share.inviteTitle')} loading={info} />
    );
  }
  const url = `${window.location.origin}${info.data.invitePath}`;
  return (
    <ShareCard
      id="invite-title"
      icon={Share2}
      title={t('share.inviteTitle')}
      className="share-invite"
    >
      <p className="share-text">{t('share.inviteBody')}</p>
      <div className="share-invite-body">
        <InviteFields url={url} code={info.data.inviteCode} />
        <figure className="share-qr">
          <QrCode text={url} label={t('share.qrLabel')} />
          <figcaption>{t('share.qrCaption')}</figcaption>
        </figure>
      </div>
    </ShareCard>
  );
}
