import { ArrowDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { careersHeroImage } from '../../assets/images';
import styles from './careers-page.module.css';
import { PageHero } from '../../components/blocks/page-hero';
import { Accordion } from '../../components/ui/accordion';
import { textItem } from '../../components/ui/accordion-text';
import { island } from '../../hydration/island';
import lists from '../../styles/lists.module.css';
import { careersContent } from './content';
import { mailtoHref } from '../../contracts/email';

const { hero, whyWork, closing } = careersContent;

// The open positions come in a chunk of their own, with their filters, search and cards: their list
// is fetched once the page runs anyway.
const OpenPositions = island(() => import('./open-positions').then((module) => module.OpenPositions));

/** /careers (spec section 2): hero, 'Why work with', open positions, and 'Can't find a role here?'. */
export function CareersPage() {
  return (
    <>
      <PageHero heading={hero.heading} lead={hero.paragraph} image={careersHeroImage}>
        <Link to={{ hash: hero.exploreLink.href }} className="button">
          {hero.exploreLink.label}
          <ArrowDown aria-hidden="true" className={styles.buttonIcon} />
        </Link>
      </PageHero>

      <section className="section" aria-labelledby="why-work-heading">
        <div className={`container ${styles.whyWork}`}>
          <h2 id="why-work-heading" className={`section-heading ${styles.spacedHeading}`}>
            {whyWork.heading}
          </h2>
          <Accordion
            mode="multiple"
            headingLevel={3}
            defaultValue={[...whyWork.defaultOpen]}
            items={whyWork.sections.map((section) => textItem(section, lists.bullets))}
          />
        </div>
      </section>

      <OpenPositions />

      <section className="section" aria-labelledby="closing-heading">
        <div className="container">
          <h2 id="closing-heading" className={`section-heading ${styles.spacedHeading}`}>
            {closing.heading}
          </h2>
          <p className={styles.intro}>{closing.intro}</p>
          <ul className={styles.traits}>
            {closing.traits.map((trait, index) => (
              <li key={trait.id} className={styles.trait}>
                <span className={styles.traitNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.traitTitle}>{trait.title}</h3>
                <p className={styles.traitText}>{trait.description}</p>
              </li>
            ))}
          </ul>
          <div className={styles.invitation}>
            <p className={styles.invitationText}>{closing.invitation.text}</p>
            <Link to={closing.invitation.link.to} className="button">
              {closing.invitation.link.label}
            </Link>
            <p className={styles.mail}>
              {closing.invitation.mail.before}
              <a href={mailtoHref(closing.invitation.mail.email)}>{closing.invitation.mail.email}</a>
              {closing.invitation.mail.after}
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
