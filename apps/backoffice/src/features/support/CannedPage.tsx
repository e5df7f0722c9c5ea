// Canned answers per language: list, create, edit, delete (support.settings); every agent
// (support.read) sees them, and the reply box offers those in the player's language.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX } from '@talih/contracts/social.ts';
import {
  deleteCanned,
  listCanned,
  saveCanned,
  SUPPORT_LANGS,
  type CannedRow,
} from '@talih/contracts/backoffice/support.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';

type Lang = (typeof SUPPORT_LANGS)[number];
interface Draft {
  cannedId?: number;
  lang: Lang;
  title: string;
  body: string;
}

export function CannedPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canWrite = useCan('support.settings');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<CannedRow | null>(null);
  const list = useQuery({
    queryKey: ['support', 'canned', 'all'],
    queryFn: () => staffCall(listCanned, {}),
  });
  const done = (key: string) => {
    toast.success(t(key));
    void client.invalidateQueries({ queryKey: ['support', 'canned'] });
  };
  const save = useMutation({
    mutationFn: (d: Draft) => staffCall(saveCanned, d),
    onSuccess: () => {
      setDraft(null);
      done('support.done.saved');
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => staffCall(deleteCanned, { cannedId: id }),
    onSuccess: () => {
      setDeleting(null);
      done('support.done.deleted');
    },
  });
  const columns: Column<CannedRow>[] = [
    {
      key: 'lang',
      header: t('support.cannedPage.lang'),
      width: '8rem',
      render: (r) => t(`support.langs.${r.lang}`),
    },
    {
      key: 'title',
      header: t('support.cannedPage.titleField'),
      render: (r) => <strong>{r.title}</strong>,
    },
    {
      key: 'body',
      header: t('support.cannedPage.body'),
      render: (r) => <span className="clip-2">{r.body}</span>,
    },
    {
      key: 'by',
      header: t('support.cannedPage.updatedBy'),
      render: (r) => (
        <span className="nowrap">
          {r.updatedBy} · <DateTime ms={r.updatedAt} />
        </span>
      ),
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: '',
            render: (r: CannedRow) => (
              <span className="row-actions">
                <button type="button" className="btn btn-small" onClick={() => setDraft({ ...r })}>
                  {t('support.cannedPage.edit')}
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  onClick={() => setDeleting(r)}
                >
                  {t('support.cannedPage.delete')}
                </button>
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <div className="head-actions section-actions">
        <p className="muted">{t('support.cannedPage.hint')}</p>
        {canWrite && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setDraft({ lang: 'tk', title: '', body: '' })}
          >
            {t('support.cannedPage.new')}
          </button>
        )}
      </div>
      {draft && (
        <form
          className="panel edit-form"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(draft);
          }}
        >
          <label className="field">
            <span>{t('support.cannedPage.lang')}</span>
            <select
              value={draft.lang}
              onChange={(e) => setDraft({ ...draft, lang: e.target.value as Lang })}
            >
              {SUPPORT_LANGS.map((l) => (
                <option key={l} value={l}>
                  {t(`support.langs.${l}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field grow">
            <span>{t('support.cannedPage.titleField')}</span>
            <input
              required
              maxLength={80}
              value={draft.title}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            />
          </label>
          <label className="field full">
            <span>{t('support.cannedPage.body')}</span>
            <textarea
              required
              rows={4}
              maxLength={SUPPORT_MESSAGE_MAX}
              value={draft.body}
              onChange={(e) => setDraft({ ...draft, body: e.target.value })}
            />
          </label>
          {save.isError && (
            <p className="form-error full" role="alert">
              {errorText(t, save.error)}
            </p>
          )}
          <div className="form-actions full">
            <button type="button" className="btn" onClick={() => setDraft(null)}>
              {t('support.cannedPage.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {t('support.cannedPage.save')}
            </button>
          </div>
        </form>
      )}
      <DataTable
        caption={t('support.cannedPage.title')}
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.cannedId}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        empty={t('support.cannedPage.empty')}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('support.cannedPage.confirmDelete')}
        confirmLabel={t('support.cannedPage.delete')}
        danger
        busy={remove.isPending}
        error={remove.isError ? errorText(t, remove.error) : null}
        onConfirm={() => deleting && remove.mutate(deleting.cannedId)}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting?.title}</p>
      </ConfirmDialog>
    </>
  );
}
