import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';
import type { ListState } from './list-state';

type Row = { id: number; name: string };
const columns: Column<Row>[] = [
  { key: 'name', label: 'Name', sortable: true, rowHeader: true, render: (row) => row.name },
  { key: 'id', label: 'Id', render: (row) => row.id },
];
const state: ListState = { pageNo: 2, sort: 'name', order: 'asc', q: '', filters: {} };

function table(onChange = vi.fn(), overrides: Partial<ListState> = {}) {
  render(
    <DataTable
      caption="People"
      columns={columns}
      rows={[{ id: 1, name: 'Ama' }]}

      total={60}
      pageSize={25}
      state={{ ...state, ...overrides }}
      onChange={onChange}
      loading={false}
      searchLabel="Search people"
    />,
  );
  return onChange;
}

describe('DataTable', () => {
  it('says the sort order with aria-sort, only on sortable columns', () => {
    table();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Id' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('rowheader', { name: 'Ama' })).toBeInTheDocument();
  });

  it('sorts by a column, the other way when it is the sort already, from the first page', async () => {
    const onChange = table();
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onChange).toHaveBeenCalledWith({ sort: 'name', order: 'desc', pageNo: 1 });
  });

  it('searches from the first page, and pages', async () => {
    const onChange = table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), ' ama {Enter}');
    expect(onChange).toHaveBeenCalledWith({ q: 'ama', pageNo: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 26–50 of 60.');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith({ pageNo: 3 });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('has no next page on the last', () => {
    table(vi.fn(), { pageNo: 3 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });
});
