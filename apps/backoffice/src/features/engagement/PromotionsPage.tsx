// Promotions: the list (live and waiting versions), and the editor of one: its text in each
// language, terms, schedule, who can join (a segment) and what it pays. A promotion that pays
// waits for a second approver; one that pays nothing goes live at once (still versioned).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  PROMOTION_CODE,
  promotionBody,
  type PromotionBody,
} from '@talih/contracts/backoffice/engagement-config.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { ConfigEditor } from './ConfigEditor.tsx';
import { DateTimeInput, IntInput, MoneyInput } from './inputs.tsx';
import { engagementQueries } from './api.ts';

const BLANK: PromotionBody = {
  title: { tk: '', en: '', zh: '' },
  summary: { tk: '', en: '', zh: '' },
  terms: { tk: '', en: '', zh: '' },
  action: 'join',
  requirement: 'none',
  rewardMinor: 0,
  sort: 100,
  startsAt: null,
  endsAt: null,
  segmentId: null,
};
const LANGS = ['tk', 'en', 'zh'] as const;

function TextFields({
  draft,
  setDraft,
}: {
  draft: PromotionBody;
  setDraft(next: PromotionBody): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="lang-grid">
      {LANGS.map((lang) => (
        <fieldset key={lang} className="plain">
          <legend>{t(`engagement.langs.${lang}`)}</legend>
          <label className="field">
            <span>{t('engagement.fields.title')}</span>
            <input
              value={draft.title[lang]}
              onChange={(e) =>
                setDraft({ ...draft, title: { ...draft.title, [lang]: e.target.value } })
              }
            />
          </label>
          <label className="field">
            <span>{t('engagement.fields.summary')}</span>
            <textarea
              rows={2}
              value={draft.summary[lang]}
              onChange={(e) =>
                setDraft({ ...draft, summary: { ...draft.summary, [lang]: e.target.value } })
              }
            />
          </label>
          <label className="field">
            <span>{t('engagement.fields.terms')}</span>
            <textarea
              rows={4}
              value={draft.terms[lang]}
              onChange={(e) =>
                setDraft({ ...draft, terms: { ...draft.terms, [lang]: e.target.value } })
              }
            />
          </label>
        </fieldset>
      ))}
    </div>
  );
}

/** What joining asks and pays, and where it sorts in the list. */
function RewardFields({
  draft,
  setDraft,
}: {
  draft: PromotionBody;
  setDraft(next: PromotionBody): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="inline-fields">
      <label className="field">
        <span>{t('engagement.fields.action')}</span>
        <select
          value={draft.action}
          onChange={(e) =>
            setDraft({ ...draft, action: e.target.value as PromotionBody['action'] })
          }
        >
          {(['none', 'join', 'claim'] as const).map((a) => (
            <option key={a} value={a}>
              {t(`engagement.promotions.actions.${a}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('engagement.fields.requirement')}</span>
        <select
          value={draft.requirement}
          onChange={(e) =>
            setDraft({ ...draft, requirement: e.target.value as PromotionBody['requirement'] })
          }
        >
          {(['none', 'deposit'] as const).map((a) => (
            <option key={a} value={a}>
              {t(`engagement.promotions.requirements.${a}`)}
            </option>
          ))}
        </select>
      </label>
      <MoneyInput
        label={t('engagement.fields.rewardMinor')}
        value={draft.rewardMinor}
        onChange={(v) => setDraft({ ...draft, rewardMinor: v })}
      />
      <IntInput
        label={t('engagement.fields.sort')}
        value={draft.sort}
        onChange={(v) => setDraft({ ...draft, sort: v })}
      />
    </div>
  );
}

/** When it runs and who sees it (a saved segment, or everyone). */
function ScheduleFields({
  draft,
  setDraft,
}: {
  draft: PromotionBody;
  setDraft(next: PromotionBody): void;
}) {
  const { t } = useTranslation();
  const segments = useQuery(engagementQueries.allSegments());
  return (
    <div className="inline-fields">
      <DateTimeInput
        label={t('engagement.fields.startsAt')}
        value={draft.startsAt}
        onChange={(v) => setDraft({ ...draft, startsAt: v })}
      />
      <DateTimeInput
        label={t('engagement.fields.endsAt')}
        value={draft.endsAt}
        onChange={(v) => setDraft({ ...draft, endsAt: v })}
      />
      <label className="field">
        <span>{t('engagement.fields.segmentId')}</span>
        <select
          value={draft.segmentId ?? ''}
          onChange={(e) =>
            setDraft({ ...draft, segmentId: e.target.value ? Number(e.target.value) : null })
          }
        >
          <option value="">{t('engagement.promotions.everyone')}</option>
          {segments.data?.rows.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function PromotionForm({
  draft,
  setDraft,
}: {
  draft: PromotionBody;
  setDraft(next: PromotionBody): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextFields draft={draft} setDraft={setDraft} />
      <RewardFields draft={draft} setDraft={setDraft} />
      <ScheduleFields draft={draft} setDraft={setDraft} />
      <p className="muted small">{t('engagement.promotions.hint')}</p>
    </>
  );
}

type Row = { kind: string; liveVersion: number | null; pendingVersion: number | null };

export function PromotionsPage() {
  const { t } = useTranslation();
  const canWrite = useCan('engagement.write');
  const [params] = useSearchParams();
  const linked = params.get('code');
  const [open, setOpen] = useState<{ code: string; isNew: boolean } | null>(
    linked && PROMOTION_CODE.test(linked) ? { code: linked, isNew: false } : null,
  );
  const list = useQuery(engagementQueries.configs());
  const rows = list.data?.rows.filter((r) => r.kind.startsWith('promotion:'));
  return (
    <>
      <DataTable
        caption={t('engagement.tabs.promotions')}
        columns={promotionColumns(t, (code) => setOpen({ code, isNew: false }))}
        rows={rows}
        rowKey={(r) => r.kind}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        empty={t('engagement.promotions.empty')}
        filters={
          canWrite ? (
            <NewCode
              taken={(code) => rows?.some((r) => r.kind === `promotion:${code}`) ?? false}
              onCreate={(code) => setOpen({ code, isNew: true })}
            />
          ) : undefined
        }
      />
      {open && (
        <section className="engage-sub" aria-label={open.code}>
          <h2>{t('engagement.promotions.editing', { code: open.code })}</h2>
          <ConfigEditor<PromotionBody>
            key={open.code}
            kind={`promotion:${open.code}`}
            schema={promotionBody}
            blank={BLANK}
            form={(draft, setDraft) => <PromotionForm draft={draft} setDraft={setDraft} />}
          />
        </section>
      )}
    </>
  );
}

function promotionColumns(t: TFunction, onOpen: (code: string) => void): Column<Row>[] {
  return [
    {
      key: 'code',
      header: t('engagement.promotions.code'),
      render: (r) => <code>{r.kind.slice(10)}</code>,
    },
    {
      key: 'live',
      header: t('engagement.liveCol'),
      render: (r) => (r.liveVersion ? `v${r.liveVersion}` : t('engagement.baseline')),
    },
    {
      key: 'pending',
      header: t('engagement.pendingCol'),
      render: (r) =>
        r.pendingVersion ? (
          <StatusBadge status="pending" label={`v${r.pendingVersion}`} />
        ) : (
          <span className="muted">—</span>
        ),
    },
    {
      key: 'open',
      header: '',
      render: (r) => (
        <button type="button" className="btn btn-small" onClick={() => onOpen(r.kind.slice(10))}>
          {t('engagement.open')}
        </button>
      ),
    },
  ];
}

/** A new promotion's code: lower case, not one already in the list. */
function NewCode(props: { taken(code: string): boolean; onCreate(code: string): void }) {
  const { t } = useTranslation();
  const [newCode, setNewCode] = useState('');
  const codeOk = PROMOTION_CODE.test(newCode) && !props.taken(newCode);
  return (
    <form
      className="filter-row"
      onSubmit={(e) => {
        e.preventDefault();
        if (codeOk) props.onCreate(newCode);
      }}
    >
      <label className="field field-inline">
        <span>{t('engagement.promotions.newCode')}</span>
        <input
          value={newCode}
          placeholder="kis-bonusu"
          aria-invalid={newCode !== '' && !codeOk}
          onChange={(e) => setNewCode(e.target.value.toLowerCase())}
        />
      </label>
      <button type="submit" className="btn" disabled={!codeOk}>
        {t('engagement.promotions.create')}
      </button>
    </form>
  );
}
