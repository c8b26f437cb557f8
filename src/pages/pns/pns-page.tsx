import { PageHero } from '../../components/blocks/page-hero';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { productTourVideoAsset } from '../../assets/services-images';
import { EmailCapture } from '../../forms/subscribe/email-capture';
import { cx } from '../../components/ui/cx';
import { ExternalLink } from '../../components/ui/external-link';
import cardShapes from '../../styles/cards.module.css';
import { pnsContent } from './content';
import { FloatingWords } from './floating-words';
import { ProductVideo } from './product-video';
import styles from './pns-page.module.css';

const serviceLink = cx(cardShapes.coverLink, styles.serviceLink);

/** Products and services (/pns): hero, intro with figures, the four core services, the HR product, call to action. */
export function PnsPage() {
  const { hero, intro, coreServices, product, cta } = pnsContent;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        lead={hero.paragraph}
        aside={<FloatingWords words={hero.floatingWords} pauseLabel={hero.pauseAnimationLabel} playLabel={hero.playAnimationLabel} />}
      />

      <section className={`container section ${styles.intro}`} aria-labelledby="pns-intro">
        <div>
          <h2 id="pns-intro" className="section-heading">
            {intro.heading}
          </h2>
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ul className={styles.stats} aria-label={intro.statsLabel}>
          {intro.stats.map((stat) => (
            <li key={stat.id} className={styles.stat}>
              <span className={styles.statValue}>{stat.value}</span> <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.servicesBand} aria-labelledby="pns-services">
        <div className="container section">
          <h2 id="pns-services" className={`eyebrow ${styles.servicesHeading}`}>
            {coreServices.heading}
          </h2>
          <p className={styles.servicesIntro}>{coreServices.intro}</p>
          <ul className={styles.services}>
            {coreServices.items.map((service) => (
              <li key={service.id} className={cx(cardShapes.panel, styles.service)}>
                <span className={styles.serviceNumber} aria-hidden="true">
                  {service.number}
                </span>
                <h3 className={styles.serviceTitle}>
                  {service.external ? (
                    <ExternalLink href={service.href} className={serviceLink}>
                      <span className="visually-hidden">{service.number} </span>
                      {service.title}
                    </ExternalLink>
                  ) : (
                    <Link to={service.href} className={serviceLink}>
                      <span className="visually-hidden">{service.number} </span>
                      {service.title}
                    </Link>
                  )}
                </h3>
                <p className={styles.serviceText}>{service.description}</p>
                <ArrowUpRight aria-hidden="true" className={styles.serviceArrow} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`container section ${styles.product}`} aria-labelledby="pns-product">
        <div>
          <h2 id="pns-product" className="section-heading">
            {product.heading}
          </h2>
          <p className={styles.productTagline}>
            <strong>{product.name}</strong>: {product.tagline}
          </p>
          <p>{product.paragraph}</p>
          <h3 className={styles.featuresHeading}>{product.featuresHeading}</h3>
          <ul className={styles.features}>
            {product.features.map((feature) => (
              <li key={feature.id}>
                <strong>{feature.title}</strong>
                <span>{feature.description}</span>
              </li>
            ))}
          </ul>
          <ExternalLink href={product.learnMore.href} className="button">
            {product.learnMore.label}
            <ArrowUpRight aria-hidden="true" />
          </ExternalLink>
        </div>
        <ProductVideo
          video={productTourVideoAsset}
          caption={product.video.caption}
          pauseLabel={product.video.pauseLabel}
          playLabel={product.video.playLabel}
        />
      </section>

      <div className="container section">
        <EmailCapture heading={cta.heading} paragraph={cta.paragraph} />
      </div>
    </>
  );
}
