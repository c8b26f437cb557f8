import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import fieldStyles from '../../components/form/field.module.css';
import { Spinner } from '../../components/ui/spinner';
import { staffContent } from '../content';
import type { ListState } from './list-state';
import { TableBox } from './table-box';
import styles from './data-table.module.css';

const copy = staffContent.table;

export type Column<Row> = {
  key: string;
  label: string;
  /** Sortable by the server (the column is one of the call's sort keys). */
  sortable?: boolean;
  render: (row: Row) => ReactNode;
  /** The row's header cell (the cell that names the row: a title, a name). */
  rowHeader?: boolean;
};

/** A select that filters the list by one of its call's filters. */
export type ListSelect = { name: string; label: string; options: readonly { value: string; label: string }[] };

type Props<Row extends { id: string | number }> = {
  /** The table's caption (its accessible name). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  total: number;
  pageSize: number;
  state: ListState;
  onChange: (next: Partial<ListState>) => void;
  loading: boolean;
  error?: string | null;
  searchLabel: string;
  /** The selects that filter the list, shown beside the search box. */
  selects?: readonly ListSelect[];
  /** Any other filter (a date), after them. */
  filters?: ReactNode;
};

const ariaSort = (state: ListState, key: string) => (state.sort !== key ? 'none' : state.order === 'asc' ? 'ascending' : 'descending');

/**
 * The staff area's one table: a search box, the list's filters, a table whose sortable columns are
 * buttons in their headers (aria-sort says the current order: the APG sortable table), a summary
 * announced as a status, and pages. The server sorts, searches and pages (the state is in the address).
 */
export function DataTable<Row extends { id: string | number }>({
  caption,
  columns,
  rows,
  total,
  pageSize,
  state,
  onChange,
  loading,
  error,
  searchLabel,
  selects = [],
  filters,
}: Props<Row>) {
  const searchId = useId();
  const [typed, setTyped] = useState(state.q);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (state.pageNo - 1) * pageSize + 1;
  const to = Math.min(total, state.pageNo * pageSize);

  const sortBy = (key: string) => onChange({ sort: key, order: state.sort === key && state.order === 'desc' ? 'asc' : 'desc', pageNo: 1 });

  return (
    <div className={styles.list}>
      <div className={styles.tools}>
        <form
          role="search"
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ q: typed.trim(), pageNo: 1 });
          }}
        >
          <label htmlFor={searchId} className={fieldStyles.label}>
            {searchLabel}
          </label>
          <div className={styles.searchRow}>
            <input
              id={searchId}
              type="search"
              className={fieldStyles.input}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className="button">
              {copy.searchButton}
            </button>
          </div>
        </form>
        {selects.map((select) => (
          <ListFilter
            key={select.name}
            label={select.label}
            value={state.filters[select.name] ?? ''}
            options={select.options}
            onChange={(value) => onChange({ filters: { [select.name]: value }, pageNo: 1 })}
          />
        ))}
        {filters}
      </div>
      <p role="status" className={styles.summary}>
        {loading && !rows ? <Spinner label={staffContent.loading} /> : error ? null : copy.summary(from, to, total)}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <TableBox
        caption={caption}
        columns={columns}
        rows={rows}
        busy={loading}
        headerSort={(column) => (column.sortable ? ariaSort(state, column.key) : undefined)}
        header={(column) =>
          column.sortable ? (
            <button type="button" className={styles.sort} onClick={() => sortBy(column.key)}>
              {column.label}
              <SortIcon state={state} column={column.key} />
            </button>
          ) : (
            column.label
          )
        }
      />
      {rows && rows.length === 0 && !error && <p className={styles.empty}>{copy.empty}</p>}
      {pages > 1 && (
        <nav aria-label={`${caption}: ${copy.pages}`} className={styles.pages}>
          <button
            type="button"
            className="button button-secondary"
            disabled={state.pageNo <= 1}
            onClick={() => onChange({ pageNo: state.pageNo - 1 })}
          >
            {copy.previous}
          </button>
          <span>{copy.pageOf(state.pageNo, pages)}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={state.pageNo >= pages}
            onClick={() => onChange({ pageNo: state.pageNo + 1 })}
          >
            {copy.next}
          </button>
        </nav>
      )}
    </div>
  );
}

function SortIcon({ state, column }: { state: ListState; column: string }) {
  const Icon = state.sort !== column ? ArrowUpDown : state.order === 'asc' ? ArrowUp : ArrowDown;
  return <Icon aria-hidden="true" className={styles.icon} />;
}

/** A select filter of a list (status, job, type), labelled, with "All" first. */
function ListFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select id={id} className={fieldStyles.input} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{copy.all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
