// The one list component: server-side paging and sorting (the caller owns the query), filters
// above, and the four states every list has: loading (skeleton rows), empty, error with retry,
// and rows. Dense rows, numbers right-aligned.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from './TableScroll.tsx';

export interface Column<T> {
  key: string;
  header: string;
  render(row: T): ReactNode;
  align?: 'left' | 'right';
  sortable?: boolean;
  width?: string;
}

export interface Sort {
  key: string;
  dir: 'asc' | 'desc';
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey(row: T): string | number;
  loading: boolean;
  error?: string | null;
  onRetry?(): void;
  total?: number;
  page?: number;
  pageSize?: number;
  onPage?(page: number): void;
  sort?: Sort;
  onSort?(sort: Sort): void;
  filters?: ReactNode;
  empty?: string;
  caption?: string;
}

const SKELETON_ROWS = 6;

export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { columns, loading } = props;
  const pages =
    props.total !== undefined && props.pageSize
      ? Math.max(1, Math.ceil(props.total / props.pageSize))
      : 1;
  const page = props.page ?? 1;

  function header(col: Column<T>) {
    if (!col.sortable || !props.onSort) return col.header;
    const active = props.sort?.key === col.key;
    const dir = active && props.sort?.dir === 'asc' ? 'desc' : 'asc';
    return (
      <button type="button" className="sort" onClick={() => props.onSort?.({ key: col.key, dir })}>
        {col.header}
        <span aria-hidden="true">{active ? (props.sort?.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    );
  }

  return (
    <div className="table-wrap" aria-busy={loading}>
      {props.filters && <div className="filters">{props.filters}</div>}
      <TableScroll label={props.caption ?? t('common.table')}>
        <table className="table">
          {props.caption && <caption className="sr-only">{props.caption}</caption>}
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  style={c.width ? { width: c.width } : undefined}
                  className={c.align === 'right' ? 'right' : undefined}
                  aria-sort={
                    props.sort?.key === c.key
                      ? props.sort.dir === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {header(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <TableBody {...props} />
          </tbody>
        </table>
      </TableScroll>
      {props.onPage && props.total !== undefined && (
        <Pager page={page} pages={pages} total={props.total} busy={loading} onPage={props.onPage} />
      )}
    </div>
  );
}

/** The four states of a list's body: error with retry, skeleton rows, empty, or the rows. */
function TableBody<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { columns, rows, loading, error } = props;
  if (error) {
    return (
      <tr>
        <td colSpan={columns.length} className="state state-error" role="alert">
          <p>{error || t('common.loadFailed')}</p>
          {props.onRetry && (
            <button type="button" className="btn" onClick={props.onRetry}>
              {t('common.retry')}
            </button>
          )}
        </td>
      </tr>
    );
  }
  if (loading && !rows) {
    return Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <tr key={i} className="skeleton-row" aria-hidden="true">
        {columns.map((c) => (
          <td key={c.key}>
            <span className="skeleton" />
          </td>
        ))}
      </tr>
    ));
  }
  if (!rows || rows.length === 0) {
    return (
      <tr>
        <td colSpan={columns.length} className="state state-empty">
          {props.empty ?? t('common.empty')}
        </td>
      </tr>
    );
  }
  return rows.map((row) => (
    <tr key={props.rowKey(row)}>
      {columns.map((c) => (
        <td key={c.key} className={c.align === 'right' ? 'right' : undefined}>
          {c.render(row)}
        </td>
      ))}
    </tr>
  ));
}

function Pager(props: {
  page: number;
  pages: number;
  total: number;
  busy: boolean;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  const { page, pages } = props;
  return (
    <nav className="pager" aria-label={t('common.pages')}>
      <span className="muted">{t('common.totalRows', { count: props.total })}</span>
      <button
        type="button"
        className="btn btn-small"
        disabled={page <= 1 || props.busy}
        onClick={() => props.onPage(page - 1)}
      >
        {t('common.prev')}
      </button>
      <span className="num">{t('common.pageOf', { page, pages })}</span>
      <button
        type="button"
        className="btn btn-small"
        disabled={page >= pages || props.busy}
        onClick={() => props.onPage(page + 1)}
      >
        {t('common.next')}
      </button>
    </nav>
  );
}
