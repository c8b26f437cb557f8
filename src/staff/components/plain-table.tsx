import type { ReactNode } from 'react';
import type { Column } from './data-table';
import styles from './data-table.module.css';

/**
 * A short list shown whole (the newsletter's issues: a few dozen at most), in the staff table's look:
 * no search, sort or pages, but the same caption, header cells and scroll box as the DataTable.
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
      {/* A wide table scrolls in its own box, which keyboard users reach with Tab (as in the DataTable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row">
                      {column.render(row)}
                    </th>
                  ) : (
                    <td key={column.key}>{column.render(row)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && <p className={styles.empty}>{empty}</p>}
    </>
  );
}
