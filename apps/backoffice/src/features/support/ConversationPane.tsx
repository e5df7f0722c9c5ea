// One conversation: the messages (polled, so a player's new message appears), who handles it,
// close or reopen, the reply box with canned answers in the player's language, and staff's
// internal notes. The player sees an answer in the app at once over its live stream.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX } from '@talih/contracts/social.ts';
import {
  assignConversation,
  getConversation,
  replyConversation,
  setConversationState,
} from '@talih/contracts/backoffice/support.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText } from '../../lib/labels.ts';
import { useCan, useMe } from '../../lib/session.ts';
import { CannedPicker } from './CannedPicker.tsx';
import { INBOX_POLL_MS } from './InboxPage.tsx';
import { NotesPanel } from './NotesPanel.tsx';

export function ConversationPane({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canReply = useCan('support.reply');
  const me = useMe().data?.name ?? '';
  const [draft, setDraft] = useState('');
  const [assignee, setAssignee] = useState('');
  const thread = useRef<HTMLOListElement>(null);
  const conv = useQuery({
    queryKey: ['support', 'conversation', userId],
    queryFn: () => staffCall(getConversation, { userId }),
    refetchInterval: INBOX_POLL_MS,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['support'] });
  const count = conv.data?.messages.length ?? 0;
  // The newest message in view: scroll the thread itself, never the page around it.
  useEffect(() => {
    const list = thread.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const act = useMutation({
    mutationFn: async (what: 'send' | 'sendClose' | 'close' | 'reopen' | 'assign' | 'assignMe') => {
      if (what === 'send' || what === 'sendClose') {
        await staffCall(replyConversation, { userId, content: draft, close: what === 'sendClose' });
        setDraft('');
        return t(what === 'sendClose' ? 'support.done.closed' : 'support.done.sent');
      }
      if (what === 'close' || what === 'reopen') {
        await staffCall(setConversationState, {
          userId,
          state: what === 'close' ? 'closed' : 'open',
        });
        return t(what === 'close' ? 'support.done.closed' : 'support.done.reopened');
      }
      const name = what === 'assignMe' ? me : assignee.trim() || null;
      await staffCall(assignConversation, { userId, assignee: name });
      setAssignee('');
      return t('support.done.assigned');
    },
    onSuccess: (message) => {
      toast.success(message);
      void refresh();
    },
    onError: (error) => toast.error(errorText(t, error)),
  });

  if (conv.isPending) {
    return (
      <section className="conv panel" aria-busy="true">
        <span className="skeleton" />
        <p className="muted">{t('common.loading')}</p>
      </section>
    );
  }
  if (conv.isError) {
    return (
      <section className="conv panel">
        <div className="state state-error" role="alert">
          <p>{errorText(t, conv.error)}</p>
          <button type="button" className="btn" onClick={() => void conv.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </section>
    );
  }
  const { conversation: c, messages, notes } = conv.data;
  const busy = act.isPending;
  return (
    <section className="conv panel" aria-labelledby="conv-title">
      <header className="conv-head">
        <div>
          <h2 id="conv-title">
            {c.nickname} <span className="muted num">#{c.userId}</span>
          </h2>
          <p className="muted small">
            {t(`support.langs.${c.lang}`, c.lang)} ·{' '}
            {c.assignee ? t('support.assignedTo', { name: c.assignee }) : t('support.unassigned')}
          </p>
        </div>
        {canReply && (
          <div className="conv-actions">
            {c.assignee !== me && (
              <button
                type="button"
                className="btn btn-small"
                disabled={busy}
                onClick={() => act.mutate('assignMe')}
              >
                {t('support.assignMe')}
              </button>
            )}
            <form
              className="assign-form"
              onSubmit={(e) => {
                e.preventDefault();
                act.mutate('assign');
              }}
            >
              <input
                aria-label={t('support.assignTo')}
                placeholder={t('support.assignTo')}
                value={assignee}
                maxLength={64}
                onChange={(e) => setAssignee(e.target.value)}
              />
              <button type="submit" className="btn btn-small" disabled={busy}>
                {assignee.trim() ? t('support.assignTo') : t('support.unassign')}
              </button>
            </form>
            {c.state === 'open' ? (
              <button
                type="button"
                className="btn btn-small"
                disabled={busy}
                onClick={() => act.mutate('close')}
              >
                {t('support.close')}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-small"
                disabled={busy}
                onClick={() => act.mutate('reopen')}
              >
                {t('support.reopen')}
              </button>
            )}
          </div>
        )}
      </header>
      <ol ref={thread} className="thread" aria-label={t('support.tabs.inbox')}>
        {messages.length === 0 && <li className="muted">{t('support.noMessages')}</li>}
        {messages.map((m) => (
          <li key={m.messageId} className={`bubble bubble-${m.from}`}>
            <span className="bubble-who small">
              {m.from === 'player' ? c.nickname : (m.staffName ?? t('support.you'))} ·{' '}
              <DateTime ms={m.createdAt} />
            </span>
            <span className="bubble-text">{m.content}</span>
          </li>
        ))}
      </ol>
      {c.state === 'closed' && <p className="muted small closed-note">{t('support.closedNote')}</p>}
      {canReply && (
        <form
          className="reply"
          onSubmit={(e) => {
            e.preventDefault();
            if (draft.trim()) act.mutate('send');
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
              lang={c.lang}
              onPick={(body) => setDraft((d) => (d ? `${d}\n${body}` : body))}
            />
            <span className="muted small num">
              {draft.length}/{SUPPORT_MESSAGE_MAX}
            </span>
            <button
              type="button"
              className="btn"
              disabled={busy || !draft.trim()}
              onClick={() => act.mutate('sendClose')}
            >
              {t('support.sendClose')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy || !draft.trim()}>
              {t('support.send')}
            </button>
          </div>
        </form>
      )}
      <NotesPanel userId={userId} notes={notes} canWrite={canReply} />
    </section>
  );
}
