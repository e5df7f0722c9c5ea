// Who handles a conversation (take it, hand it to a colleague, or leave it unassigned), and
// close or reopen it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationRow } from '@talih/contracts/backoffice/support.ts';
import { useMe } from '../../lib/session.ts';
import type { useConversationAction } from './api.ts';

export function ConversationActions(props: {
  conversation: Pick<ConversationRow, 'assignee' | 'state'>;
  act: ReturnType<typeof useConversationAction>;
}) {
  const { t } = useTranslation();
  const me = useMe().data?.name ?? '';
  const [assignee, setAssignee] = useState('');
  const { conversation: c, act } = props;
  const busy = act.isPending;
  const closing = c.state === 'open';
  return (
    <div className="conv-actions">
      {c.assignee !== me && (
        <button
          type="button"
          className="btn btn-small"
          disabled={busy}
          onClick={() => act.mutate({ what: 'assign', assignee: me })}
        >
          {t('support.assignMe')}
        </button>
      )}
      <form
        className="assign-form"
        onSubmit={(e) => {
          e.preventDefault();
          act.mutate(
            { what: 'assign', assignee: assignee.trim() || null },
            { onSuccess: () => setAssignee('') },
          );
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
      <button
        type="button"
        className="btn btn-small"
        disabled={busy}
        onClick={() => act.mutate({ what: closing ? 'close' : 'reopen' })}
      >
        {closing ? t('support.close') : t('support.reopen')}
      </button>
    </div>
  );
}
