// The legal texts (terms, privacy notice, bonus terms): every version per language, and a new
// version written in Markdown per language (Turkish required; the others fall back to it),
// previewed as the player app draws it, and published with a reason (audited). Players accept a
// new version of the terms or privacy notice at their next login.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalVersionRow } from '@talih/contracts/backoffice/legal.ts';
import { LANGUAGES, type Language } from '@talih/contracts/i18n.ts';
import { LEGAL_KINDS, type LegalKind } from '@talih/contracts/legal.ts';
// The player app's own renderer: the preview draws the text exactly as players will see it.
import { Markdown } from '../../../../web/src/components/ui/Markdown.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useCan } from '../../lib/session.ts';
import { lobbyQueries, usePublishLegal } from './api.ts';
import { errorText } from './labels.ts';
import { SmallTabs } from './SmallTabs.tsx';

type Text = { title: string; bodyMd: string };
type Draft = Record<Language, Text>;

/** The lobby area names Chinese `zh` in its language labels. */
const langKey = (lang: string) => `lobby.langs.${lang === 'zh-CN' ? 'zh' : lang}`;

function draftFrom(rows: LegalVersionRow[], current: number | null): Draft {
  const of = (lang: Language) => rows.find((r) => r.version === current && r.lang === lang);
  return Object.fromEntries(
    LANGUAGES.map((l) => [l, { title: of(l)?.title ?? '', bodyMd: of(l)?.bodyMd ?? '' }]),
  ) as Draft;
}

/** One language's title and Markdown body, and (ticked) the text as players will see it. */
function TextFields({
  lang,
  text,
  set,
}: {
  lang: Language;
  text: Text;
  set(part: Partial<Text>): void;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(false);
  return (
    <>
      <label className="field">
        <span>{t('lobby.legal.titleField')}</span>
        <input
          value={text.title}
          maxLength={120}
          onChange={(e) => set({ title: e.target.value })}
        />
      </label>
      <label className="field">
        <span>{t('lobby.legal.bodyField')}</span>
        <textarea
          className="legal-body-input"
          rows={14}
          value={text.bodyMd}
          onChange={(e) => set({ bodyMd: e.target.value })}
        />
      </label>
      <label className="check">
        <input type="checkbox" checked={preview} onChange={(e) => setPreview(e.target.checked)} />
        {t('lobby.legal.preview')}
      </label>
      {preview && (
        <article
          className="legal-preview"
          data-testid="legal-preview"
          lang={lang === 'tk' ? 'tr' : lang}
        >
          <h1>{text.title}</h1>
          <Markdown source={text.bodyMd} />
        </article>
      )}
    </>
  );
}

function Editor(props: { kind: LegalKind; rows: LegalVersionRow[]; current: number | null }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftFrom(props.rows, props.current));
  const [lang, setLang] = useState<Language>('tk');
  const [reason, setReason] = useState('');
  const publish = usePublishLegal();
  const texts = LANGUAGES.filter((l) => draft[l].title.trim() && draft[l].bodyMd.trim()).map(
    (l) => ({ lang: l, ...draft[l] }),
  );
  const ready = reason.trim().length >= 3 && !!draft.tk.title.trim() && !!draft.tk.bodyMd.trim();
  return (
    <form
      className="panel stack"
      aria-label={t('lobby.legal.newVersion')}
      onSubmit={(e) => {
        e.preventDefault();
        publish.mutate({ kind: props.kind, texts, reason }, { onSuccess: () => setReason('') });
      }}
    >
      <h2>{t('lobby.legal.newVersion')}</h2>
      <p className="muted small">{t('lobby.legal.newVersionHint')}</p>
      <SmallTabs items={LANGUAGES} value={lang} onChange={setLang} label={(l) => t(langKey(l))} />
      <TextFields
        lang={lang}
        text={draft[lang]}
        set={(part) => setDraft({ ...draft, [lang]: { ...draft[lang], ...part } })}
      />
      <label className="field">
        <span>{t('common.reason')}</span>
        <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </label>
      <div>
        <button type="submit" className="btn btn-primary" disabled={publish.isPending || !ready}>
          {t('lobby.legal.publish')}
        </button>
      </div>
    </form>
  );
}

export function LegalTextsPage() {
  const { t } = useTranslation();
  const canWrite = useCan('content.write');
  const [kind, setKind] = useState<LegalKind>('terms');
  const list = useQuery(lobbyQueries.legal(kind));
  const current = list.data?.currentVersion ?? null;
  const columns: Column<LegalVersionRow>[] = [
    {
      key: 'version',
      header: t('lobby.legal.version'),
      align: 'right',
      render: (r) => <span className="num">{r.version}</span>,
    },
    { key: 'lang', header: t('lobby.legal.lang'), render: (r) => t(langKey(r.lang)) },
    { key: 'title', header: t('lobby.legal.titleField'), render: (r) => r.title },
    {
      key: 'state',
      header: t('lobby.legal.state'),
      render: (r) =>
        r.version === current ? (
          <StatusBadge status="current" tone="ok" label={t('lobby.legal.current')} />
        ) : (
          <span className="muted">{t('lobby.legal.old')}</span>
        ),
    },
    {
      key: 'publishedAt',
      header: t('lobby.legal.publishedAt'),
      render: (r) => <DateTime ms={r.publishedAt} />,
    },
    { key: 'by', header: t('lobby.legal.by'), render: (r) => r.createdBy },
  ];
  return (
    <div className="stack">
      <SmallTabs
        items={LEGAL_KINDS}
        value={kind}
        onChange={setKind}
        label={(k) => t(`lobby.legal.kinds.${k}`)}
        ariaLabel={t('lobby.legal.kind')}
      />
      <DataTable
        caption={t('lobby.legal.versions')}
        columns={columns}
        rows={list.data?.rows ?? []}
        rowKey={(r) => `${r.version}-${r.lang}`}
        loading={list.isPending}
        error={list.isError ? (errorText(list.error, t('common.loadFailed')) ?? '') : null}
        onRetry={() => void list.refetch()}
        empty={t('lobby.legal.empty')}
      />
      {canWrite && list.data && (
        <Editor key={`${kind}-${current}`} kind={kind} rows={list.data.rows} current={current} />
      )}
    </div>
  );
}
