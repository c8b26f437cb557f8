import { PageHero } from '../../components/blocks/page-hero';
import { techIcons } from '../../assets/tech-stack/tech-icons';
import { cx } from '../../components/ui/cx';
import { Img } from '../../components/ui/img';
import { Tabs } from '../../components/ui/tabs';
import lists from '../../styles/lists.module.css';
import { techStackContent } from './content';
import { useTabStrip } from './use-tab-strip';
import { TabStripArrow } from './tab-strip-arrow';
import styles from './tech-stack-page.module.css';

const { hero, technologies, areas } = techStackContent;

export function TechStackPage() {
  const strip = useTabStrip();

  return (
    <>
      <PageHero heading={hero.heading} lead={hero.intro} align="center">
        <ul className={styles.logos} aria-label={technologies.label}>
          {technologies.items.map((tech) => (
            <li key={tech.id} className={styles.logo}>
              <Img image={techIcons[tech.id]} alt={tech.name} className={styles.logoIcon} minor />
              {/* The name is read from the icon; shown again here for sighted visitors. */}
              <span className={styles.logoName} aria-hidden="true">
                {tech.name}
              </span>
            </li>
          ))}
        </ul>
      </PageHero>

      <section className="section" aria-labelledby="tech-areas-heading">
        <div className="container">
          <h2 id="tech-areas-heading" className={`section-heading ${styles.areasHeading}`}>
            {areas.heading}
          </h2>
          <Tabs
            label={areas.tabListLabel}
            className={styles.tabs}
            listRef={strip.ref}
            listClassName={styles.strip}
            listStart={<TabStripArrow direction="left" label={areas.scrollLeftLabel} state={strip} />}
            listEnd={<TabStripArrow direction="right" label={areas.scrollRightLabel} state={strip} />}
            items={areas.items.map((area) => ({
              id: area.id,
              label: area.area,
              content: (
                <ul className={cx(lists.columns, styles.details)}>
                  {area.details.map((detail) => (
                    <li key={detail.id} className={styles.detail}>
                      <h3 className={styles.detailTitle}>{detail.title}</h3>
                      <p className={styles.detailText}>{detail.description}</p>
                    </li>
                  ))}
                </ul>
              ),
            }))}
          />
        </div>
      </section>
    </>
  );
}
