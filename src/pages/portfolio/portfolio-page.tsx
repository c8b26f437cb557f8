import { ArrowRight, ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { portfolioHeroImage } from '../../assets/portfolio-images';
import { EmailCapture } from '../../forms/subscribe/email-capture';
import { QuoteBlock } from '../../components/blocks/quote-block';
import { cx } from '../../components/ui/cx';
import { ExternalLink } from '../../components/ui/external-link';
import { Img } from '../../components/ui/img';
import { managingDirectorQuote } from '../../content/team';
import cardShapes from '../../styles/cards.module.css';
import lists from '../../styles/lists.module.css';
import { portfolioContent } from './content';
import styles from './portfolio-page.module.css';

/** The portfolio gallery (/portfolio): six project cards, the quote and the call to action. */
export function PortfolioPage() {
  const gallery = portfolioContent;
  return (
    <>
      <section className={`container ${styles.header}`}>
        <p className="eyebrow">{gallery.eyebrow}</p>
        <h1 className={styles.heading}>{gallery.heading}</h1>
        <p className={styles.intro}>{gallery.intro}</p>
      </section>

      <section className="container" aria-label={gallery.listLabel}>
        <ul className={cx(lists.columns, styles.grid)}>
          {gallery.cards.map((card, index) => {
            const image = portfolioHeroImage(card.id);
            const Arrow = card.external ? ArrowUpRight : ArrowRight;
            const title = (
              <>
                {card.title}
                <Arrow aria-hidden="true" className={styles.arrow} />
              </>
            );
            return (
              <li key={card.id} className={cx(cardShapes.highlight, styles.card)} data-card={card.id}>
                <Img image={image} alt="" priority={index < 2} className={styles.image} />
                <div className={styles.body}>
                  <p className={styles.category}>{card.category}</p>
                  <h2 className={styles.title}>
                    {card.external ? (
                      <ExternalLink href={card.href} className={styles.link}>
                        {title}
                      </ExternalLink>
                    ) : (
                      <Link to={card.href} className={styles.link}>
                        {title}
                      </Link>
                    )}
                  </h2>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="container section">
        <QuoteBlock text={managingDirectorQuote.text} author={managingDirectorQuote.author} title={managingDirectorQuote.title} />
      </div>

      <div className="container section">
        <EmailCapture />
      </div>
    </>
  );
}
