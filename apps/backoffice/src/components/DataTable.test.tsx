import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { DataTable, type Column } from './DataTable.tsx';

interface Row {
  id: number;
  name: string;
}
const columns: Column<Row>[] = [{ key: 'name', header: 'Ad', render: (r) => r.name }];

describe('DataTable', () => {
  beforeAll(() => initI18n('tk'));
  afterEach(cleanup);

  it('shows skeleton rows while loading, then the empty state', () => {
    const { rerender, container } = render(
      <DataTable columns={columns} rows={undefined} rowKey={(r) => r.id} loading />,
    );
    expect(container.querySelectorAll('.skeleton-row').length).toBe(6);
    rerender(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} loading={false} />);
    expect(screen.getByText('Kayıt yok.')).toBeTruthy();
  });

  it('shows the error with a retry button that calls back', () => {
    const retry = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={undefined}
        rowKey={(r) => r.id}
        loading={false}
        error="Bağlantı yok"
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Bağlantı yok');
    fireEvent.click(screen.getByText('Yeniden dene'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('pages', () => {
    const onPage = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={[{ id: 1, name: 'a' }]}
        rowKey={(r) => r.id}
        loading={false}
        total={120}
        page={1}
        pageSize={50}
        onPage={onPage}
      />,
    );
    expect(screen.getByText('Sayfa 1 / 3')).toBeTruthy();
    fireEvent.click(screen.getByText('Sonraki'));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
