// Staff's internal notes on a conversation: never sent to the player.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addSupportNote } from '@talih/contracts/backoffice/support.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText } from '../../lib/labels.ts';

interface Note {
  noteId: number;
  staffName: string;
  body: string;
  createdAt: number;
}

export function NotesPanel(props: { userId: number; notes: Note[]; canWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [body, setBody] = useState('');
  const add = useMutation({
    mutationFn: () => staffCall(addSupportNote, { userId: props.userId, body }),
    onSuccess: () => {
      setBody('');
      toast.success(t('support.done.noted'));
      void client.invalidateQueries({ queryKey: ['support', 'conversation', props.userId] });
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  return (
    <section className="notes" aria-labelledby="notes-title">
      <h3 id="notes-title">{t('support.notes')}</h3>
      <p className="muted small">{t('support.notesHint')}</p>
      {props.notes.length === 0 ? (
        <p className="muted small">{t('support.noNotes')}</p>
      ) : (
        <ul className="note-list">
          {props.notes.map((n) => (
            <li key={n.noteId}>
              <span className="note-body">{n.body}</span>
              <span className="muted small">
                {n.staffName} · <DateTime ms={n.createdAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {props.canWrite && (
        <form
          className="note-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (body.trim()) add.mutate();
          }}
        >
          <input
            aria-label={t('support.addNote')}
            placeholder={t('support.addNote')}
            value={body}
            maxLength={2000}
            onChange={(e) => setBody(e.target.value)}
          />
          <button type="submit" className="btn btn-small" disabled={add.isPending || !body.trim()}>
            {t('support.addNote')}
          </button>
        </form>
      )}
    </section>
  );
}
