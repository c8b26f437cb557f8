import { ChartColumn, Cpu, Layers, Server, SlidersHorizontal, Zap } from 'lucide-react';
import { telecomHeroImage } from '../../assets/services-images';
import { EmailCapture } from '../../components/blocks/email-capture';
import { telecomPlatformServicesContent } from './content';
import styles from './telecom-platform-services-page.module.css';

const icons = {
  'activation-suite': Zap,
  'commodity-servers': Server,
  'extensive-reporting': ChartColumn,
  'modular-design': Layers,
  'modern-technologies': Cpu,
  'configurable-campaigns': SlidersHorizontal,
} as const;

/** Telecom platform services (/pns/services/telecom-platform-services). */
export function TelecomPlatformServicesPage() {
  const { hero, features } = telecomPlatformServicesContent;
  return (
    <>
      <section className={`container ${styles.hero}`}>
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 className={styles.heading}>{hero.heading}</h1>
          <p className={styles.lead}>{hero.intro}</p>
        </div>
        <img className={styles.heroImage} src={telecomHeroImage.src} width={telecomHeroImage.width} height={telecomHeroImage.height} alt="" fetchPriority="high" />
      </section>

      <section className={styles.band} aria-labelledby="telecom-features">
        <div className="container section">
          <h2 id="telecom-features" className={styles.sectionHeading}>
            {features.heading}
          </h2>
          <ul className={styles.cards}>
            {features.items.map((feature, index) => {
              const Icon = icons[feature.id];
              return (
                <li key={feature.id} className={styles.card}>
                  <span className={styles.cardTop}>
                    <span className={styles.icon} aria-hidden="true">
                      <Icon />
                    </span>
                    <span className={styles.number} aria-hidden="true">
                      {String(index + 1).padStart(2, '0')}
                    </span>
                  </span>
                  <h3 className={styles.cardTitle}>{feature.title}</h3>
                  <p className={styles.cardText}>{feature.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <div className="container section">
        <EmailCapture />
      </div>
    </>
  );
}
