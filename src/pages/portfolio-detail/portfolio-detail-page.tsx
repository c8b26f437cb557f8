import { useParams } from 'react-router-dom';
import { portfolioHeroImage, portfolioMockups, portfolioScreenshots } from '../../assets/services-images';
import { EmailCapture } from '../../components/blocks/email-capture';
import { BackLink } from '../../components/ui/back-link';
import { Carousel } from '../../components/ui/carousel';
import { findPortfolioProject } from '../../content/projects';
import { portfolioContent } from '../portfolio/content';
import styles from './portfolio-detail-page.module.css';

const { detail } = portfolioContent;


/** A portfolio project (the route table sends any other id to the not-found page). */
export function PortfolioDetailPage() {
  const project = findPortfolioProject(useParams().id);
  if (!project) return null;
  const mobile = project.type === 'mobileApp';
  const hero = portfolioHeroImage(project.id);
  const mockups = portfolioMockups(project.id);
  const screenshots = portfolioScreenshots(project.id);

  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner} ${mobile ? styles.heroMobile : ''}`}>
          <div className={styles.heroText}>
            <BackLink to="/portfolio" label={detail.backLabel} className={styles.back} />
            <p className="eyebrow">{project.focus}</p>
            <h1 className={styles.heading}>{project.title}</h1>
            <p className={styles.summary}>{project.summary}</p>
          </div>
          {mobile ? (
            <Carousel
              className={styles.mockups}
              label={detail.mockups.regionLabel(project.title)}
              slideLabel={detail.slideLabel}
              previousLabel={detail.mockups.previousLabel}
              nextLabel={detail.mockups.nextLabel}
              slideClassName={styles.mockupSlide}
              slides={mockups.map((image, index) => ({
                id: `mockup-${index + 1}`,
                content: (
                  <img
                    className={styles.mockup}
                    src={image.src}
                    width={image.width}
                    height={image.height}
                    alt={project.screenshotCaptions[index] ?? ''}
                    {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
                  />
                ),
              }))}
            />
          ) : (
            <img className={styles.heroImage} src={hero.src} width={hero.width} height={hero.height} alt="" fetchPriority="high" />
          )}
        </div>
      </section>

      <section className={`container section ${styles.about}`} aria-labelledby="project-heading">
        <dl className={styles.facts}>
          <div>
            <dt>{detail.yearLabel}</dt>
            <dd>{project.year}</dd>
          </div>
          <div>
            <dt>{detail.focusLabel}</dt>
            <dd>{project.focus}</dd>
          </div>
        </dl>
        <div>
          <h2 id="project-heading" className={styles.sectionHeading}>
            {project.headingText}
          </h2>
          {project.descriptionText.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section className={styles.band} aria-labelledby="project-screenshots">
        <div className="container section">
          <h2 id="project-screenshots" className={styles.sectionHeading}>
            {detail.screenshots.heading}
          </h2>
          <Carousel
            className={styles.screenshots}
            label={detail.screenshots.regionLabel(project.title)}
            slideLabel={detail.slideLabel}
            previousLabel={detail.screenshots.previousLabel}
            nextLabel={detail.screenshots.nextLabel}
            slideClassName={styles.screenshotSlide}
            slides={screenshots.map((image, index) => ({
              id: `screenshot-${index + 1}`,
              content: (
                <figure className={styles.screenshot}>
                  <img src={image.src} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" />
                  <figcaption>{project.screenshotCaptions[index]}</figcaption>
                </figure>
              ),
            }))}
          />
        </div>
      </section>

      <section className={`container section ${styles.closing}`} aria-labelledby="project-closing">
        <h2 id="project-closing" className={styles.closingHeading}>
          {detail.closingMessage}
        </h2>
      </section>

      <div className="container section">
        <EmailCapture />
      </div>
    </>
  );
}
