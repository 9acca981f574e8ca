// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useListPage } from '../lib/use-list-page';
import { AdminList } from './admin-list';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

interface Row {
  id: string;
  name: string;
}
type Result = { isError: boolean; data?: { items: Row[]; total: number; pageSize: number } };

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `r${i}`, name: `Row ${i + 1}` }));

function Rows({ result, remove = async () => null }: { result: Result; remove?: (row: Row) => Promise<unknown> }) {
  const list = useListPage<Row>({ remove, pending: false, success: 'Row deleted', failure: 'Failed to delete row' });
  return (
    <AdminList
      list={list}
      result={result}
      failed="The rows could not be loaded."
      above={(data) => <p>{data.total} rows in all</p>}
      search={{ label: 'Search rows', placeholder: 'Name…' }}
      add={null}
      empty={{ none: 'No rows yet.', noMatch: 'No rows match your search.' }}
      deletion={{ title: 'Delete row', message: (row) => `Delete ${row.name} for good?` }}
    >
      {(items) => (
        <ul>
          {items.map((row) => (
            <li key={row.id}>
              {row.name}
              <button type="button" onClick={() => list.deletion.ask(row)}>
                Delete {row.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </AdminList>
  );
}

describe('AdminList, the staff list page', () => {
  afterEach(cleanup);

  it('says it is loading, then what failed, and nothing else', () => {
    const { rerender } = render(<Rows result={{ isError: false }} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    rerender(<Rows result={{ isError: true }} />);
    expect(screen.getByText('The rows could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the figures, the named search box, the page of records and paging only when there is more', () => {
    const { rerender } = render(<Rows result={{ isError: false, data: { items: rows(3), total: 3, pageSize: 20 } }} />);
    expect(screen.getByText('3 rows in all')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search rows' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Row 1Delete Row 1',
      'Row 2Delete Row 2',
      'Row 3Delete Row 3',
    ]);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<Rows result={{ isError: false, data: { items: rows(20), total: 45, pageSize: 20 } }} />);
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it('says there is nothing yet, or that a search finds nothing', () => {
    render(<Rows result={{ isError: false, data: { items: [], total: 0, pageSize: 20 } }} />);
    expect(screen.getByText('No rows yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search rows' }), { target: { value: 'Ali' } });
    expect(screen.getByText('No rows match your search.')).toBeTruthy();
    expect(screen.queryByText('No rows yet.')).toBeNull();
  });

  it('asks before deleting, naming the record, and deletes only that one once confirmed', async () => {
    const remove = vi.fn(async () => null);
    render(<Rows result={{ isError: false, data: { items: rows(2), total: 2, pageSize: 20 } }} remove={remove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Row 2' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete Row 2 for good?');
    expect(remove).not.toHaveBeenCalled();
    const confirm = [...dialog.querySelectorAll('button')].find((button) => /delete/i.test(button.textContent ?? ''));
    await act(async () => {
      confirm?.click();
    });
    expect(remove).toHaveBeenCalledOnce();
    expect(remove).toHaveBeenCalledWith({ id: 'r1', name: 'Row 2' });
  });
});
