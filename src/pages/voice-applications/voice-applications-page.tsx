import { ArrowRight, Rocket, TrendingUp, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { voiceHeroImage } from '../../assets/services-images';
import { EmailCapture } from '../../components/blocks/email-capture';
import { voiceApplicationsContent } from './content';
import styles from './voice-applications-page.module.css';

const icons = { 'boost-productivity': TrendingUp, 'customer-engagement': Users, 'future-proof-brand': Rocket } as const;

/** Voice applications (/pns/services/voice-applications). */
export function VoiceApplicationsPage() {
  const { hero, benefits, getStarted } = voiceApplicationsContent;
  return (
    <>
      <section className={`container ${styles.hero}`}>
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 className={styles.heading}>{hero.heading}</h1>
          {hero.paragraphs.map((paragraph, index) => (
            <p key={paragraph} className={index === 0 ? styles.lead : undefined}>
              {paragraph}
            </p>
          ))}
        </div>
        <img className={styles.heroImage} src={voiceHeroImage.src} width={voiceHeroImage.width} height={voiceHeroImage.height} alt="" fetchPriority="high" />
      </section>

      <section className={styles.band} aria-labelledby="voice-benefits">
        <div className="container section">
          <h2 id="voice-benefits" className={styles.sectionHeading}>
            {benefits.heading}
          </h2>
          <ul className={styles.cards}>
            {benefits.items.map((benefit) => {
              const Icon = icons[benefit.id];
              return (
                <li key={benefit.id} className={styles.card}>
                  <span className={styles.icon} aria-hidden="true">
                    <Icon />
                  </span>
                  <h3 className={styles.cardTitle}>{benefit.title}</h3>
                  <p className={styles.cardText}>{benefit.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className={`container section ${styles.getStarted}`} aria-labelledby="voice-get-started">
        <h2 id="voice-get-started" className={styles.sectionHeading}>
          {getStarted.heading}
        </h2>
        <p className={styles.getStartedText}>{getStarted.paragraph}</p>
        <Link to={getStarted.link.href} className="button button-secondary">
          {getStarted.link.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </section>

      <div className="container section">
        <EmailCapture />
      </div>
    </>
  );
}
