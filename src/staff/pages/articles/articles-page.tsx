import { Link } from 'react-router-dom';
import type { Column } from '../../components/data-table';
import { StaffListPage } from '../../components/staff-list-page';
import { NewRecordLink } from '../../components/staff-page';
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
  return (
    <StaffListPage
      call="listArticles"
      defaultSort="date"
      copy={copy}
      columns={columns}
      selects={[{ name: 'status', label: copy.filters.status, options: copy.statuses }]}
      actions={() => <NewRecordLink to={staffPaths.newArticle} label={copy.newArticle} />}
    />
  );
}
