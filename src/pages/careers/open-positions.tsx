import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId } from 'react';
import { callApi } from '../../api/client';
import { api } from '../../contracts/calls';
import { behaviour } from '../../styles/behaviour';
import { Img } from '../../components/ui/img';
import { island } from '../../hydration/island';
import { Spinner } from '../../components/ui/spinner';
import { emptyStateImage } from '../../assets/images';
import { SearchField } from '../../components/ui/search-field';
import { jobCategories } from '../../content/jobs';
import { careersContent } from './content';
import { JobCard } from '../../components/blocks/job-card';
import { filterJobs, typesFor } from './job-filters';
import styles from './open-positions.module.css';
import { useJobFilters } from './use-job-filters';

const copy = careersContent.openPositions;

// Radix's menu is the heaviest part of the page: an island (docs/decisions/102-careers-js-budget.md).
const FilterDropdown = island(() => import('../../components/ui/filter-dropdown').then((module) => module.FilterDropdown));
const allValue = '';

/** 'Open Positions': filters, then the job cards, a spinner while loading, or the empty state. */
export function OpenPositions() {
  const id = useId();
  const [filters, setFilters] = useJobFilters();
  const jobs = useQuery({
    queryKey: ['job-vacancy', 'available'],
    // The answer's contract (zod) is loaded with the call, not with the page.
    queryFn: async () => {
      const [answer, { parseJobList }] = await Promise.all([
        callApi(api.getAvailableJobs, { query: { pageNo: behaviour.jobList.pageNo, pageSize: behaviour.jobList.pageSize } }),
        import('./job-list'),
      ]);
      return parseJobList(answer);
    },
    retry: false,
  });
  // The cards are rendered in a transition once the list has arrived, so that React can yield to the
  // browser between them rather than block a phone's main thread for the whole list (issue 24).
  const jobList = useDeferredValue(jobs.data);
  const shown = jobList ? filterJobs(jobList, filters) : [];
  const loading = jobs.isPending || (jobs.isSuccess && !jobList);

  const categoryOptions = [
    { value: allValue, label: copy.category.allOption },
    ...jobCategories.map((category) => ({ value: category.id, label: category.name })),
  ];
  const typeOptions = [
    { value: allValue, label: copy.type.allOption },
    ...typesFor(filters.category).map((type) => ({ value: type, label: type })),
  ];

  return (
    <section id={copy.anchorId} className={styles.section} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <p className="eyebrow">{copy.eyebrow}</p>
        <h2 id={`${id}-heading`} className={`section-heading ${styles.heading}`}>
          {copy.heading}
        </h2>

        <div className={styles.filters}>
          <FilterDropdown
            label={copy.category.label}
            display={filters.category?.name ?? copy.category.allOption}
            options={categoryOptions}
            value={filters.category?.id ?? allValue}
            onChange={(value) => setFilters({ ...filters, category: jobCategories.find((item) => item.id === value) ?? null, type: null })}
          />
          <FilterDropdown
            label={copy.type.label}
            display={filters.type ?? copy.type.placeholder}
            options={typeOptions}
            value={filters.type ?? allValue}
            onChange={(value) => setFilters({ ...filters, type: value || null })}
          />
          <SearchField
            id={`${id}-search`}
            label={copy.search.label}
            className={styles.search}
            placeholder={copy.search.placeholder}
            value={filters.search}
            onChange={(event) => setFilters({ ...filters, search: event.target.value })}
            aria-controls={`${id}-results`}
          />
        </div>

        <div id={`${id}-results`} className={styles.results}>
          {loading ? (
            <div className={styles.loading}>
              <Spinner label={copy.loadingLabel} />
            </div>
          ) : shown.length > 0 ? (
            <>
              <p className={styles.count} aria-live="polite">
                {copy.resultsCount(shown.length)}
              </p>
              <ul className={styles.list}>
                {shown.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <div className={styles.empty}>
              <Img image={emptyStateImage} alt="" className={styles.emptyImage} />
              <p className={styles.emptyText} role="status">
                {copy.emptyText}
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
