import { CircleCheck, CircleX, Download } from 'lucide-react';
import { softwareDevelopmentHeroImage } from '../../assets/services-images';
import { EmailCapture } from '../../forms/subscribe/email-capture';
import { QuoteBlock } from '../../components/blocks/quote-block';
import { cx } from '../../components/ui/cx';
import { Img } from '../../components/ui/img';
import { managingDirectorQuote } from '../../content/team';
import rows from '../../styles/rows.module.css';
import { softwareDevelopmentContent } from './content';
import { OfferingsAccordion } from './offerings-accordion';
import styles from './software-development-page.module.css';

/** Software development outsourcing (/pns/services/software-development). */
export function SoftwareDevelopmentPage() {
  const { topBar, intro, partnership, comparison, offerings } = softwareDevelopmentContent;
  const columns = [
    { ...comparison.outsource, id: 'outsource', Icon: CircleCheck, tone: styles.good },
    { ...comparison.inHouse, id: 'in-house', Icon: CircleX, tone: styles.bad },
  ];
  return (
    <>
      <div className={styles.topBar}>
        <div className={cx('container', rows.spread, styles.topBarInner)}>
          <div>
            <p className={`eyebrow ${styles.topBarEyebrow}`}>{topBar.eyebrow}</p>
            <h1 className={styles.title}>{topBar.title}</h1>
          </div>
          <a className="button" href={topBar.brochureHref} download={topBar.brochureFileName}>
            <Download aria-hidden="true" />
            {topBar.brochureLinkLabel}
            <span className={styles.fileNote}>({topBar.brochureFileNote})</span>
          </a>
        </div>
      </div>

      <section className={`container section ${styles.intro}`} aria-labelledby="sd-intro">
        <div>
          <h2 id="sd-intro" className={styles.introHeading}>
            {intro.heading}
          </h2>
          <p className={styles.lead}>{intro.summary}</p>
        </div>
        <Img image={softwareDevelopmentHeroImage} alt="" priority className={styles.heroImage} />
      </section>

      <section className={styles.partnership} aria-labelledby="sd-partnership">
        <div className="container section">
          <h2 id="sd-partnership" className={`section-heading ${styles.narrowHeading}`}>
            {partnership.heading}
          </h2>
          <div className={styles.columns}>
            {partnership.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section className="container section" aria-labelledby="sd-comparison">
        <h2 id="sd-comparison" className={`section-heading ${styles.narrowHeading}`}>
          {comparison.heading}
        </h2>
        <p className={styles.sectionIntro}>{comparison.intro}</p>
        <div className={styles.comparison}>
          {columns.map(({ id, heading, label, items, Icon, tone }) => (
            <section key={id} className={`${styles.column} ${tone}`} aria-labelledby={`sd-${id}`}>
              <h3 id={`sd-${id}`} className={styles.columnHeading}>
                {heading}
              </h3>
              <ul className={styles.points} aria-label={label}>
                {items.map((item) => (
                  <li key={item.id} className={styles.point}>
                    <Icon aria-hidden="true" className={styles.pointIcon} />
                    <span>
                      <strong>{item.title}</strong>
                      <span className={styles.pointText}>{item.description}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>

      <div className="container">
        <QuoteBlock text={managingDirectorQuote.text} author={managingDirectorQuote.author} title={managingDirectorQuote.title} />
      </div>

      <section className="container section" aria-labelledby="sd-offerings">
        <h2 id="sd-offerings" className={`section-heading ${styles.narrowHeading}`}>
          {offerings.heading}
        </h2>
        <p className={styles.sectionIntro}>{offerings.intro}</p>
        <OfferingsAccordion />
      </section>

      <div className="container section">
        <EmailCapture />
      </div>
    </>
  );
}
