import type { ReactNode } from 'react';
import type { Column } from './data-table';
import styles from './data-table.module.css';

/**
 * The staff tables' one markup: a named scroll box, the caption, the header cells (each drawn by
 * `header`, so the DataTable can make its sortable ones buttons) and a row per record, its naming
 * cell a row header. Used by the DataTable (searched, sorted, paged) and the PlainTable (shown whole).
 */
export function TableBox<Row extends { id: string | number }>({
  caption,
  columns,
  rows,
  busy,
  header = (column) => column.label,
  headerSort,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  busy?: boolean;
  header?: (column: Column<Row>) => ReactNode;
  headerSort?: (column: Column<Row>) => 'ascending' | 'descending' | 'none' | undefined;
}) {
  return (
    // A table wider than the screen scrolls in its own box, which keyboard users must reach with Tab to
    // scroll it (WCAG 2.1.1, axe's scrollable-region-focusable): a named region, focusable on purpose,
    // as the rule's own remedy says; the lint rule cannot tell a scroll box from a decoration.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table} aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" aria-sort={headerSort?.(column)}>
                {header(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.map((row) => (
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
  );
}
