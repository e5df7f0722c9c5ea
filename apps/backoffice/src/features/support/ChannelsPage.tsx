// The channels the player app lists on its customer service page (live chat, Telegram,
// WhatsApp, e-mail, phone), with names and hours per language; support.settings edits them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CHANNEL_KINDS } from '@talih/contracts/social.ts';
import { listChannels, saveChannel, type ChannelRow } from '@talih/contracts/backoffice/support.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';

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
  const client = useQueryClient();
  const canWrite = useCan('support.settings');
  const [draft, setDraft] = useState<Draft | null>(null);
  const list = useQuery({
    queryKey: ['support', 'channels'],
    queryFn: () => staffCall(listChannels, {}),
  });
  const save = useMutation({
    mutationFn: (d: Draft) => staffCall(saveChannel, d),
    onSuccess: () => {
      setDraft(null);
      toast.success(t('support.done.saved'));
      void client.invalidateQueries({ queryKey: ['support', 'channels'] });
    },
  });
  const columns: Column<ChannelRow>[] = [
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
              <button type="button" className="btn btn-small" onClick={() => setDraft({ ...r })}>
                {t('support.channelsPage.edit')}
              </button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <div className="head-actions section-actions">
        <p className="muted">{t('support.channelsPage.hint')}</p>
        {canWrite && (
          <button type="button" className="btn btn-primary" onClick={() => setDraft({ ...EMPTY })}>
            {t('support.channelsPage.new')}
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
            <span>{t('support.channelsPage.kind')}</span>
            <select
              value={draft.kind}
              onChange={(e) => setDraft({ ...draft, kind: e.target.value as Draft['kind'] })}
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
                onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
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
              onChange={(e) => setDraft({ ...draft, sort: Number(e.target.value) || 0 })}
            />
          </label>
          <label className="field-inline">
            <input
              type="checkbox"
              checked={draft.active}
              onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
            />
            {t('support.channelsPage.active')}
          </label>
          <p className="muted small full">{t('support.channelsPage.hrefHint')}</p>
          {save.isError && (
            <p className="form-error full" role="alert">
              {errorText(t, save.error)}
            </p>
          )}
          <div className="form-actions full">
            <button type="button" className="btn" onClick={() => setDraft(null)}>
              {t('support.channelsPage.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {t('support.channelsPage.save')}
            </button>
          </div>
        </form>
      )}
      <DataTable
        caption={t('support.channelsPage.title')}
        columns={columns}
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
