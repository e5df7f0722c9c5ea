// Staff's internal notes on a conversation: never sent to the player.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/DateTime.tsx';
import { useAddNote } from './api.ts';

interface Note {
  noteId: number;
  staffName: string;
  body: string;
  createdAt: number;
}

export function NotesPanel(props: { userId: number; notes: Note[]; canWrite: boolean }) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const add = useAddNote(props.userId);
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
            if (body.trim()) add.mutate(body, { onSuccess: () => setBody('') });
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
