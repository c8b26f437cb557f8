import type { ReactNode } from 'react';
import type { Column } from './data-table';
import styles from './data-table.module.css';
import { TableBox } from './table-box';

/**
 * A short list shown whole (the newsletter's issues: a few dozen at most), in the staff table's look:
 * no search, sort or pages.
 */
export function PlainTable<Row extends { id: number }>({
  caption,
  columns,
  rows,
  empty,
}: {
  caption: string;
  columns: readonly Omit<Column<Row>, 'sortable'>[];
  rows: readonly Row[];
  empty: ReactNode;
}) {
  return (
    <>
      <TableBox caption={caption} columns={columns} rows={rows} />
      {rows.length === 0 && <p className={styles.empty}>{empty}</p>}
    </>
  );
}
