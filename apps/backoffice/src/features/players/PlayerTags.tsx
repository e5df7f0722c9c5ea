// A player's tags on their page: each removable, a new one typed or picked from those in use
// (players.tags; every change in the staff audit log). Others see the tags read-only.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tagName } from '@talih/contracts/backoffice/player-list.ts';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { addTag, fetchTags, removeTag } from './api.ts';

export function PlayerTags({ userId, tags }: { userId: number; tags: string[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canEdit = useCan('players.tags');
  const [draft, setDraft] = useState('');
  const known = useQuery({ queryKey: ['players', 'tags'], queryFn: fetchTags, enabled: canEdit });
  const change = useMutation({
    mutationFn: (c: { tag: string; add: boolean }) =>
      c.add ? addTag(userId, c.tag) : removeTag(userId, c.tag),
    onSuccess: (_r, c) => {
      toast.success(t(c.add ? 'tags.added' : 'tags.removed', { tag: c.tag }));
      if (c.add) setDraft('');
      void client.invalidateQueries({ queryKey: ['players'] });
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
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (parsed.success) change.mutate({ tag: parsed.data, add: true });
          }}
        >
          <label className="field">
            <span>{t('tags.new')}</span>
            <input
              list="player-tag-options"
              value={draft}
              maxLength={32}
              placeholder={t('tags.placeholder')}
              aria-invalid={draft !== '' && !parsed.success}
              onChange={(e) => setDraft(e.target.value)}
            />
          </label>
          <datalist id="player-tag-options">
            {(known.data?.tags ?? []).map((k) => (
              <option key={k.tag} value={k.tag} />
            ))}
          </datalist>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!parsed.success || change.isPending}
          >
            {t('tags.add')}
          </button>
        </form>
      )}
      {draft !== '' && !parsed.success && (
        <p className="form-error" role="alert">
          {t('tags.invalid')}
        </p>
      )}
    </section>
  );
}
