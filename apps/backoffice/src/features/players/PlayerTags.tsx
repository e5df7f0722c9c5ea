// A player's tags on their page: each removable, a new one typed or picked from those in use
// (players.tags; every change in the staff audit log). Others see the tags read-only.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tagName } from '@talih/contracts/backoffice/player-list.ts';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { playersQueries, useChangeTag } from './api.ts';

export function PlayerTags({ userId, tags }: { userId: number; tags: string[] }) {
  const { t } = useTranslation();
  const canEdit = useCan('players.tags');
  const [draft, setDraft] = useState('');
  const change = useChangeTag(userId, {
    onDone: (c) => {
      toast.success(t(c.add ? 'tags.added' : 'tags.removed', { tag: c.tag }));
      if (c.add) setDraft('');
    },
    onError: (e) => toast.error(errorText(t, e)),
  });
  const parsed = tagName.safeParse(draft);
  return (
    <section className="panel player-tags" aria-labelledby="tags-title">
      <h2 id="tags-title">{t('tags.title')}</h2>
      <div className="badges">
        {tags.length === 0 && <span className="muted">{t('tags.none')}</span>}
        {tags.map((tag) => (
          <span key={tag} className="tag-chip">
            {tag}
            {canEdit && (
              <button
                type="button"
                aria-label={t('tags.removeOne', { tag })}
                disabled={change.isPending}
                onClick={() => change.mutate({ tag, add: false })}
              >
                ×
              </button>
            )}
          </span>
        ))}
      </div>
      {canEdit && (
        <NewTag
          draft={draft}
          onDraft={setDraft}
          busy={change.isPending}
          onAdd={(tag) => change.mutate({ tag, add: true })}
        />
      )}
      {draft !== '' && !parsed.success && (
        <p className="form-error" role="alert">
          {t('tags.invalid')}
        </p>
      )}
    </section>
  );
}

/** A new tag, typed or picked from those in use. */
function NewTag(props: {
  draft: string;
  onDraft(d: string): void;
  busy: boolean;
  onAdd(tag: string): void;
}) {
  const { t } = useTranslation();
  const known = useQuery(playersQueries.tags());
  const parsed = tagName.safeParse(props.draft);
  return (
    <form
      className="inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (parsed.success) props.onAdd(parsed.data);
      }}
    >
      <label className="field">
        <span>{t('tags.new')}</span>
        <input
          list="player-tag-options"
          value={props.draft}
          maxLength={32}
          placeholder={t('tags.placeholder')}
          aria-invalid={props.draft !== '' && !parsed.success}
          onChange={(e) => props.onDraft(e.target.value)}
        />
      </label>
      <datalist id="player-tag-options">
        {(known.data?.tags ?? []).map((k) => (
          <option key={k.tag} value={k.tag} />
        ))}
      </datalist>
      <button type="submit" className="btn btn-primary" disabled={!parsed.success || props.busy}>
        {t('tags.add')}
      </button>
    </form>
  );
}
