// The one queue page staff work through (deposits, withdrawals, provider orders, risk alerts,
// signs of harm, AML cases): a status filter first, the page's other filters beside it, the
// table with server-side paging and its four states, and the decide dialog asking for the
// reason the audit log keeps. The filter and the page live in the address, so a queue can be
// linked to and the back button returns to the same rows.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/labels.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DataTable, type Column } from './DataTable.tsx';

/** What a queue's list call answers: a page of rows and how many rows there are in all. */
export interface QueueRows<T> {
  rows: T[];
  total: number;
}

/** The part of a query result a queue reads (TanStack Query's result has it). */
export interface QueueList<T> {
  data: QueueRows<T> | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

export interface StatusFilterProps<S extends string> {
  label: string;
  value: S;
  statuses: readonly S[];
  labelOf: (status: S) => string;
  onChange: (status: S) => void;
}

/** A queue's status filter: one option per status, each named by `labelOf`. */
export function StatusFilter<S extends string>(props: StatusFilterProps<S>) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.target.value as S)}>
        {props.statuses.map((s) => (
          <option key={s} value={s}>
            {props.labelOf(s)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A queue's filter and page, kept in the address: `status` (one of `statuses`, else
 * `fallback`), the named `extra` filters ('' when absent) and the page. Changing a filter goes
 * back to page 1.
 */
export function useQueueParams<S extends string, K extends string = never>(
  statuses: readonly S[],
  fallback: S,
  extra: readonly K[] = [],
  key = 'status',
) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(key) ?? '';
  const status = (statuses as readonly string[]).includes(asked) ? (asked as S) : fallback;
  const filters = Object.fromEntries(extra.map((k) => [k, params.get(k) ?? ''])) as Record<
    K,
    string
  >;
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? 1)) || 1);
  const current = { [key]: status, ...filters } as Record<string, string>;
  return {
    status,
    filters,
    page,
    set: (next: Partial<Record<K | 'status', string>>) => {
      const { status: nextStatus, ...rest } = next;
      setParams({
        ...current,
        ...(nextStatus === undefined ? {} : { [key]: nextStatus }),
        ...(rest as Record<string, string>),
        page: '1',
      });
    },
    setPage: (p: number) => setParams({ ...current, page: String(p) }),
  };
}

export interface QueuePageProps<T, S extends string> {
  caption: string;
  status: StatusFilterProps<S>;
  /** The page's other filters, drawn after the status filter. */
  filters?: ReactNode;
  list: QueueList<T>;
  columns: Column<T>[];
  rowKey(row: T): string | number;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  empty: string;
  /** The page's dialogs (the decide dialog). */
  children?: ReactNode;
}

export function QueuePage<T, S extends string>(props: QueuePageProps<T, S>) {
  const { t } = useTranslation();
  const { list } = props;
  return (
    <>
      <DataTable
        caption={props.caption}
        filters={
          <div className="filter-row">
            <StatusFilter {...props.status} />
            {props.filters}
          </div>
        }
        columns={props.columns}
        rows={list.data?.rows}
        rowKey={props.rowKey}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={props.page}
        pageSize={props.pageSize}
        onPage={props.onPage}
        empty={props.empty}
      />
      {props.children}
    </>
  );
}

/** The part of a mutation a decide dialog reads (TanStack Query's result has it). */
export interface Deciding {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset(): void;
}

/**
 * The decide dialog of a queue: open while `row` is set, asks for a reason when the decision
 * needs one, shows the server's refusal, and forgets it when cancelled.
 */
export function DecideDialog<R>(props: {
  row: R | null;
  title: string;
  confirmLabel: string;
  danger?: boolean;
  requireReason?: boolean;
  decision: Deciding;
  onConfirm(row: R, reason: string): void;
  onCancel(): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { row, decision } = props;
  return (
    <ConfirmDialog
      open={row !== null}
      title={props.title}
      confirmLabel={props.confirmLabel}
      danger={props.danger}
      requireReason={props.requireReason}
      busy={decision.isPending}
      error={decision.isError ? errorText(t, decision.error) : null}
      onCancel={() => {
        decision.reset();
        props.onCancel();
      }}
      onConfirm={(reason) => row !== null && props.onConfirm(row, reason)}
    >
      {props.children}
    </ConfirmDialog>
  );
}
