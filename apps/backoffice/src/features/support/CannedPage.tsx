// Canned answers per language: list, create, edit, delete (support.settings); every agent
// (support.read) sees them, and the reply box offers those in the player's language.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX } from '@talih/contracts/support.ts';
import { SUPPORT_LANGS, type CannedRow } from '@talih/contracts/backoffice/support.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EditForm, useListEdit } from '../../components/EditForm.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { supportQueries, useDeleteCanned, useSaveCanned } from './api.ts';

type Lang = (typeof SUPPORT_LANGS)[number];
interface Draft {
  cannedId?: number;
  lang: Lang;
  title: string;
  body: string;
}

export function CannedPage() {
  const { t } = useTranslation();
  const canWrite = useCan('support.settings');
  const [deleting, setDeleting] = useState<CannedRow | null>(null);
  const list = useQuery(supportQueries.canned('all'));
  const edit = useListEdit<Draft>(useSaveCanned());
  const remove = useDeleteCanned();
  return (
    <>
      <div className="head-actions section-actions">
        <p className="muted">{t('support.cannedPage.hint')}</p>
        {canWrite && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => edit.open({ lang: 'tk', title: '', body: '' })}
          >
            {t('support.cannedPage.new')}
          </button>
        )}
      </div>
      {edit.draft && <CannedForm edit={edit} draft={edit.draft} />}
      <DataTable
        caption={t('support.cannedPage.title')}
        columns={cannedColumns(t, canWrite, (r) => edit.open({ ...r }), setDeleting)}
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
        onConfirm={() =>
          deleting && remove.mutate(deleting.cannedId, { onSuccess: () => setDeleting(null) })
        }
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting?.title}</p>
      </ConfirmDialog>
    </>
  );
}

function cannedColumns(
  t: TFunction,
  canWrite: boolean,
  onEdit: (row: CannedRow) => void,
  onDelete: (row: CannedRow) => void,
): Column<CannedRow>[] {
  return [
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
                <button type="button" className="btn btn-small" onClick={() => onEdit(r)}>
                  {t('support.cannedPage.edit')}
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  onClick={() => onDelete(r)}
                >
                  {t('support.cannedPage.delete')}
                </button>
              </span>
            ),
          },
        ]
      : []),
  ];
}

function CannedForm({
  edit,
  draft,
}: {
  edit: ReturnType<typeof useListEdit<Draft>>;
  draft: Draft;
}) {
  const { t } = useTranslation();
  return (
    <EditForm
      edit={edit}
      cancelLabel={t('support.cannedPage.cancel')}
      saveLabel={t('support.cannedPage.save')}
    >
      <label className="field">
        <span>{t('support.cannedPage.lang')}</span>
        <select
          value={draft.lang}
          onChange={(e) => edit.change({ ...draft, lang: e.target.value as Lang })}
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
          onChange={(e) => edit.change({ ...draft, title: e.target.value })}
        />
      </label>
      <label className="field full">
        <span>{t('support.cannedPage.body')}</span>
        <textarea
          required
          rows={4}
          maxLength={SUPPORT_MESSAGE_MAX}
          value={draft.body}
          onChange={(e) => edit.change({ ...draft, body: e.target.value })}
        />
      </label>
    </EditForm>
  );
}
