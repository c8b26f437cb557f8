import { useEffect } from 'react';
import { aboutHeroImage, executiveSummaryImage } from '../../assets/images';
import { EmailCapture } from '../../forms/subscribe/email-capture';
import { PageHero } from '../../components/blocks/page-hero';
import { QuoteBlock } from '../../components/blocks/quote-block';
import { Img } from '../../components/ui/img';
import { StatCounters } from '../../components/ui/stat-counters';
import { useInViewOnce } from '../../hooks/use-in-view';
import { useMotionKit } from '../../motion/motion-root';
import { aboutContent } from './content';
import styles from './about-page.module.css';
import { TeamScroller } from './team-scroller';

const { hero, stats, executiveSummary, aboutUs, quote } = aboutContent;

export function AboutPage() {
  return (
    <>
      <PageHero heading={hero.heading} lead={hero.paragraph} image={aboutHeroImage} />
      <div className={`container ${styles.stats}`}>
        <StatCounters label={stats.label} stats={stats.items} />
      </div>
      <ExecutiveSummary />
      <section className={`section ${styles.tinted}`} aria-labelledby="about-us-heading">
        <div className={`container ${styles.prose}`}>
          <h2 id="about-us-heading" className="section-heading">
            {aboutUs.heading}
          </h2>
          {aboutUs.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </section>
      <TeamScroller />
      <div className="container section">
        <QuoteBlock text={quote.text} author={quote.author} title={quote.title} />
      </div>
      <div className="container section">
        <EmailCapture />
      </div>
    </>
  );
}

/**
 * The summary's emblem turns once the first time it scrolls into view, through the animation kit
 * (which is never loaded under reduced motion): upright, as in the prerender, until then.
 */
function ExecutiveSummary() {
  const [ref, inView] = useInViewOnce<HTMLDivElement>(0.3);
  const kit = useMotionKit();
  useEffect(() => {
    const emblem = ref.current?.firstElementChild;
    if (inView && kit && emblem) return kit.turnOnce(emblem);
  }, [inView, kit, ref]);
  return (
    <section className="section" aria-labelledby="summary-heading">
      <div className={`container ${styles.split}`}>
        <div ref={ref} className={styles.emblemFrame}>
          <Img image={executiveSummaryImage} alt="" className={styles.emblem} />
        </div>
        <div>
          <h2 id="summary-heading" className="section-heading">
            {executiveSummary.heading}
          </h2>
          {executiveSummary.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
