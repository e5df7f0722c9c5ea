// The reply box: canned answers in the player's language, a character count, send, or send
// and close the conversation.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX } from '@talih/contracts/support.ts';
import type { useConversationAction } from './api.ts';
import { CannedPicker } from './CannedPicker.tsx';

export function ReplyForm(props: { lang: string; act: ReturnType<typeof useConversationAction> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const { act } = props;
  const busy = act.isPending;
  const send = (what: 'send' | 'sendClose') =>
    act.mutate({ what, content: draft }, { onSuccess: () => setDraft('') });
  return (
    <form
      className="reply"
      onSubmit={(e) => {
        e.preventDefault();
        if (draft.trim()) send('send');
      }}
    >
      <label className="field">
        <span>{t('support.replyLabel')}</span>
        <textarea
          value={draft}
          rows={4}
          maxLength={SUPPORT_MESSAGE_MAX}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('support.replyHint')}
        />
      </label>
      <div className="reply-bar">
        <CannedPicker
          lang={props.lang}
          onPick={(body) => setDraft((d) => (d ? `${d}\n${body}` : body))}
        />
        <span className="muted small num">
          {draft.length}/{SUPPORT_MESSAGE_MAX}
        </span>
        <button
          type="button"
          className="btn"
          disabled={busy || !draft.trim()}
          onClick={() => send('sendClose')}
        >
          {t('support.sendClose')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy || !draft.trim()}>
          {t('support.send')}
        </button>
      </div>
    </form>
  );
}
