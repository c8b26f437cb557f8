import type { ReactNode } from 'react';
import type { StaffCallName } from '../../contracts/staff/calls';
import { DataTable, type Column, type ListSelect } from './data-table';
import { useStaffTable, type ListCall, type ListState, type StaffListRow } from './list-state';
import { StaffPage } from './staff-page';

/**
 * A staff list page: its title, what it says first, its actions, and the one table of its list call,
 * whose state (page, sort, search, filters) is in the address. The filters are the selects, and any
 * other (a date) named in `otherFilters` and drawn by `filters`.
 */
export function StaffListPage<Name extends ListCall & StaffCallName>({
  call,
  defaultSort,
  copy,
  columns,
  selects = [],
  otherFilters = [],
  filters,
  actions,
  intro,
}: {
  call: Name;
  defaultSort: string;
  copy: { title: string; caption: string; search: string };
  columns: readonly Column<StaffListRow<Name>>[];
  selects?: readonly ListSelect[];
  otherFilters?: readonly string[];
  filters?: (state: ListState, change: (next: Partial<ListState>) => void) => ReactNode;
  actions?: (state: ListState) => ReactNode;
  intro?: ReactNode;
}) {
  const { state, change, table } = useStaffTable(call, defaultSort, [...selects.map((select) => select.name), ...otherFilters]);
  return (
    <StaffPage title={copy.title} actions={actions?.(state)}>
      {intro}
      <DataTable
        caption={copy.caption}
        // Every list's rows have an id (the table's row key); the call's types say so row by row.
        columns={columns as readonly Column<{ id: number }>[]}
        {...table}
        rows={table.rows as { id: number }[] | undefined}
        searchLabel={copy.search}
        selects={selects}
        filters={filters?.(state, change)}
      />
    </StaffPage>
  );
}
