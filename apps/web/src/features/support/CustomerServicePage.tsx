// /customerService: the operator's channels (with their hours and a link that opens each) and
// the player's in-app conversation with support. Staff answers arrive within a poll.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Headset, Mail, MessageCircle, Phone, Send, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX } from '@talih/contracts/support.ts';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { ErrorPanel } from '../../components/ui/StatePanel.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { useChannels, useMessages, useSend } from './api.ts';
import './support.css';

const CHANNEL_ICONS: Record<string, LucideIcon> = {
  chat: MessageCircle,
  email: Mail,
  telegram: Send,
  whatsapp: Phone,
  phone: Phone,
};

function Channels() {
  const { t } = useTranslation();
  const channels = useChannels();
  if (!channels.data) {
    if (channels.isError) {
      return (
        <ErrorPanel
          title={t('support.channelsError')}
          message={channels.error?.message}
          retry={() => void channels.refetch()}
        />
      );
    }
    return <div className="skeleton support-skeleton" aria-busy="true" />;
  }
  if (channels.data.length === 0) return <p className="support-hint">{t('support.noChannels')}</p>;
  return (
    <ul className="support-channels">
      {channels.data.map((c) => {
        const Icon = CHANNEL_ICONS[c.kind] ?? MessageCircle;
        const body = (
          <>
            <span className="support-channel-icon" aria-hidden="true">
              <Icon size={20} />
            </span>
            <span className="support-channel-text">
              <span className="support-channel-label">{c.label}</span>
              <span className="support-channel-value">
                {c.kind === 'chat' ? t('support.inApp') : c.value}
              </span>
              <span className="support-channel-hours">{c.hours}</span>
            </span>
          </>
        );
        return (
          <li key={`${c.kind}-${c.value}`}>
            {c.href ? (
              <a
                className="support-channel"
                href={c.href}
                target={c.href.startsWith('http') ? '_blank' : undefined}
                rel="noreferrer"
              >
                {body}
              </a>
            ) : (
              <a className="support-channel" href="#support-chat">
                {body}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

type Message = NonNullable<ReturnType<typeof useMessages>['data']>[number];

function MessageItem({ m }: { m: Message }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <li className="support-message" data-from={m.from}>
      <span className="support-message-who">
        {m.from === 'staff' ? (m.staffName ?? t('support.staff')) : t('support.you')}
      </span>
      <p className="support-message-text">{m.content}</p>
      <time className="support-message-time amount" dateTime={new Date(m.createdAt).toISOString()}>
        {formatDateTime(m.createdAt, lang)}
      </time>
    </li>
  );
}

/** The conversation so far, kept scrolled to the newest message; loading, error and empty. */
function Messages() {
  const { t } = useTranslation();
  const messages = useMessages(true);
  const list = useRef<HTMLOListElement>(null);
  const count = messages.data?.length ?? 0;

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  if (!messages.data) {
    return messages.isError ? (
      <ErrorPanel
        title={t('support.messagesError')}
        message={messages.error?.message}
        retry={() => void messages.refetch()}
      />
    ) : (
      <div className="skeleton support-skeleton" aria-busy="true" />
    );
  }
  if (messages.data.length === 0) {
    return <p className="support-empty">{t('support.emptyConversation')}</p>;
  }
  return (
    <ol
      className="support-messages"
      ref={list}
      aria-live="polite"
      aria-label={t('support.conversation')}
      // A scrolling list must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
    >
      {messages.data.map((m) => (
        <MessageItem key={m.messageId} m={m} />
      ))}
    </ol>
  );
}

/** A new message: required, at most SUPPORT_MESSAGE_MAX characters; Ctrl/Cmd+Enter sends. */
function MessageForm() {
  const { t } = useTranslation();
  const send = useSend();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content) return setError(t('base.messageRequired'));
    if (content.length > SUPPORT_MESSAGE_MAX) return setError(t('base.messageTooLong'));
    setError(null);
    send.mutate(content, { onSuccess: () => setText('') });
  };

  return (
    <form className="support-form" onSubmit={submit} noValidate>
      <label htmlFor="support-text" className="sr-only">
        {t('support.placeholder')}
      </label>
      <textarea
        id="support-text"
        className="support-input"
        rows={3}
        maxLength={SUPPORT_MESSAGE_MAX + 100}
        placeholder={t('support.placeholder')}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'support-error' : undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
        }}
      />
      <div className="support-form-foot">
        {error ? (
          <p id="support-error" className="support-error" role="alert">
            {error}
          </p>
        ) : (
          <span className="support-hint amount">
            {text.trim().length}/{SUPPORT_MESSAGE_MAX}
          </span>
        )}
        <button type="submit" className="btn btn-primary" disabled={send.isPending}>
          <Send size={18} aria-hidden="true" />
          {send.isPending ? t('base.loading') : t('support.send')}
        </button>
      </div>
    </form>
  );
}

function Conversation() {
  return (
    <>
      <Messages />
      <MessageForm />
    </>
  );
}

export default function CustomerServicePage() {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  return (
    <section className="support-page" aria-labelledby="support-title">
      <header className="support-head">
        <h1 id="support-title" className="support-title">
          <Headset size={20} aria-hidden="true" />
          {t('route.customerService')}
        </h1>
        <p className="support-sub">{t('support.sub')}</p>
      </header>
      <div className="support-grid">
        <section className="support-card" aria-labelledby="support-channels-title">
          <h2 id="support-channels-title" className="support-card-title">
            {t('support.channels')}
          </h2>
          <Channels />
        </section>
        <section id="support-chat" className="support-card" aria-labelledby="support-chat-title">
          <h2 id="support-chat-title" className="support-card-title">
            {t('support.conversation')}
          </h2>
          {isPlayer ? <Conversation /> : <LoginPrompt body={t('support.loginBody')} />}
        </section>
      </div>
    </section>
  );
}
