import { PageHero } from '../../components/blocks/page-hero';
import { FileText } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { EmailCapture } from '../../forms/subscribe/email-capture';
import { cx } from '../../components/ui/cx';
import { SearchForm } from '../../components/ui/search-form';
import { Tabs } from '../../components/ui/tabs';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import cardShapes from '../../styles/cards.module.css';
import lists from '../../styles/lists.module.css';
import { resourcesContent, type ResourceCategory } from './content';
import { filterResources } from './filter-resources';
import styles from './resources-page.module.css';

const { hero, search, tabs, cards } = resourcesContent;

export function ResourcesPage() {
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<string>('all');
  const searchId = useId();

  // The list follows the search box as the visitor types; the Search button is there for those
  // who expect one (and for Enter), see docs/decisions/141-resources-search-and-filters.md.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <>
      <PageHero heading={hero.heading} lead={hero.intro} align="center">
        <SearchForm
          id={searchId}
          label={search.label}
          name="q"
          placeholder={search.placeholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          buttonLabel={search.buttonLabel}
          className={styles.search}
          onSubmit={onSubmit}
        />
      </PageHero>

      <section className="section" aria-label={cards.label}>
        <div className="container">
          <Tabs
            label={tabs.label}
            value={tab}
            onValueChange={setTab}
            className={styles.tabs}
            items={tabs.items.map((item) => ({
              id: item.id,
              label: item.label,
              content: <ResourceResults category={item.category} query={query} />,
            }))}
          />
        </div>
      </section>

      <div className={`container ${styles.cta}`}>
        <EmailCapture heading={resourcesContent.cta.heading} paragraph={resourcesContent.cta.paragraph} />
      </div>
    </>
  );
}

function ResourceResults({ category, query }: { category: ResourceCategory | null; query: string }) {
  const shown = filterResources(cards.items, category, query);
  return (
    <>
      <p className={styles.count} role="status">
        {resourcesContent.resultCount(shown.length, cards.items.length)}
      </p>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{resourcesContent.emptyText}</p>
          <p className={styles.emptyHint}>{resourcesContent.emptyHint}</p>
        </div>
      ) : (
        <ul className={cx(lists.columns, styles.grid)}>
          {shown.map((card) => (
            <li key={card.id} className={cx(cardShapes.panel, styles.card)}>
              <FileText aria-hidden="true" className={styles.cardIcon} />
              <p className={styles.category}>{card.category}</p>
              <h2 className={styles.cardTitle}>{card.title}</h2>
              <p className={styles.summary}>{card.summary}</p>
              <a className={`button button-secondary ${styles.download}`} href={card.href} download={card.fileName}>
                {card.downloadLabel}
                <VisuallyHidden>{card.downloadContext}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
