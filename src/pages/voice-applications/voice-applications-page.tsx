import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { voiceHeroImage } from '../../assets/services-images';
import { EmailCapture } from '../../forms/subscribe/email-capture';
import { FeatureCards } from '../../components/blocks/feature-cards';
import { PageHero } from '../../components/blocks/page-hero';
import { voiceBenefitIcons } from '../../components/blocks/service-icons';
import shared from '../../components/blocks/service-page.module.css';
import { voiceApplicationsContent } from './content';
import styles from './voice-applications-page.module.css';

/** Voice applications (/pns/services/voice-applications). */
export function VoiceApplicationsPage() {
  const { hero, benefits, getStarted } = voiceApplicationsContent;
  const [heroLead, ...heroMore] = hero.paragraphs;
  const cards = benefits.items.map((benefit) => ({ ...benefit, Icon: voiceBenefitIcons[benefit.id] }));
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} lead={heroLead} paragraphs={heroMore} image={voiceHeroImage} />
      <FeatureCards headingId="voice-benefits" heading={benefits.heading} cards={cards} columns="three" />

      <section className={`container section ${styles.getStarted}`} aria-labelledby="voice-get-started">
        <h2 id="voice-get-started" className={`section-heading ${shared.blockHeading}`}>
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
