// One conversation: the messages (polled, so a player's new message appears), who handles it,
// close or reopen, the reply box with canned answers in the player's language, and staff's
// internal notes. The player sees an answer in the app at once over its live stream.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { getConversation } from '@talih/contracts/backoffice/support.ts';
import type { StaffOutput } from '@talih/contracts/backoffice/call.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { supportQueries, useConversationAction } from './api.ts';
import { ConversationActions } from './ConversationActions.tsx';
import { NotesPanel } from './NotesPanel.tsx';
import { ReplyForm } from './ReplyForm.tsx';

type Conversation = StaffOutput<typeof getConversation>;

function PaneState({ conv }: { conv: { isPending: boolean; error: unknown; refetch(): unknown } }) {
  const { t } = useTranslation();
  if (conv.isPending)
    return (
      <section className="conv panel" aria-busy="true">
        <span className="skeleton" />
        <p className="muted">{t('common.loading')}</p>
      </section>
    );
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

export function ConversationPane({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const canReply = useCan('support.reply');
  const conv = useQuery(supportQueries.conversation(userId));
  const act = useConversationAction(userId);
  if (!conv.data) return <PaneState conv={conv} />;
  const { conversation: c, messages, notes } = conv.data;
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
        {canReply && <ConversationActions conversation={c} act={act} />}
      </header>
      <Thread nickname={c.nickname} messages={messages} />
      {c.state === 'closed' && <p className="muted small closed-note">{t('support.closedNote')}</p>}
      {canReply && <ReplyForm lang={c.lang} act={act} />}
      <NotesPanel userId={userId} notes={notes} canWrite={canReply} />
    </section>
  );
}

function Thread(props: { nickname: string; messages: Conversation['messages'] }) {
  const { t } = useTranslation();
  const thread = useRef<HTMLOListElement>(null);
  const count = props.messages.length;
  // The newest message in view: scroll the thread itself, never the page around it.
  useEffect(() => {
    const list = thread.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);
  return (
    <ol ref={thread} className="thread" aria-label={t('support.tabs.inbox')}>
      {count === 0 && <li className="muted">{t('support.noMessages')}</li>}
      {props.messages.map((m) => (
        <li key={m.messageId} className={`bubble bubble-${m.from}`}>
          <span className="bubble-who small">
            {m.from === 'player' ? props.nickname : (m.staffName ?? t('support.you'))} ·{' '}
            <DateTime ms={m.createdAt} />
          </span>
          <span className="bubble-text">{m.content}</span>
        </li>
      ))}
    </ol>
  );
}
