import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DataTable, ListFilter, type Column } from '../../components/data-table';
import { useStaffTable } from '../../components/list-state';
import { StaffPage } from '../../components/staff-page';
import { type StaffAnswer } from '../../api/staff-client';
import { staffPaths } from '../../staff-paths';
import { articlesContent as copy, articleStatusLabel } from './content';
import styles from '../pages.module.css';

type Article = StaffAnswer<'listArticles'>['items'][number];

const columns: readonly Column<Article>[] = [
  {
    key: 'title',
    label: copy.columns.title,
    sortable: true,
    rowHeader: true,
    render: (row) => <Link to={staffPaths.article(row.id)}>{row.title}</Link>,
  },
  { key: 'author', label: copy.columns.author, sortable: true, render: (row) => row.author },
  { key: 'date', label: copy.columns.date, sortable: true, render: (row) => row.date },
  {
    key: 'status',
    label: copy.columns.status,
    sortable: true,
    render: (row) => <span className={styles.badge}>{articleStatusLabel(row.status)}</span>,
  },
];

/** The blog's articles, published and drafts. */
export function ArticlesPage() {
  const { state, change, table } = useStaffTable('listArticles', 'date', ['status']);
  return (
    <StaffPage
      title={copy.title}
      actions={
        <Link to={staffPaths.newArticle} className="button">
          <Plus aria-hidden="true" width="1em" height="1em" />
          {copy.newArticle}
        </Link>
      }
    >
      <DataTable
        caption={copy.caption}
        columns={columns}
        {...table}
        rowKey={(row) => row.id}
        searchLabel={copy.search}
        filters={
          <ListFilter
            label={copy.filters.status}
            value={state.filters.status ?? ''}
            options={copy.statuses}
            onChange={(status) => change({ filters: { status }, pageNo: 1 })}
          />
        }
      />
    </StaffPage>
  );
}
