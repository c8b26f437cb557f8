import { useParams } from 'react-router-dom';
import { portfolioHeroImage, portfolioMockups, portfolioScreenshots } from '../../assets/portfolio-images';
import { EmailCapture } from '../../forms/subscribe/email-capture';
import { PageHero } from '../../components/blocks/page-hero';
import { BackLink } from '../../components/ui/back-link';
import { Carousel } from '../../components/ui/carousel';
import { Img } from '../../components/ui/img';
import { findPortfolioProject } from '../../content/projects';
import { usePageFacts } from '../../hooks/page-facts';
import { paths } from '../../routes/paths';
import { portfolioDetailContent } from './content';
import styles from './portfolio-detail-page.module.css';

const detail = portfolioDetailContent;

type CarouselCopy = { regionLabel: (title: string) => string; previousLabel: string; nextLabel: string };

/** A carousel's names from its copy: the region's, with the project's title, and its arrows'. */
const carouselNames = (copy: CarouselCopy, title: string) => ({
  label: copy.regionLabel(title),
  previousLabel: copy.previousLabel,
  nextLabel: copy.nextLabel,
});

/** A portfolio project (the route table sends any other id to the not-found page). */
export function PortfolioDetailPage() {
  const project = findPortfolioProject(useParams().id);
  usePageFacts(project && { name: project.title, description: project.summary });
  if (!project) return null;
  const mobile = project.type === 'mobileApp';
  const hero = portfolioHeroImage(project.id);
  const mockups = portfolioMockups(project.id).map((image, index) => ({
    id: `mockup-${index + 1}`,
    content: <Img image={image} alt={project.screenshotCaptions[index] ?? ''} priority={index === 0} className={styles.mockup} />,
  }));
  const screenshots = portfolioScreenshots(project.id).map((image, index) => ({
    id: `screenshot-${index + 1}`,
    content: (
      <figure className={styles.screenshot}>
        <Img image={image} alt="" />
        <figcaption>{project.screenshotCaptions[index]}</figcaption>
      </figure>
    ),
  }));

  return (
    <>
      <PageHero
        above={<BackLink to={paths.portfolio} label={detail.backLabel} />}
        eyebrow={project.focus}
        heading={project.title}
        lead={project.summary}
        image={mobile ? undefined : hero}
        aside={
          mobile ? (
            <Carousel
              {...carouselNames(detail.mockups, project.title)}
              className={styles.mockups}
              slideClassName={styles.mockupSlide}
              slides={mockups}
            />
          ) : undefined
        }
      />

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
          <h2 id="project-heading" className="section-heading">
            {project.headingText}
          </h2>
          {project.descriptionText.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section className={styles.band} aria-labelledby="project-screenshots">
        <div className="container section">
          <h2 id="project-screenshots" className="section-heading">
            {detail.screenshots.heading}
          </h2>
          <Carousel
            {...carouselNames(detail.screenshots, project.title)}
            className={styles.screenshots}
            slideClassName={styles.screenshotSlide}
            slides={screenshots}
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
