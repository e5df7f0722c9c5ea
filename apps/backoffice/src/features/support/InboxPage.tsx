// The inbox: conversations on the left (waiting ones first, the longest wait on top), with
// filters in the address; the chosen conversation in the middle and the player's 360 beside.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  INBOX_STATES,
  SUPPORT_LANGS,
  type ConversationRow,
} from '@talih/contracts/backoffice/support.ts';
import { formatAge } from '../../lib/format.ts';
import {
  INBOX_PAGE_SIZE,
  supportQueries,
  type InboxFilter,
  type InboxState,
  type SupportLang,
} from './api.ts';
import { ConversationPane } from './ConversationPane.tsx';
import { PlayerSide } from './PlayerSide.tsx';

function useAgeUnits() {
  const { t } = useTranslation();
  return { d: t('approvals.units.d'), h: t('approvals.units.h'), m: t('approvals.units.m') };
}

export function InboxPage() {
  const { t } = useTranslation();
  const userId = Number(useParams().userId) || null;
  const [params, setParams] = useSearchParams();
  const state = (INBOX_STATES as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as InboxState)
    : 'open';
  const assignee = params.get('assignee') ?? '';
  const lang = (SUPPORT_LANGS as readonly string[]).includes(params.get('lang') ?? '')
    ? (params.get('lang') as SupportLang)
    : undefined;
  const page = Number(params.get('page') ?? 1) || 1;
  const filter: InboxFilter = { state, assignee, lang, page };
  const list = useQuery(supportQueries.inbox(filter));
  const set = (next: Record<string, string>) =>
    setParams({ state, assignee, lang: lang ?? '', page: '1', ...next });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / INBOX_PAGE_SIZE));
  const query = params.toString();

  return (
    <div className="inbox">
      <aside className="inbox-list panel" aria-label={t('support.tabs.inbox')}>
        <InboxFilters filter={filter} onChange={set} />
        <ConversationList
          rows={list.data?.rows}
          loading={list.isPending}
          error={list.isError ? list.error.message || t('common.loadFailed') : null}
          onRetry={() => void list.refetch()}
          selected={userId}
          query={query}
          now={list.dataUpdatedAt}
        />
        <Pager
          page={page}
          pages={pages}
          onPage={(p) => setParams({ ...Object.fromEntries(params), page: String(p) })}
        />
      </aside>
      {userId ? (
        <>
          <ConversationPane key={userId} userId={userId} />
          <PlayerSide userId={userId} />
        </>
      ) : (
        <div className="inbox-empty panel">
          <p className="muted">{t('support.pick')}</p>
        </div>
      )}
    </div>
  );
}

function ConversationList(props: {
  rows: ConversationRow[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry(): void;
  selected: number | null;
  query: string;
  /** When the list was loaded: waits are counted to then (it reloads every 15 s). */
  now: number;
}) {
  const { t } = useTranslation();
  const units = useAgeUnits();
  if (props.error) {
    return (
      <div className="state state-error" role="alert">
        <p>{props.error}</p>
        <button type="button" className="btn" onClick={props.onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (props.loading || !props.rows) {
    return (
      <ul className="conv-list" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="conv-skeleton">
            <span className="skeleton" />
          </li>
        ))}
      </ul>
    );
  }
  if (props.rows.length === 0) return <p className="muted state">{t('support.emptyInbox')}</p>;
  return (
    <ul className="conv-list">
      {props.rows.map((r) => (
        <li key={r.userId}>
          <Link
            to={`/support/inbox/${r.userId}${props.query ? `?${props.query}` : ''}`}
            className={`conv-item${props.selected === r.userId ? ' is-selected' : ''}`}
            aria-current={props.selected === r.userId ? 'page' : undefined}
          >
            <span className="conv-top">
              <strong>{r.nickname}</strong>
              <span className="muted small num">#{r.userId}</span>
              {r.state === 'closed' ? (
                <span className="badge badge-muted">{t('support.states.closed')}</span>
              ) : r.waitingSince !== null ? (
                <span className="badge badge-warn">
                  {t('support.waitingFor', { time: formatAge(props.now - r.waitingSince, units) })}
                </span>
              ) : (
                <span className="badge badge-ok">{t('support.answered')}</span>
              )}
            </span>
            <span className="conv-preview">{r.lastPreview}</span>
            <span className="conv-meta muted small">
              {t(`support.langs.${r.lang}`, r.lang)} · {r.assignee ?? t('support.unassigned')} ·{' '}
              {t('support.messages', { count: r.messageCount })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function InboxFilters(props: {
  filter: InboxFilter;
  onChange(next: Record<string, string>): void;
}) {
  const { t } = useTranslation();
  const { filter } = props;
  return (
    <div className="inbox-filters">
      <label className="field">
        <span>{t('support.filters.state')}</span>
        <select value={filter.state} onChange={(e) => props.onChange({ state: e.target.value })}>
          {INBOX_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`support.states.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('support.filters.assignee')}</span>
        <select
          value={filter.assignee}
          onChange={(e) => props.onChange({ assignee: e.target.value })}
        >
          <option value="">{t('support.filters.anyone')}</option>
          <option value="me">{t('support.filters.me')}</option>
          <option value="none">{t('support.filters.none')}</option>
        </select>
      </label>
      <label className="field">
        <span>{t('support.filters.lang')}</span>
        <select
          value={filter.lang ?? ''}
          onChange={(e) => props.onChange({ lang: e.target.value })}
        >
          <option value="">{t('support.filters.allLangs')}</option>
          {SUPPORT_LANGS.map((l) => (
            <option key={l} value={l}>
              {t(`support.langs.${l}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function Pager(props: { page: number; pages: number; onPage(page: number): void }) {
  const { page, pages } = props;
  if (pages <= 1) return null;
  return (
    <div className="pager">
      <button
        type="button"
        className="btn btn-small"
        disabled={page <= 1}
        onClick={() => props.onPage(page - 1)}
      >
        ‹
      </button>
      <span className="num">
        {page} / {pages}
      </span>
      <button
        type="button"
        className="btn btn-small"
        disabled={page >= pages}
        onClick={() => props.onPage(page + 1)}
      >
        ›
      </button>
    </div>
  );
}
