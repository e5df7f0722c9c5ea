// The channels the player app lists on its customer service page (live chat, Telegram,
// WhatsApp, e-mail, phone), with names and hours per language; support.settings edits them.
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CHANNEL_KINDS } from '@talih/contracts/support.ts';
import type { ChannelRow } from '@talih/contracts/backoffice/support.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { EditForm, useListEdit } from '../../components/EditForm.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { supportQueries, useSaveChannel } from './api.ts';

type Draft = Omit<ChannelRow, 'channelId'> & { channelId?: number };
const EMPTY: Draft = {
  kind: 'chat',
  labelTk: '',
  labelEn: '',
  labelZh: '',
  value: '',
  href: 'https://',
  hoursTk: '',
  hoursEn: '',
  hoursZh: '',
  sort: 0,
  active: true,
};
const TEXT_FIELDS = [
  'labelTk',
  'labelEn',
  'labelZh',
  'value',
  'href',
  'hoursTk',
  'hoursEn',
  'hoursZh',
] as const;

export function ChannelsPage() {
  const { t } = useTranslation();
  const canWrite = useCan('support.settings');
  const list = useQuery(supportQueries.channels());
  const edit = useListEdit<Draft>(useSaveChannel());
  return (
    <>
      <div className="head-actions section-actions">
        <p className="muted">{t('support.channelsPage.hint')}</p>
        {canWrite && (
          <button type="button" className="btn btn-primary" onClick={() => edit.open({ ...EMPTY })}>
            {t('support.channelsPage.new')}
          </button>
        )}
      </div>
      {edit.draft && <ChannelForm edit={edit} draft={edit.draft} />}
      <DataTable
        caption={t('support.channelsPage.title')}
        columns={channelColumns(t, canWrite, (r) => edit.open({ ...r }))}
        rows={list.data?.rows}
        rowKey={(r) => r.channelId}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        empty={t('support.channelsPage.empty')}
      />
    </>
  );
}

function channelColumns(
  t: TFunction,
  canWrite: boolean,
  onEdit: (row: ChannelRow) => void,
): Column<ChannelRow>[] {
  return [
    {
      key: 'sort',
      header: t('support.channelsPage.sort'),
      align: 'right',
      width: '5rem',
      render: (r) => <span className="num">{r.sort}</span>,
    },
    {
      key: 'kind',
      header: t('support.channelsPage.kind'),
      render: (r) => t(`support.channelsPage.kinds.${r.kind}`),
    },
    {
      key: 'label',
      header: t('support.channelsPage.labelTk'),
      render: (r) => <strong>{r.labelTk}</strong>,
    },
    {
      key: 'value',
      header: t('support.channelsPage.value'),
      render: (r) => <span className="clip">{r.value}</span>,
    },
    { key: 'hours', header: t('support.channelsPage.hoursTk'), render: (r) => r.hoursTk || '—' },
    {
      key: 'active',
      header: t('support.channelsPage.active'),
      render: (r) =>
        r.active ? (
          <span className="badge badge-ok">{t('support.channelsPage.shown')}</span>
        ) : (
          <span className="badge badge-muted">{t('support.channelsPage.hidden')}</span>
        ),
    },
    ...(canWrite
      ? [
          {
            key: 'edit',
            header: '',
            render: (r: ChannelRow) => (
              <button type="button" className="btn btn-small" onClick={() => onEdit(r)}>
                {t('support.channelsPage.edit')}
              </button>
            ),
          },
        ]
      : []),
  ];
}

function ChannelForm({
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
      cancelLabel={t('support.channelsPage.cancel')}
      saveLabel={t('support.channelsPage.save')}
    >
      <label className="field">
        <span>{t('support.channelsPage.kind')}</span>
        <select
          value={draft.kind}
          onChange={(e) => edit.change({ ...draft, kind: e.target.value as Draft['kind'] })}
        >
          {SUPPORT_CHANNEL_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`support.channelsPage.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {TEXT_FIELDS.map((f) => (
        <label key={f} className="field">
          <span>{t(`support.channelsPage.${f}`)}</span>
          <input
            value={draft[f]}
            required={f === 'labelTk' || f === 'labelEn' || f === 'value' || f === 'href'}
            maxLength={f === 'href' ? 300 : 120}
            onChange={(e) => edit.change({ ...draft, [f]: e.target.value })}
            title={f === 'href' ? t('support.channelsPage.hrefHint') : undefined}
          />
        </label>
      ))}
      <label className="field">
        <span>{t('support.channelsPage.sort')}</span>
        <input
          type="number"
          min={0}
          max={1000}
          value={draft.sort}
          onChange={(e) => edit.change({ ...draft, sort: Number(e.target.value) || 0 })}
        />
      </label>
      <label className="field-inline">
        <input
          type="checkbox"
          checked={draft.active}
          onChange={(e) => edit.change({ ...draft, active: e.target.checked })}
        />
        {t('support.channelsPage.active')}
      </label>
      <p className="muted small full">{t('support.channelsPage.hrefHint')}</p>
    </EditForm>
  );
}
